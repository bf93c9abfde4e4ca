import Foundation

/// The wire shape of one observation, decoded into ``Observation`` plus the indicator's name.
///
/// `date` is always a string; only annual figures (`"2023"`) are accepted, since every indicator
/// this tool reports is annual and a monthly code would silently be read as the wrong year.
package struct ObservationRecord: Decodable, Sendable {
    package let observation: Observation
    package let indicatorName: String

    init(observation: Observation, indicatorName: String) {
        self.observation = observation
        self.indicatorName = indicatorName
    }

    struct Labelled: Decodable {
        let id: String
        let value: String
    }

    private enum CodingKeys: String, CodingKey {
        case indicator, country, countryiso3code, date, value, unit
        case status = "obs_status"
    }

    package init(from decoder: any Decoder) throws {
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
        observation = Observation(
            economyID: try container.decodeIfPresent(String.self, forKey: .countryiso3code) ?? "",
            economyISO2: country.id,
            indicator: code,
            year: year,
            value: value,
            unit: try container.decodeIfPresent(String.self, forKey: .unit) ?? "",
            status: try container.decodeIfPresent(String.self, forKey: .status) ?? ""
        )
        indicatorName = indicator.value
    }
}
