/// One observation as a page sends it, read into ``Observation`` plus the indicator's name:
/// `{"indicator": {"id", "value"}, "country": {"id", "value"}, "countryiso3code", "date", "value",
/// "unit", "obs_status", …}`, and `"footnote"` when the query asked `footnote=y`.
///
/// `date` is always a string; only annual figures (`"2023"`) are accepted, since every indicator
/// this tool reports is annual and a monthly code would silently be read as the wrong year.
package struct ObservationRecord: Sendable, PageRecord {
    package let observation: Observation
    package let indicatorName: String

    package init(observation: Observation, indicatorName: String) {
        self.observation = observation
        self.indicatorName = indicatorName
    }

    package static func read(from reader: inout JSONReader) throws(DecodingFailure) -> ObservationRecord {
        var indicator: (id: String, name: String)?
        var country: String?
        var economyID: String?
        var date: String?
        var value: Double??
        var unit: String?
        var status: String?
        var footnote: String?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "indicator" where indicator == nil: indicator = try reader.labelled(repeatedValue: true)
            case "country" where country == nil: country = try reader.labelled(repeatedValue: false).id
            case "countryiso3code" where economyID == nil: economyID = try reader.optionalString() ?? ""
            case "date" where date == nil: date = try reader.string()
            case "value" where value == nil: value = try reader.consumeNull() ? nil : reader.double()
            case "unit" where unit == nil: unit = try reader.optionalString() ?? ""
            case "obs_status" where status == nil: status = try reader.optionalString() ?? ""
            case "footnote" where footnote == nil: footnote = try reader.optionalString() ?? ""
            default: try reader.skipValue()
            }
        }
        let (id, name) = try indicator.required("indicator")
        guard let code = IndicatorCode(id) else {
            throw .shape("not an indicator code: \"\(id)\"", at: [.key("indicator")])
        }
        let dateText = try date.required("date")
        // An annual date is four characters that read as an integer: four UTF-8 bytes that make an
        // integer are four characters, and four characters that do are four bytes.
        guard dateText.utf8.count == 4, let year = Int(dateText) else {
            throw .shape("expected an annual date such as \"2022\", found \"\(dateText)\"", at: [.key("date")])
        }
        let observation = Observation(
            economyID: economyID ?? "", economyISO2: try country.required("country"), indicator: code, year: year,
            value: try value.required("value"), unit: unit ?? "", status: status ?? "",
            footnote: footnote ?? "")
        return ObservationRecord(observation: observation, indicatorName: name)
    }
}

extension JSONReader {
    /// Reads `{"id", "value"}`, both strings; `repeatedValue` when the value is the same on every
    /// record (the indicator's name), so it is made once per page.
    fileprivate mutating func labelled(repeatedValue: Bool) throws(DecodingFailure) -> (id: String, name: String) {
        var id: String?
        var value: String?
        try readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "value" where value == nil: value = try repeatedValue ? reader.repeatedString() : reader.string()
            default: try reader.skipValue()
            }
        }
        return (try id.required("id"), try value.required("value"))
    }
}
