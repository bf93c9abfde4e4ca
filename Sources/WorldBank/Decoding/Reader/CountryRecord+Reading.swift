import Foundation

extension CountryRecord: PageRecord {
    package static func read(from reader: inout JSONReader) throws(DecodingFailure) -> CountryRecord {
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
        let classification = MemberReader(ClassificationRecord.read(from:))
        let coordinateText = MemberReader<String?> { reader throws(DecodingFailure) in try reader.coordinateText() }
        try reader.readObject { key, reader throws(DecodingFailure) in
            if try id.read("id", at: key, from: &reader, as: .string) { return }
            if try iso2Code.read("iso2Code", at: key, from: &reader, as: .string) { return }
            if try name.read("name", at: key, from: &reader, as: .string) { return }
            if try region.read("region", at: key, from: &reader, as: classification) { return }
            if try adminRegion.read("adminregion", at: key, from: &reader, as: .orNull(classification)) { return }
            if try incomeLevel.read("incomeLevel", at: key, from: &reader, as: classification) { return }
            if try lendingType.read("lendingType", at: key, from: &reader, as: .orNull(classification)) { return }
            if try capitalCity.read("capitalCity", at: key, from: &reader, as: .optionalString) { return }
            if try longitude.read("longitude", at: key, from: &reader, as: coordinateText) { return }
            if try latitude.read("latitude", at: key, from: &reader, as: coordinateText) { return }
            try reader.skipValue()
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
            if try id.read("id", at: key, from: &reader, as: .string) { return }
            if try iso2code.read("iso2code", at: key, from: &reader, as: .string) { return }
            if try value.read("value", at: key, from: &reader, as: .string) { return }
            try reader.skipValue()
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
