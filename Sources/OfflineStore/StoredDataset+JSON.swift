import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `data/`'s JSON, and the header of a compact file: written and read with the product's one JSON
/// writer and reader (``JSONValue``), not Foundation's coders, whose first use on every offline run
/// made the types of a dozen containers at run time.
///
/// The layout is the one Foundation's `JSONEncoder` wrote with sorted keys and ISO 8601 dates, so
/// `data/` comes out byte for byte as before and every file written before reads as it did: keys in
/// byte order, a missing optional left out, a date as `2026-04-30T00:00:00Z`, a key as
/// `{"indicator":{"_0":"SP.POP.TOTL","_1":{"history":{}}}}`, an observation as the row
/// `["KOR","KR",2022,51672569]` with its status and then its footnote after it where they are set.
extension StoredDataset {
    /// The dataset as JSON, keys sorted.
    var json: JSONValue {
        var members: [(String, JSONValue)] = []
        if let countries { members.append(("countries", .array(countries.map(Self.json)))) }
        members.append(("fetchedAt", .string(DayText.formatMoment(fetchedAt))))
        members.append(("format", .string(format)))
        if let indicator { members.append(("indicator", Self.json(indicator))) }
        members.append(("key", Self.json(key)))
        members.append(("source", .string(source)))
        return .object(members)
    }

