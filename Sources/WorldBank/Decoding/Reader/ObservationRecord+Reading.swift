extension ObservationRecord: PageRecord {
    package static func read(from reader: inout JSONReader) throws(DecodingFailure) -> ObservationRecord {
        var indicator = Field<Labelled>.missing
        var country = Field<Labelled>.missing
        var date = Field<String>.missing
        var value = Field<Double?>.missing
        var economyID = Field<String?>.missing
        var unit = Field<String?>.missing
        var status = Field<String?>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("indicator"), indicator.isMissing {
                indicator = try reader.capture("indicator") { reader throws(DecodingFailure) in
                    try Labelled.read(from: &reader, repeatedValue: true)
                }
            } else if key.matches("country"), country.isMissing {
                country = try reader.capture("country") { reader throws(DecodingFailure) in
                    try Labelled.read(from: &reader, repeatedValue: false)
                }
            } else if key.matches("countryiso3code"), economyID.isMissing {
                economyID = try reader.capture("countryiso3code") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else if key.matches("date"), date.isMissing {
                date = try reader.capture("date") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("value"), value.isMissing {
                value = try reader.capture("value") { reader throws(DecodingFailure) in try reader.optionalDouble() }
            } else if key.matches("unit"), unit.isMissing {
                unit = try reader.capture("unit") { reader throws(DecodingFailure) in try reader.optionalString() }
            } else if key.matches("obs_status"), status.isMissing {
                status = try reader.capture("obs_status") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else {
                try reader.skipValue()
            }
        }
        let label = try indicator.required("indicator")
        guard let code = IndicatorCode(label.id) else {
            throw .shape("not an indicator code: \"\(label.id)\"", at: [.key("indicator")])
        }
        let economyISO2 = try country.required("country").id
        let dateText = try date.required("date")
        guard let year = Self.annualYear(dateText) else {
            throw .shape("expected an annual date such as \"2022\", found \"\(dateText)\"", at: [.key("date")])
        }
        return ObservationRecord(
            observation: Observation(
                economyID: try economyID.orEmpty(), economyISO2: economyISO2, indicator: code,
                year: year, value: try value.required("value"), unit: try unit.orEmpty(),
                status: try status.orEmpty()),
            indicatorName: label.value)
    }
}

extension ObservationRecord {
    /// The year of an annual date, as the reference reads it: `count == 4` and `Int(date)`, with the
    /// usual four ASCII digits read directly.
    static func annualYear(_ date: String) -> Int? {
        let utf8 = date.utf8
        if utf8.count == 4, utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            return utf8.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard date.count == 4 else { return nil }
        return Int(date)
    }
}

extension ObservationRecord.Labelled {
    /// Reads `{"id", "value"}`; `repeatedValue` when the value is the same on every record (the
    /// indicator's name), so it is allocated once per page.
    static func read(from reader: inout JSONReader, repeatedValue: Bool) throws(DecodingFailure) -> Self {
        var id = Field<String>.missing
        var value = Field<String>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("value"), value.isMissing {
                value = try reader.capture("value") { reader throws(DecodingFailure) in
                    guard repeatedValue, try reader.peek() == .quote else { return try reader.string() }
                    return try reader.readString(reusing: .indicatorName)
                }
            } else {
                try reader.skipValue()
            }
        }
        return Self(id: try id.required("id"), value: try value.required("value"))
    }
}
