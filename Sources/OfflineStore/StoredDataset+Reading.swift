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
            var format = Field<String>.missing
            var key = Field<DatasetKey>.missing
            var fetchedAt = Field<Date>.missing
            var source = Field<String>.missing
            var countries = Field<[Country]?>.missing
            var indicator = Field<StoredIndicator?>.missing
            let countryList = MemberReader<[Country]?> { reader throws(DecodingFailure) in
                try reader.consumeNull() ? nil : try Country.readList(from: &reader)
            }
            try reader.readObject { name, reader throws(DecodingFailure) in
                if try format.read("format", at: name, from: &reader, as: .string) { return }
                if try key.read("key", at: name, from: &reader, as: MemberReader(DatasetKey.read(from:))) { return }
                if try fetchedAt.read("fetchedAt", at: name, from: &reader, as: MemberReader(Date.readStored(from:))) {
                    return
                }
                if try source.read("source", at: name, from: &reader, as: .string) { return }
                if try countries.read("countries", at: name, from: &reader, as: countryList) { return }
                if try indicator.read(
                    "indicator", at: name, from: &reader, as: .orNull(MemberReader(StoredIndicator.read(from:))))
                {
                    return
                }
                try reader.skipValue()
            }
            let header = (
                format: try format.required("format"), key: try key.required("key"),
                fetchedAt: try fetchedAt.required("fetchedAt"), source: try source.required("source")
            )
            return (header, try countries.optional() ?? nil, try indicator.optional() ?? nil)
        }
        return StoredDataset(
            format: header.format, key: header.key, fetchedAt: header.fetchedAt, source: header.source,
            countries: countries, indicator: indicator)
    }
}

extension StoredIndicator {
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> StoredIndicator {
        var code = Field<IndicatorCode>.missing
        var name = Field<String>.missing
        var metadata = Field<DatasetMetadata>.missing
        var rows = Field<[Row]>.missing
        let indicatorCode = MemberReader<IndicatorCode> { reader throws(DecodingFailure) in
            let text = try reader.string()
            guard let code = IndicatorCode(text) else { throw .shape("not an indicator code: \(text)") }
            return code
        }
        let rowList = MemberReader<[Row]> { reader throws(DecodingFailure) in
            var rows: [Row] = []
            // A row takes 25 to 45 bytes; reserving once spares the copies of a growing array.
            rows.reserveCapacity((reader.bytes.count - reader.position) / 24)
            try reader.readArray { reader, _ throws(DecodingFailure) in rows.append(try Row.read(from: &reader)) }
            return rows
        }
        try reader.readObject { key, reader throws(DecodingFailure) in
            if try code.read("code", at: key, from: &reader, as: indicatorCode) { return }
            if try name.read("name", at: key, from: &reader, as: .string) { return }
            if try metadata.read("metadata", at: key, from: &reader, as: MemberReader(DatasetMetadata.read(from:))) {
                return
            }
            if try rows.read("rows", at: key, from: &reader, as: rowList) { return }
            try reader.skipValue()
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
        try reader.readArray { reader, index throws(DecodingFailure) in
            count = index + 1
            switch index {
            case 0: economyID = try reader.string(reusing: .economyID)
            case 1: economyISO2 = try reader.string(reusing: .economyISO2)
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
        var sourceID = Field<String?>.missing
        var lastUpdated = Field<String?>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if try sourceID.read("sourceID", at: key, from: &reader, as: .optionalString) { return }
            if try lastUpdated.read("lastUpdated", at: key, from: &reader, as: .optionalString) { return }
            try reader.skipValue()
        }
        return DatasetMetadata(sourceID: try sourceID.optional() ?? nil, lastUpdated: try lastUpdated.optional() ?? nil)
    }
}
