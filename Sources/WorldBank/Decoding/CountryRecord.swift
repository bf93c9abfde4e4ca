/// A country-list entry as a page sends it, read into ``Country``.
///
/// Quirks handled here so the model never sees them: `iso2Code` at the top but `iso2code` inside
/// the nested objects, coordinates as strings that may be empty, trailing spaces in region names.
package struct CountryRecord: Sendable, PageRecord {
    package let country: Country

    package init(country: Country) {
        self.country = country
    }

    package static func read(from reader: inout JSONReader) throws(DecodingFailure) -> CountryRecord {
        var id: String?
        var iso2Code: String?
        var name: String?
        var region: Classification?
        var adminRegion: Classification?
        var incomeLevel: Classification?
        var lendingType: Classification?
        var capitalCity: String?
        var longitude: Double??
        var latitude: Double??
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "iso2Code" where iso2Code == nil: iso2Code = try reader.string()
            case "name" where name == nil: name = try reader.string()
            case "region" where region == nil: region = try classification(from: &reader)
            case "adminregion" where adminRegion == nil: adminRegion = try classification(from: &reader, orNull: true)
            case "incomeLevel" where incomeLevel == nil: incomeLevel = try classification(from: &reader)
            case "lendingType" where lendingType == nil: lendingType = try classification(from: &reader, orNull: true)
            case "capitalCity" where capitalCity == nil: capitalCity = try reader.optionalString() ?? ""
            case "longitude" where longitude == nil: longitude = try coordinate(from: &reader)
            case "latitude" where latitude == nil: latitude = try coordinate(from: &reader)
            default: try reader.skipValue()
            }
        }
        let countryID = try id.required("id")
        guard !countryID.trimmingWhitespace.isEmpty else {
            throw .shape("empty country id", at: [.key("id")])
        }
        return CountryRecord(
            country: Country(
                id: countryID, iso2Code: try iso2Code.required("iso2Code"), name: try name.required("name"),
                region: try region.required("region"), adminRegion: adminRegion ?? .blank,
                incomeLevel: try incomeLevel.required("incomeLevel"), lendingType: lendingType ?? .blank,
                capitalCity: capitalCity, longitude: longitude ?? nil, latitude: latitude ?? nil))
    }

    /// Reads `{"id", "iso2code", "value"}`, all strings; `orNull` when `null` may stand for a blank.
    private static func classification(from reader: inout JSONReader, orNull: Bool = false) throws(DecodingFailure)
        -> Classification
    {
        if orNull, try reader.consumeNull() { return .blank }
        var id: String?
        var iso2code: String?
        var value: String?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "iso2code" where iso2code == nil: iso2code = try reader.string()
            case "value" where value == nil: value = try reader.string()
            default: try reader.skipValue()
            }
        }
        return Classification(
            id: try id.required("id"), iso2Code: try iso2code.required("iso2code"), name: try value.required("value"))
    }

    /// A coordinate: a number, a string that is empty (none) or holds a finite number, or `null`.
    private static func coordinate(from reader: inout JSONReader) throws(DecodingFailure) -> Double? {
        if try reader.consumeNull() { return nil }
        guard try reader.peek() == .quote else { return try reader.double() }
        let text = try reader.string().trimmingWhitespace
        if text.isEmpty { return nil }
        guard let number = Double(text), number.isFinite else { throw .shape("not a coordinate: \"\(text)\"") }
        return number
    }
}
