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
            if try indicator.read("indicator", at: key, from: &reader, as: .labelled(repeatedValue: true)) { return }
            if try country.read("country", at: key, from: &reader, as: .labelled(repeatedValue: false)) { return }
            if try economyID.read("countryiso3code", at: key, from: &reader, as: .optionalString) { return }
            if try date.read("date", at: key, from: &reader, as: .string) { return }
            if try value.read("value", at: key, from: &reader, as: .optionalDouble) { return }
            if try unit.read("unit", at: key, from: &reader, as: .optionalString) { return }
            if try status.read("obs_status", at: key, from: &reader, as: .optionalString) { return }
            try reader.skipValue()
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
        let text = MemberReader<String> { reader throws(DecodingFailure) in
            guard repeatedValue, try reader.peek() == .quote else { return try reader.string() }
            return try reader.readString(reusing: .indicatorName)
        }
        try reader.readObject { key, reader throws(DecodingFailure) in
            if try id.read("id", at: key, from: &reader, as: .string) { return }
            if try value.read("value", at: key, from: &reader, as: text) { return }
            try reader.skipValue()
        }
        return Self(id: try id.required("id"), value: try value.required("value"))
    }
}

extension MemberReader where Value == ObservationRecord.Labelled {
    /// An `{"id", "value"}` pair; see ``ObservationRecord/Labelled/read(from:repeatedValue:)``.
    static func labelled(repeatedValue: Bool) -> Self {
        Self { reader throws(DecodingFailure) in try Value.read(from: &reader, repeatedValue: repeatedValue) }
    }
}