    /// Reads what ``json`` writes.
    ///
    /// - Throws: ``StoreError/corrupt(_:)`` for bytes that are not JSON, ``StoreError/foreign(_:)``
    ///   for JSON that is not a dataset, naming the member that is missing or of the wrong kind.
    init(json data: Data) throws(StoreError) {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            throw data.isEmpty ? .corrupt("empty file") : .corrupt("not valid JSON (truncated or overwritten)")
        }
        let root = try Fields(document, path: [])
        let countries = try root.optionalArray("countries")?.map(Self.country)
        let indicator = try root.optionalObject("indicator").map(Self.indicator)
        self.init(
            format: try root.string("format"), key: try Self.key(try root.object("key")),
            fetchedAt: try root.moment("fetchedAt"), source: try root.string("source"), countries: countries,
            indicator: indicator)
    }

    // MARK: Writing

    private static func json(_ country: Country) -> JSONValue {
        var members: [(String, JSONValue)] = [("adminRegion", json(country.adminRegion))]
        if let capital = country.capitalCity { members.append(("capitalCity", .string(capital))) }
        members += [
            ("id", .string(country.id)), ("incomeLevel", json(country.incomeLevel)),
            ("iso2Code", .string(country.iso2Code)),
        ]
        if let latitude = country.latitude { members.append(("latitude", .number(latitude))) }
        members.append(("lendingType", json(country.lendingType)))
        if let longitude = country.longitude { members.append(("longitude", .number(longitude))) }
        members += [("name", .string(country.name)), ("region", json(country.region))]
        return .object(members)
    }

    private static func json(_ classification: Classification) -> JSONValue {
        .object([
            ("id", .string(classification.id)), ("iso2Code", .string(classification.iso2Code)),
            ("name", .string(classification.name)),
        ])
    }

    private static func json(_ indicator: StoredIndicator) -> JSONValue {
        var metadata: [(String, JSONValue)] = []
        if let lastUpdated = indicator.metadata.lastUpdated { metadata.append(("lastUpdated", .string(lastUpdated))) }
        if let sourceID = indicator.metadata.sourceID { metadata.append(("sourceID", .string(sourceID))) }
        var members: [(String, JSONValue)] = [("code", .string(indicator.code.rawValue))]
        if let footnotes = indicator.footnotes { members.append(("footnotes", .bool(footnotes))) }
        let observations = indicator.observations
        let rows = observations.indices.compactMap { position -> JSONValue? in
            guard let value = observations.value(at: position) else { return nil }
            let observation = observations[position]
            var row: [JSONValue] = [
                .string(observation.economyID), .string(observation.economyISO2), .integer(observation.year),
                .number(value),
            ]
            if !observation.status.isEmpty || !observation.footnote.isEmpty { row.append(.string(observation.status)) }
            if !observation.footnote.isEmpty { row.append(.string(observation.footnote)) }
            return .array(row)
        }
        members += [("metadata", .object(metadata)), ("name", .string(indicator.name)), ("rows", .array(rows))]
        return .object(members)
    }

    /// A key as it was always stored: the World Development Indicators without a `source`.
    private static func json(_ key: DatasetKey) -> JSONValue {
        switch key {
        case .countries: .object([("countries", .object([]))])
        case .members(let group): .object([("members", .string(group))])
        case .indicator(let code, let period, let source):
            .object([
                (
                    "indicator",
                    .object(
                        [("_0", .string(code.rawValue)), ("_1", json(period))]
                            + (source == .wdi ? [] : [("source", .integer(source.rawValue))]))
                )
            ])
        }
    }

    /// A period as Swift's coding of an enum with values wrote it: `{"year":{"_0":2022}}`.
    private static func json(_ period: Period) -> JSONValue {
        let (name, values): (String, [Int]) =
            switch period {
            case .year(let year): ("year", [year])
            case .range(let first, let last): ("range", [first, last])
            case .mostRecentNonEmpty(let count): ("mostRecentNonEmpty", [count])
            case .mostRecent(let count): ("mostRecent", [count])
            case .history: ("history", [])
            }
        return .object([(name, .object(values.enumerated().map { ("_\($0.offset)", .integer($0.element)) }))])
    }

    // MARK: Reading

    private static func country(_ fields: Fields) throws(StoreError) -> Country {
        Country(
            id: try fields.string("id"), iso2Code: try fields.string("iso2Code"), name: try fields.string("name"),
            region: try classification(try fields.object("region")),
            adminRegion: try classification(try fields.object("adminRegion")),
            incomeLevel: try classification(try fields.object("incomeLevel")),
            lendingType: try classification(try fields.object("lendingType")),
            capitalCity: try fields.optionalString("capitalCity"), longitude: try fields.optionalNumber("longitude"),
            latitude: try fields.optionalNumber("latitude"))
    }

    private static func classification(_ fields: Fields) throws(StoreError) -> Classification {
        Classification(
            id: try fields.string("id"), iso2Code: try fields.string("iso2Code"), name: try fields.string("name"))
    }

    private static func indicator(_ fields: Fields) throws(StoreError) -> StoredIndicator {
        let code = try fields.code("code")
        let metadata = try fields.object("metadata")
        var observations = ObservationTable()
        for row in try fields.array("rows") {
            let cells = try row.cells(4...6)
            observations.append(
                Observation(
                    economyID: try cells[0].string(), economyISO2: try cells[1].string(), indicator: code,
                    year: try cells[2].integer(), value: try cells[3].number(),
                    status: cells.count > 4 ? try cells[4].string() : "",
                    footnote: cells.count > 5 ? try cells[5].string() : ""))
        }
        return StoredIndicator(
            code: code, name: try fields.string("name"),
            metadata: DatasetMetadata(
                sourceID: try metadata.optionalString("sourceID"), lastUpdated: try metadata.optionalString("lastUpdated")),
            observations: observations, footnotes: try fields.optionalBool("footnotes"))
    }

    private static func key(_ fields: Fields) throws(StoreError) -> DatasetKey {
        let names = fields.names
        guard names.count == 1, let kind = names.first else {
            throw .foreign("unexpected value at \(fields.place), expected one of countries, indicator, members")
        }
        switch kind {
        case "countries":
            _ = try fields.object("countries")
            return .countries
        case "members":
            let group = try fields.string("members")
            guard let key = DatasetKey.members(of: group) else { throw .foreign("not a group code: \(group)") }
            return key
        case "indicator":
            let indicator = try fields.object("indicator")
            let source = try indicator.optionalInteger("source").map { number throws(StoreError) in
                guard let id = DatabaseID("\(number)") else { throw .foreign("\(number) is not a database number") }
                return id
            }
            return .indicator(try indicator.code("_0"), try period(try indicator.object("_1")), source: source ?? .wdi)
        default:
            throw .foreign("unexpected value at \(fields.place), expected one of countries, indicator, members")
        }
    }

    private static func period(_ fields: Fields) throws(StoreError) -> Period {
        guard fields.names.count == 1, let name = fields.names.first else {
            throw .foreign("unexpected value at \(fields.place)")
        }
        let values = try fields.object(name)
        switch name {
        case "year": return .year(try values.integer("_0"))
        case "range": return .range(try values.integer("_0"), try values.integer("_1"))
        case "mostRecentNonEmpty": return .mostRecentNonEmpty(try values.integer("_0"))
        case "mostRecent": return .mostRecent(try values.integer("_0"))
        case "history": return .history
        default: throw .foreign("unexpected value at \(fields.place).\(name)")
        }
    }

    /// A value read from a dataset's JSON with the path to it, for saying where it is not what a
    /// dataset holds.
    private struct Fields {
        let value: JSONValue
        let path: [String]

        /// An object; anything else is foreign.
        init(_ value: JSONValue, path: [String]) throws(StoreError) {
            self.value = value
            self.path = path
            guard value.objectMembers != nil else { throw .foreign("unexpected value at \(place)") }
        }

        /// A value that need not be an object (an item of an array).
        private init(item value: JSONValue, path: [String]) {
            self.value = value
            self.path = path
        }

        /// Where this value sits, as `indicator.rows.3`; `the top` for the document.
        var place: String { path.isEmpty ? "the top" : path.joined(separator: ".") }

        /// The names of the object's members.
        var names: [String] { value.objectMembers?.map(\.0) ?? [] }

        private func member(_ name: String) throws(StoreError) -> JSONValue {
            guard let member = value[name] else { throw .foreign("missing '\(name)'") }
            return member
        }

        /// The member `name`; `nil` when it is missing or `null`, as an optional that was never set.
        private func optionalMember(_ name: String) -> JSONValue? {
            guard let member = value[name] else { return nil }
            if case .null = member { return nil }
            return member
        }

        private func wrong(_ name: String) -> StoreError {
            .foreign("unexpected value at \((path + [name]).joined(separator: "."))")
        }

        func object(_ name: String) throws(StoreError) -> Fields { try Fields(try member(name), path: path + [name]) }

        func optionalObject(_ name: String) throws(StoreError) -> Fields? {
            try optionalMember(name).map { value throws(StoreError) in try Fields(value, path: path + [name]) }
        }

        func array(_ name: String) throws(StoreError) -> [Fields] {
            guard let items = try member(name).arrayValue else { throw wrong(name) }
            return items.enumerated().map { Fields(item: $0.element, path: path + [name, "\($0.offset)"]) }
        }

        func optionalArray(_ name: String) throws(StoreError) -> [Fields]? {
            guard optionalMember(name) != nil else { return nil }
            return try array(name).map { item throws(StoreError) in try Fields(item.value, path: item.path) }
        }

        func string(_ name: String) throws(StoreError) -> String {
            guard let text = try member(name).stringValue else { throw wrong(name) }
            return text
        }

        func optionalString(_ name: String) throws(StoreError) -> String? {
            guard let member = optionalMember(name) else { return nil }
            guard let text = member.stringValue else { throw wrong(name) }
            return text
        }

        func integer(_ name: String) throws(StoreError) -> Int {
            guard let number = try member(name).integerValue else { throw wrong(name) }
            return number
        }

        func optionalInteger(_ name: String) throws(StoreError) -> Int? {
            guard let member = optionalMember(name) else { return nil }
            guard let number = member.integerValue else { throw wrong(name) }
            return number
        }

        func optionalNumber(_ name: String) throws(StoreError) -> Double? {
            guard let member = optionalMember(name) else { return nil }
            guard let number = member.doubleValue else { throw wrong(name) }
            return number
        }

        func optionalBool(_ name: String) throws(StoreError) -> Bool? {
            guard let member = optionalMember(name) else { return nil }
            guard let flag = member.boolValue else { throw wrong(name) }
            return flag
        }

        func code(_ name: String) throws(StoreError) -> IndicatorCode {
            guard let code = IndicatorCode(try string(name)) else { throw wrong(name) }
            return code
        }

        func moment(_ name: String) throws(StoreError) -> Date {
            guard let date = DayText.parseMoment(try string(name)) else { throw wrong(name) }
            return date
        }

        /// The items of an array value that holds `counts` items.
        func cells(_ counts: ClosedRange<Int>) throws(StoreError) -> [Fields] {
            guard let items = value.arrayValue, counts.contains(items.count) else {
                throw .foreign("unexpected value at \(place)")
            }
            return items.enumerated().map { Fields(item: $0.element, path: path + ["\($0.offset)"]) }
        }

        /// This value as a string, an integer, a number.
        func string() throws(StoreError) -> String {
            guard let text = value.stringValue else { throw .foreign("unexpected value at \(place)") }
            return text
        }

        func integer() throws(StoreError) -> Int {
            guard let number = value.integerValue else { throw .foreign("unexpected value at \(place)") }
            return number
        }

        func number() throws(StoreError) -> Double {
            guard let number = value.doubleValue else { throw .foreign("unexpected value at \(place)") }
            return number
        }
    }
}
