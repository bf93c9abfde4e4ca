import Foundation

/// The wire shape of a country-list entry, decoded into ``Country``.
///
/// Quirks handled here so the model never sees them: `iso2Code` at the top but `iso2code` inside
/// the nested objects, coordinates as strings that may be empty, trailing spaces in region names.
struct CountryRecord: Decodable, Sendable {
    let country: Country

    init(country: Country) {
        self.country = country
    }

    struct ClassificationRecord: Decodable {
        let id: String
        let iso2code: String
        let value: String

        var classification: Classification { Classification(id: id, iso2Code: iso2code, name: value) }
        static let blank = ClassificationRecord(id: "", iso2code: "", value: "")
    }

    private enum CodingKeys: String, CodingKey {
        case id, iso2Code, name, region, adminregion, incomeLevel, lendingType, capitalCity, longitude, latitude
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        guard !id.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "empty country id")
        }
        country = Country(
            id: id,
            iso2Code: try container.decode(String.self, forKey: .iso2Code),
            name: try container.decode(String.self, forKey: .name),
            region: try container.decode(ClassificationRecord.self, forKey: .region).classification,
            adminRegion: (try container.decodeIfPresent(ClassificationRecord.self, forKey: .adminregion) ?? .blank)
                .classification,
            incomeLevel: try container.decode(ClassificationRecord.self, forKey: .incomeLevel).classification,
            lendingType: (try container.decodeIfPresent(ClassificationRecord.self, forKey: .lendingType) ?? .blank)
                .classification,
            capitalCity: try container.decodeIfPresent(String.self, forKey: .capitalCity),
            longitude: try Self.coordinate(container, .longitude),
            latitude: try Self.coordinate(container, .latitude)
        )
    }

    /// Reads a coordinate sent as a string (`"-74.082"`), an empty string, or rarely a number.
    private static func coordinate(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws
        -> Double?
    {
        guard container.contains(key), try !container.decodeNil(forKey: key) else { return nil }
        if let number = try? container.decode(Double.self, forKey: key) { return number }
        let text = try container.decode(String.self, forKey: key).trimmingCharacters(in: .whitespaces)
        if text.isEmpty { return nil }
        guard let number = Double(text), number.isFinite else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "not a coordinate: \"\(text)\"")
        }
        return number
    }
}
