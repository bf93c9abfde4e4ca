import Foundation

/// Writes a stored history (`X@history.json`) in the compact form the binary reads at run time:
/// the file with its rows taken out, then the rows as fixed-size binary records.
///
/// Decoding the two JSON histories was most of an offline run; the compact form is read in a
/// fraction of a millisecond. `data/` stays the readable source of truth, and a test proves that
/// the compact copy built into the binary decodes to exactly what the JSON file holds.
///
/// Layout (little-endian): "CRW1"; UInt32 header length and the header (the JSON file with
/// `"rows":[]`); UInt16 economy count and per economy its ISO3 and ISO2 codes (each a UInt8
/// length and bytes); UInt8 status count and each status (length and bytes, the first one empty);
/// UInt32 row count and per row UInt16 economy, Int16 year, UInt8 status, UInt64 value bits.
enum CompactHistory {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func encode(_ json: Data) throws -> Data {
        let text = String(decoding: json, as: UTF8.self)
        guard let rowsStart = text.range(of: "\"rows\":["),
            let rowsEnd = text.range(of: "]]", range: rowsStart.upperBound..<text.endIndex)
        else { throw Failure(description: "no rows array") }
        let header = text[..<rowsStart.upperBound] + "]" + text[rowsEnd.upperBound...]
        let body = text[rowsStart.upperBound...rowsEnd.lowerBound]

        var economies: [String: UInt16] = [:]
        var economyList: [(String, String)] = []
        var statuses: [String: UInt8] = ["": 0]
        var statusList = [""]
        var rows = Data()
        var count: UInt32 = 0
        for row in body.split(separator: "],").map({ $0.drop { $0 == "[" }.prefix { $0 != "]" } }) {
            let fields = row.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == 4 || fields.count == 5 else {
                throw Failure(description: "a row of \(fields.count) fields: \(row)")
            }
            let iso3 = try unquoted(fields[0])
            let iso2 = try unquoted(fields[1])
            guard let year = Int16(fields[2]), let value = Double(fields[3]) else {
                throw Failure(description: "a row without year and value: \(row)")
            }
            let status = fields.count == 5 ? try unquoted(fields[4]) : ""
            let key = iso3 + "|" + iso2
            if economies[key] == nil {
                economies[key] = UInt16(economyList.count)
                economyList.append((iso3, iso2))
            }
            if statuses[status] == nil {
                statuses[status] = UInt8(statusList.count)
                statusList.append(status)
            }
            append(&rows, economies[key] ?? 0)
            append(&rows, UInt16(bitPattern: year))
            rows.append(statuses[status] ?? 0)
            append(&rows, value.bitPattern)
            count += 1
        }

        var output = Data("CRW1".utf8)
        let headerBytes = Data(header.utf8)
        append(&output, UInt32(headerBytes.count))
        output += headerBytes
        append(&output, UInt16(economyList.count))
        for (iso3, iso2) in economyList {
            try appendText(&output, iso3)
            try appendText(&output, iso2)
        }
        output.append(UInt8(statusList.count))
        for status in statusList { try appendText(&output, status) }
        append(&output, count)
        return output + rows
    }

    private static func unquoted(_ field: Substring) throws -> String {
        guard field.count >= 2, field.first == "\"", field.last == "\"", !field.dropFirst().dropLast().contains("\\")
        else {
            throw Failure(description: "not a plain string: \(field)")
        }
        return String(field.dropFirst().dropLast())
    }

    private static func append<Integer: FixedWidthInteger>(_ data: inout Data, _ value: Integer) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }

    private static func appendText(_ data: inout Data, _ text: String) throws {
        let bytes = Array(text.utf8)
        guard bytes.count < 256 else { throw Failure(description: "a code of \(bytes.count) bytes") }
        data.append(UInt8(bytes.count))
        data.append(contentsOf: bytes)
    }
}
