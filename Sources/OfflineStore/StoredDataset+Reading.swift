import Foundation
import WorldBank

extension StoredDataset {
    /// Reads a dataset file with ``JSONReader``, giving what `JSONDecoder` gives for the
    /// `Codable` conformance (which still writes the files), about six times faster.
    ///
    /// The snapshot's two histories hold 34,000 rows; decoding them was most of an offline run. The
    /// rows and the country list are read byte by byte, and so are the date and the key in the form
    /// the store writes them (other forms go to `JSONDecoder`).
    static func read(_ data: Data) throws(DecodingFailure) -> StoredDataset {
        let (header, countries, indicator) = try JSONReader.read(data) { reader throws(DecodingFailure) in
            var format: String?
            var key: DatasetKey?
            var fetchedAt: Date?
            var source: String?
            var countries: [Country]??
            var indicator: StoredIndicator??
            try reader.readObject { name, reader throws(DecodingFailure) in
                switch name {
                case "format" where format == nil: format = try reader.string()
                case "key" where key == nil: key = try DatasetKey.read(from: &reader)
                case "fetchedAt" where fetchedAt == nil: fetchedAt = try Date.readStored(from: &reader)
                case "source" where source == nil: source = try reader.string()
                case "countries" where countries == nil:
                    countries = .some(try reader.consumeNull() ? nil : try Country.readList(from: &reader))
                case "indicator" where indicator == nil:
                    indicator = .some(try reader.consumeNull() ? nil : try StoredIndicator.read(from: &reader))
                default: try reader.skipValue()
                }
            }
            let header = (
                format: try format.required("format"), key: try key.required("key"),
                fetchedAt: try fetchedAt.required("fetchedAt"), source: try source.required("source")
            )
            return (header, countries ?? nil, indicator ?? nil)
        }
        return StoredDataset(
            format: header.format, key: header.key, fetchedAt: header.fetchedAt, source: header.source,
            countries: countries, indicator: indicator)
    }
}

extension StoredIndicator {
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> StoredIndicator {
        var code: IndicatorCode?
        var name: String?
        var metadata: DatasetMetadata?
        var rows: [Row]?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "code" where code == nil:
                let text = try reader.string()
                guard let parsed = IndicatorCode(text) else { throw .shape("not an indicator code: \(text)") }
                code = parsed
            case "name" where name == nil: name = try reader.string()
            case "metadata" where metadata == nil: metadata = try DatasetMetadata.read(from: &reader)
            case "rows" where rows == nil:
                // A row takes 25 to 45 bytes; reserving once spares the copies of a growing array.
                rows = try reader.readArray(
                    reservingCapacity: (reader.bytes.count - reader.position) / 24, Row.read(from:))
            default: try reader.skipValue()
            }
        }
        return StoredIndicator(
            code: try code.required("code"), name: try name.required("name"),
            metadata: try metadata.required("metadata"), rows: try rows.required("rows"))
    }
}

extension StoredIndicator.Row {
    /// Reads `[iso3, iso2, year, value]` or `[iso3, iso2, year, value, status]`; like the unkeyed
    /// `Codable` form, it ignores anything after the status.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Self {
        var economyID = ""
        var economyISO2 = ""
        var year = 0
        var value = 0.0
        var status = ""
        var count = 0
        _ = try reader.readArray { reader throws(DecodingFailure) in
            defer { count += 1 }
            switch count {
            case 0: economyID = try reader.string()
            case 1: economyISO2 = try reader.string()
            case 2: year = try reader.integer()
            case 3: value = try reader.double()
            case 4: status = try reader.string()
            default: try reader.skipValue()
            }
        }
        guard count >= 4 else {
            throw .shape(
                "missing \(["String", "String", "Int", "Double"][count]): unkeyed container is at end",
                at: [.index(count)])
        }
        return Self(economyID: economyID, economyISO2: economyISO2, year: year, value: value, status: status)
    }
}

extension DatasetMetadata {
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> DatasetMetadata {
        var sourceID: String??
        var lastUpdated: String??
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "sourceID" where sourceID == nil: sourceID = try reader.optionalString()
            case "lastUpdated" where lastUpdated == nil: lastUpdated = try reader.optionalString()
            default: try reader.skipValue()
            }
        }
        return DatasetMetadata(sourceID: sourceID ?? nil, lastUpdated: lastUpdated ?? nil)
    }
}

extension JSONReader {
    /// Reads a number that must be an exact integer, as `decode(Int.self)` does.
    mutating func integer() throws(DecodingFailure) -> Int {
        let number = try number()
        guard let value = number.int else { throw .shape("not an integer") }
        return value
    }
}
