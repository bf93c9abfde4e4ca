import Foundation

extension CountryRecord: PageRecord {
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> CountryRecord {
        var id = Field<String>.missing
        var iso2Code = Field<String>.missing
        var name = Field<String>.missing
        var region = Field<ClassificationRecord>.missing
        var adminRegion = Field<ClassificationRecord?>.missing
        var incomeLevel = Field<ClassificationRecord>.missing
        var lendingType = Field<ClassificationRecord?>.missing
        var capitalCity = Field<String?>.missing
        var longitude = Field<String?>.missing
        var latitude = Field<String?>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("iso2Code"), iso2Code.isMissing {
                iso2Code = try reader.capture("iso2Code") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("name"), name.isMissing {
                name = try reader.capture("name") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("region"), region.isMissing {
                region = try reader.capture("region") { reader throws(DecodingFailure) in
                    try ClassificationRecord.read(from: &reader)
                }
            } else if key.matches("adminregion"), adminRegion.isMissing {
                adminRegion = try reader.capture("adminregion") { reader throws(DecodingFailure) in
                    try reader.consumeNull() ? nil : try ClassificationRecord.read(from: &reader)
                }
            } else if key.matches("incomeLevel"), incomeLevel.isMissing {
                incomeLevel = try reader.capture("incomeLevel") { reader throws(DecodingFailure) in
                    try ClassificationRecord.read(from: &reader)
                }
            } else if key.matches("lendingType"), lendingType.isMissing {
                lendingType = try reader.capture("lendingType") { reader throws(DecodingFailure) in
                    try reader.consumeNull() ? nil : try ClassificationRecord.read(from: &reader)
                }
            } else if key.matches("capitalCity"), capitalCity.isMissing {
                capitalCity = try reader.capture("capitalCity") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else if key.matches("longitude"), longitude.isMissing {
                longitude = try reader.capture("longitude") { reader throws(DecodingFailure) in
                    try reader.coordinateText()
                }
            } else if key.matches("latitude"), latitude.isMissing {
                latitude = try reader.capture("latitude") { reader throws(DecodingFailure) in
                    try reader.coordinateText()
                }
            } else {
                try reader.skipValue()
            }
        }
        let countryID = try id.required("id")
        guard !countryID.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .shape("empty country id", at: [.key("id")])
        }
        return CountryRecord(
            country: Country(
                id: countryID,
                iso2Code: try iso2Code.required("iso2Code"),
                name: try name.required("name"),
                region: try region.required("region").classification,
                adminRegion: ((try adminRegion.optional() ?? nil) ?? .blank).classification,
                incomeLevel: try incomeLevel.required("incomeLevel").classification,
                lendingType: ((try lendingType.optional() ?? nil) ?? .blank).classification,
                capitalCity: try capitalCity.optional() ?? nil,
                longitude: try coordinate(longitude, "longitude"),
                latitude: try coordinate(latitude, "latitude")))
    }

    /// A coordinate as ``CountryRecord/coordinate(_:_:)`` reads it: a number, or a string that is
    /// empty or holds a finite number.
    private static func coordinate(_ field: Field<String?>, _ key: StaticString) throws(DecodingFailure) -> Double? {
        guard let text = try field.optional() ?? nil else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        guard let number = Double(trimmed), number.isFinite else {
            throw .shape("not a coordinate: \"\(trimmed)\"", at: [.key("\(key)")])
        }
        return number
    }
}

extension CountryRecord.ClassificationRecord {
    /// Reads `{"id", "iso2code", "value"}`.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Self {
        var id = Field<String>.missing
        var iso2code = Field<String>.missing
        var value = Field<String>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("iso2code"), iso2code.isMissing {
                iso2code = try reader.capture("iso2code") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("value"), value.isMissing {
                value = try reader.capture("value") { reader throws(DecodingFailure) in try reader.string() }
            } else {
                try reader.skipValue()
            }
        }
        return Self(
            id: try id.required("id"), iso2code: try iso2code.required("iso2code"), value: try value.required("value"))
    }
}

extension JSONReader {
    /// Reads a coordinate's text: a JSON number's digits, a string, or `null`.
    mutating func coordinateText() throws(DecodingFailure) -> String? {
        guard try kind(of: peek()) == .number else { return try optionalString() }
        let number = try readNumber()
        guard let value = number.double else { throw .mismatch(expected: "String", found: .number) }
        return "\(value)"
    }
}
