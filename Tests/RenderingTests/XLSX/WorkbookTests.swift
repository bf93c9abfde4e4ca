import Parquet
import TestSupport
import Testing
import WorldBank

@testable import Rendering

/// The workbook's parts: zip checksums, column letters, which fields are numbers, the sheet XML.
@Suite struct WorkbookTests {
    @Test func theChecksumIsZipsCRC32() {
        #expect(ZipArchive.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(ZipArchive.crc32([]) == 0)
    }

    @Test(arguments: [(0, "A"), (25, "Z"), (26, "AA"), (27, "AB"), (701, "ZZ"), (702, "AAA")])
    func columnsAreNamedAsSpreadsheetsNameThem(index: Int, name: String) {
        #expect(Worksheet.columnName(index) == name)
    }

    @Test func aSheetHasABoldFrozenHeaderTypedNumbersAndTextAsItIs() {
        let sheet = Worksheet(
            columns: [.init(header: "name", style: .general), .init(header: "population", style: .grouped)],
            rows: [[.text("A & <B>"), .integer(42)], [.empty, .number(-1.5)], [.text("-Nairobi- "), .flag(true)]])
        let expected =
            #"<cols><col min="1" max="1" width="12" customWidth="1"/><col min="2" max="2" width="12" customWidth="1"/>"#
            + #"</cols><sheetData><row r="1"><c r="A1" s="1" t="inlineStr"><is><t>name</t></is></c>"#
            + #"<c r="B1" s="1" t="inlineStr"><is><t>population</t></is></c></row>"#
            + #"<row r="2"><c r="A2" t="inlineStr"><is><t>A &amp; &lt;B&gt;</t></is></c>"#
            + #"<c r="B2" s="2"><v>42</v></c></row><row r="3"><c r="B3" s="2"><v>-1.5</v></c></row>"#
            + #"<row r="4"><c r="A4" t="inlineStr"><is><t xml:space="preserve">-Nairobi- </t></is></c>"#
            + #"<c r="B4" s="2" t="b"><v>1</v></c></row></sheetData></worksheet>"#
        #expect(sheet.xml.hasSuffix(expected))
        #expect(sheet.xml.contains(#"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>"#))
    }

    @Test(arguments: [
        (ColumnKind.money, true, CellStyle.dollars), (.moneyPerHead, false, .dollars), (.growth, false, .percent),
        (.difference, false, .percent), (.share, false, .percent), (.count, true, .grouped),
        (.quantity, true, .grouped), (.quantity, false, .general), (.year, true, .general), (.code, true, .general),
    ])
    func eachKindOfColumnHasItsNumberFormat(kind: ColumnKind, whole: Bool, style: CellStyle) {
        #expect(CellStyle(kind, whole: whole) == style)
    }

    @Test func theSameRowsAlwaysGiveTheSameBytesInAZip() async throws {
        let source = SourceNote(origin: "snapshot", lastUpdated: [])
        let table = Table([Column<String>("Name", key: "name", kind: .name) { .text($0) }], rows: ["Korea"])
        let workbook = Workbook.render(table, source: source)
        #expect(workbook == Workbook.render(table, source: source))
        #expect(Array(workbook.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
        #expect(Array(workbook.suffix(22).prefix(4)) == [0x50, 0x4B, 0x05, 0x06])
        // The source is on the second sheet, one statement per row (entries are deflated: read by zipfile).
        let entries = try await Self.entries(workbook)
        let data = try #require(entries["xl/worksheets/sheet1.xml"]?.text)
        let about = try #require(entries["xl/worksheets/sheet2.xml"]?.text)
        let styles = try #require(entries["xl/styles.xml"]?.text)
        #expect(data.contains(#"<c r="A2" t="inlineStr"><is><t>Korea</t></is></c></row></sheetData>"#))
        #expect(about.contains(#"<c r="A3" t="inlineStr"><is><t>snapshot</t></is></c>"#))
        #expect(styles.contains(#"<cellStyle name="Normal" xfId="0" builtinId="0"/>"#))
    }

    @Test func entriesAreDeflatedUnlessDeflateWouldMakeThemLarger() async throws {
        var archive = ZipArchive()
        let sheet = Worksheet(
            columns: [.init(header: "name", style: .general), .init(header: "population", style: .grouped)],
            rows: (0..<500).map { [.text("Korea"), .integer($0)] }
        ).xml
        archive.add("sheet.xml", Array(sheet.utf8))
        archive.add("tiny", Array("x".utf8))
        let entries = try await Self.entries(archive.archived)
        #expect(entries["sheet.xml"]?.method == 8)
        #expect(entries["sheet.xml"]?.text == sheet, "Python's zipfile checks the CRC as it reads")
        #expect(try #require(entries["sheet.xml"]?.compressed) * 5 < sheet.utf8.count)
        #expect(entries["tiny"]?.method == 0, "one deflated byte takes three: stored")
        #expect(entries["tiny"]?.text == "x")
    }

    /// One entry of a zip as Python's zipfile reads it.
    struct Entry: Equatable {
        let method: Int
        let compressed: Int
        let text: String
    }

    /// Every entry of `archive`, read by Python's zipfile (which checks each CRC-32 and size).
    static func entries(_ archive: [UInt8]) async throws -> [String: Entry] {
        let script = """
            import sys, zipfile
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            for i in z.infolist():
                print(i.filename, i.compress_type, i.compress_size, z.read(i).hex())
            """
        let run = try await PythonZlib.run(script, on: archive)
        #expect(run.status == 0, "\(run.stderr)")
        var entries: [String: Entry] = [:]
        for line in run.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            guard fields.count == 4, let method = Int(fields[1]), let compressed = Int(fields[2]),
                let bytes = PythonZlib.hexBytes(String(fields[3]))
            else { continue }
            entries[String(fields[0])] = Entry(
                method: method, compressed: compressed, text: String(decoding: bytes, as: UTF8.self))
        }
        return entries
    }
}
