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
            try reader.readObject { name, reader throws(DecodingFailure) in
                if name.matches("format"), format.isMissing {
                    format = try reader.capture("format") { reader throws(DecodingFailure) in try reader.string() }
                } else if name.matches("key"), key.isMissing {
                    key = try reader.capture("key") { reader throws(DecodingFailure) in
                        try DatasetKey.read(from: &reader)
                    }
                } else if name.matches("fetchedAt"), fetchedAt.isMissing {
                    fetchedAt = try reader.capture("fetchedAt") { reader throws(DecodingFailure) in
                        try Date.readStored(from: &reader)
                    }
                } else if name.matches("source"), source.isMissing {
                    source = try reader.capture("source") { reader throws(DecodingFailure) in try reader.string() }
                } else if name.matches("countries"), countries.isMissing {
                    countries = try reader.capture("countries") { reader throws(DecodingFailure) in
                        try reader.consumeNull() ? nil : try Country.readList(from: &reader)
                    }
                } else if name.matches("indicator"), indicator.isMissing {
                    indicator = try reader.capture("indicator") { reader throws(DecodingFailure) in
                        try reader.consumeNull() ? nil : try StoredIndicator.read(from: &reader)
                    }
                } else {
                    try reader.skipValue()
                }
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
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("code"), code.isMissing {
                code = try reader.capture("code") { reader throws(DecodingFailure) in
                    let text = try reader.string()
                    guard let code = IndicatorCode(text) else { throw .shape("not an indicator code: \(text)") }
                    return code
                }
            } else if key.matches("name"), name.isMissing {
                name = try reader.capture("name") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("metadata"), metadata.isMissing {
                metadata = try reader.capture("metadata") { reader throws(DecodingFailure) in
                    try DatasetMetadata.read(from: &reader)
                }
            } else if key.matches("rows"), rows.isMissing {
                rows = try reader.capture("rows") { reader throws(DecodingFailure) in
                    var rows: [Row] = []
                    // A row takes 25 to 45 bytes; reserving once spares the copies of a growing array.
                    rows.reserveCapacity((reader.bytes.count - reader.position) / 24)
                    try reader.readArray { reader, _ throws(DecodingFailure) in rows.append(try Row.read(from: &reader))
                    }
                    return rows
                }
            } else {
                try reader.skipValue()
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
            if key.matches("sourceID"), sourceID.isMissing {
                sourceID = try reader.capture("sourceID") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else if key.matches("lastUpdated"), lastUpdated.isMissing {
                lastUpdated = try reader.capture("lastUpdated") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else {
                try reader.skipValue()
            }
        }
        return DatasetMetadata(sourceID: try sourceID.optional() ?? nil, lastUpdated: try lastUpdated.optional() ?? nil)
    }
}
