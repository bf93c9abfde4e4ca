import Testing

@testable import BulkMirror

/// The Bank's CSV as the reader takes it, fed in blocks split anywhere: quotes, `""`, line breaks
/// inside quotes, CRLF, LF and a lone CR, a byte-order mark, a last record without its line break.
@Suite struct CSVRecordsTests {
    /// The records of `text` fed `size` bytes at a time, each as its fields.
    static func records(_ text: String, blocks size: Int) throws -> [[String]] {
        var reader = CSVRecords()
        var records: [[String]] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let block = Array(bytes[start..<min(bytes.count, start + size)])
            try block.withUnsafeBytes { buffer in
                try reader.feed(buffer) { record in records.append((0..<record.count).map(record.text)) }
            }
            start += size
        }
        try reader.finish { record in records.append((0..<record.count).map(record.text)) }
        return records
    }

    static let text =
        "\u{FEFF}Country Name,Country Code,Indicator Name,\"1960\",\r\n"
        + "\"Korea, Rep.\",KOR,\"It \"\"runs\"\"\nover two lines\",1.5,\r\n"
        + "Kenya,KEN,x,,\n\nUganda,UGA,y,2\rTanzania,TZA,\"z\"tail,3"

    static let expected = [
        ["Country Name", "Country Code", "Indicator Name", "1960", ""],
        ["Korea, Rep.", "KOR", "It \"runs\"\nover two lines", "1.5", ""],
        ["Kenya", "KEN", "x", "", ""],
        ["Uganda", "UGA", "y", "2"],
        ["Tanzania", "TZA", "ztail", "3"],
    ]

    // Blocks of 3 bytes or more: the byte-order mark is read whole from the first (real blocks are 1 MiB).
    @Test(arguments: [3, 4, 7, 64, 1 << 20])
    func recordsAreReadWhereverTheBlocksSplit(size: Int) throws {
        #expect(try Self.records(Self.text, blocks: size) == Self.expected)
    }
}
