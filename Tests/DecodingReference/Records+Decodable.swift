import Foundation
import WorldBank

// The reference decodings of the three record types (see APIPage+Decodable.swift).

extension CountryRecord: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, iso2Code, name, region, adminregion, incomeLevel, lendingType, capitalCity, longitude, latitude
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        guard !id.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "empty country id")
        }
        self.init(
            country: Country(
                id: id,
                iso2Code: try container.decode(String.self, forKey: .iso2Code),
                name: try container.decode(String.self, forKey: .name),
                region: try container.decode(ClassificationRecord.self, forKey: .region).classification,
                adminRegion: try container.decodeIfPresent(ClassificationRecord.self, forKey: .adminregion)?
                    .classification ?? .blank,
                incomeLevel: try container.decode(ClassificationRecord.self, forKey: .incomeLevel).classification,
                lendingType: try container.decodeIfPresent(ClassificationRecord.self, forKey: .lendingType)?
                    .classification ?? .blank,
                capitalCity: try container.decodeIfPresent(String.self, forKey: .capitalCity),
                longitude: try Self.coordinate(container, .longitude),
                latitude: try Self.coordinate(container, .latitude)))
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

/// A region, admin region, income level or lending type as a page sends it.
private struct ClassificationRecord: Decodable {
    let id: String
    let iso2code: String
    let value: String

    var classification: Classification { Classification(id: id, iso2Code: iso2code, name: value) }
}

extension IndicatorRecord: Decodable {
    private enum CodingKeys: String, CodingKey { case id, name, unit, source, sourceNote, sourceOrganization, topics }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            name: try container.decode(String.self, forKey: .name),
            unit: try container.decodeIfPresent(String.self, forKey: .unit) ?? "",
            source: try container.decodeIfPresent(Reference.self, forKey: .source)?.value ?? "",
            sourceNote: try container.decodeIfPresent(String.self, forKey: .sourceNote) ?? "",
            organisation: try container.decodeIfPresent(String.self, forKey: .sourceOrganization) ?? "",
            topics: (try container.decodeIfPresent([Reference].self, forKey: .topics) ?? []).compactMap(\.value))
    }
}

/// An `{"id", "value"}` pair whose members may be missing.
private struct Reference: Decodable {
    let id: String?
    let value: String?
}

extension ObservationRecord: Decodable {
    private enum CodingKeys: String, CodingKey {
        case indicator, country, countryiso3code, date, value, unit
        case status = "obs_status"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let indicator = try container.decode(Labelled.self, forKey: .indicator)
        guard let code = IndicatorCode(indicator.id) else {
            throw DecodingError.dataCorruptedError(
                forKey: .indicator, in: container, debugDescription: "not an indicator code: \"\(indicator.id)\"")
        }
        let country = try container.decode(Labelled.self, forKey: .country)
        let date = try container.decode(String.self, forKey: .date)
        guard date.count == 4, let year = Int(date) else {
            throw DecodingError.dataCorruptedError(
                forKey: .date, in: container,
                debugDescription: "expected an annual date such as \"2022\", found \"\(date)\"")
        }
        var value: Double? = nil
        if try !container.decodeNil(forKey: .value) {
            let number = try container.decode(Double.self, forKey: .value)
            guard number.isFinite else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: container, debugDescription: "not finite")
            }
            value = number
        }
        self.init(
            observation: Observation(
                economyID: try container.decodeIfPresent(String.self, forKey: .countryiso3code) ?? "",
                economyISO2: country.id, indicator: code, year: year, value: value,
                unit: try container.decodeIfPresent(String.self, forKey: .unit) ?? "",
                status: try container.decodeIfPresent(String.self, forKey: .status) ?? ""),
            indicatorName: indicator.value)
    }
}

/// An `{"id", "value"}` pair of strings: an observation's indicator or country.
private struct Labelled: Decodable {
    let id: String
    let value: String
}
