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
        let start = reader.position
        if let record = readInAPILayout(from: &reader) { return record }
        reader.position = start
        var indicator: (code: IndicatorCode, name: String)?
        var country: String?
        var economyID: String?
        var year: Int?
        var value: Double??
        var unit: String?
        var status: String?
        var footnote: String?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "indicator" where indicator == nil: indicator = try reader.indicator()
            case "country" where country == nil: country = try reader.economyID()
            case "countryiso3code" where economyID == nil:
                economyID = try reader.consumeNull() ? "" : reader.repeatedString(.economyISO3)
            case "date" where year == nil: year = try reader.annualDate()
            case "value" where value == nil: value = try reader.consumeNull() ? nil : reader.double()
            case "unit" where unit == nil: unit = try reader.optionalString() ?? ""
            case "obs_status" where status == nil: status = try reader.optionalString() ?? ""
            case "footnote" where footnote == nil: footnote = try reader.optionalString() ?? ""
            default: try reader.skipValue()
            }
        }
        let (code, name) = try indicator.required("indicator")
        let observation = Observation(
            economyID: economyID ?? "", economyISO2: try country.required("country"), indicator: code,
            year: try year.required("date"), value: try value.required("value"), unit: unit ?? "",
            status: status ?? "", footnote: footnote ?? "")
        return ObservationRecord(observation: observation, indicatorName: name)
    }
}

extension ObservationRecord {
    /// Reads a record laid out exactly as the API writes one (API.md: its keys in its order, no
    /// spaces), checking each value as the general reader does but matching the keys as one run
    /// of bytes; `nil` for any other layout or any fault, which the general reader then reads or
    /// names. Half a million records a panel: this halves the time spent reading them.
    private static func readInAPILayout(from reader: inout JSONReader) -> ObservationRecord? {
        do {
            guard reader.skip(#"{"indicator":{"id":"#) else { return nil }
            let code = try reader.repeatedIndicatorCode()
            guard reader.skip(#","value":"#) else { return nil }
            let name = try reader.repeatedString(.indicatorName)
            guard reader.skip(#"},"country":{"id":"#) else { return nil }
            let iso2 = try reader.repeatedString(.economyISO2)
            guard reader.skip(#","value":"#), try reader.peek() == .quote else { return nil }
            _ = try reader.scanString()
            guard reader.skip(#"},"countryiso3code":"#) else { return nil }
            let economyID = try reader.consumeNull() ? "" : reader.repeatedString(.economyISO3)
            guard reader.skip(#","date":"#) else { return nil }
            let year = try reader.annualDate()
            guard reader.skip(#","value":"#) else { return nil }
            let value = try reader.consumeNull() ? nil : reader.double()
            guard reader.skip(#","unit":"#) else { return nil }
            let unit = try reader.optionalString() ?? ""
            guard reader.skip(#","obs_status":"#) else { return nil }
            let status = try reader.optionalString() ?? ""
            guard reader.skip(#","decimal":"#) else { return nil }
            // The API's decimal is 0: matched as a byte; any other number is read and checked.
            if !reader.skip("0") { _ = try reader.number() }
            var footnote = ""
            if reader.skip(#","footnote":"#) { footnote = try reader.optionalString() ?? "" }
            guard reader.skip("}") else { return nil }
            let observation = Observation(
                economyID: economyID, economyISO2: iso2, indicator: code, year: year, value: value, unit: unit,
                status: status, footnote: footnote)
            return ObservationRecord(observation: observation, indicatorName: name)
        } catch {
            return nil
        }
    }
}

extension JSONReader {
    /// Reads the record's `{"id", "value"}` indicator; both repeat on every record of a page, so the
    /// code is checked and the name made once per page.
    fileprivate mutating func indicator() throws(DecodingFailure) -> (code: IndicatorCode, name: String) {
        var code: IndicatorCode?
        var name: String?
        try readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where code == nil: code = try reader.repeatedIndicatorCode()
            case "value" where name == nil: name = try reader.repeatedString(.indicatorName)
            default: try reader.skipValue()
            }
        }
        return (try code.required("id"), try name.required("value"))
    }

    /// Reads the record's `{"id", "value"}` economy and keeps its ISO2 `id`: the name is the country
    /// list's business, so it is checked as JSON but never made into a `String`.
    fileprivate mutating func economyID() throws(DecodingFailure) -> String {
        var id: String?
        var named = false
        try readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.repeatedString(.economyISO2)
            case "value" where !named:
                guard try reader.peek() == .quote else { throw reader.mismatch("a string") }
                _ = try reader.scanString()
                named = true
            default: try reader.skipValue()
            }
        }
        guard named else { throw .shape("missing key 'value'", at: [.key("value")]) }
        return try id.required("id")
    }

    /// Reads the indicator's code, made and checked only when it differs from the last record's.
    fileprivate mutating func repeatedIndicatorCode() throws(DecodingFailure) -> IndicatorCode {
        let text = try repeatedString(.indicatorCode)
        if let recentCode, recentCode.text == text { return recentCode.code }
        guard let code = IndicatorCode(text) else {
            throw .shape("not an indicator code: \"\(text)\"")
        }
        recentCode = (text, code)
        return code
    }

    /// Reads an annual date such as `"2022"`: four digits, read in place.
    fileprivate mutating func annualDate() throws(DecodingFailure) -> Int {
        guard try peek() == .quote else { throw mismatch("a string") }
        let (content, unescaped) = try scanString()
        if unescaped == nil, content.count == 4, content.allSatisfy({ $0 >= .zero && $0 <= .nine }) {
            return content.reduce(0) { $0 * 10 + Int($1 - .zero) }
        }
        // Four characters that read as an integer, as the Bank's other spellings would be read.
        let text = String(decoding: unescaped ?? Array(content), as: UTF8.self)
        if text.utf8.count == 4, let year = Int(text) { return year }
        throw .shape("expected an annual date such as \"2022\", found \"\(text)\"")
    }
}
