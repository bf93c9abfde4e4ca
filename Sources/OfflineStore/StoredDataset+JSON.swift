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
        let countries =
            try root.optional("countries", \.arrayValue) == nil ? nil : root.array("countries").map(Self.country)
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
            capitalCity: try fields.optional("capitalCity", \.stringValue),
            longitude: try fields.optional("longitude", \.doubleValue),
            latitude: try fields.optional("latitude", \.doubleValue))
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
                    economyID: try cells[0].read(\.stringValue), economyISO2: try cells[1].read(\.stringValue),
                    indicator: code, year: try cells[2].read(\.integerValue), value: try cells[3].read(\.doubleValue),
                    status: cells.count > 4 ? try cells[4].read(\.stringValue) : "",
                    footnote: cells.count > 5 ? try cells[5].read(\.stringValue) : ""))
        }
        return StoredIndicator(
            code: code, name: try fields.string("name"),
            metadata: DatasetMetadata(
                sourceID: try metadata.optional("sourceID", \.stringValue),
                lastUpdated: try metadata.optional("lastUpdated", \.stringValue)),
            observations: observations, footnotes: try fields.optional("footnotes", \.boolValue))
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
            let source = try indicator.optional("source", \.integerValue).map { number throws(StoreError) in
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
            self.init(item: value, path: path)
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

        /// The member `name` as `read` takes it: missing is foreign, and so is a value `read` refuses.
        func required<Value>(_ name: String, _ read: (JSONValue) -> Value?) throws(StoreError) -> Value {
            guard let member = value[name] else { throw .foreign("missing '\(name)'") }
            guard let read = read(member) else { throw .foreign("unexpected value at \(place(of: name))") }
            return read
        }

        /// The same for an optional member: `nil` when it is missing or `null`, as one never set.
        func optional<Value>(_ name: String, _ read: (JSONValue) -> Value?) throws(StoreError) -> Value? {
            guard let member = value[name], !member.isNull else { return nil }
            return try required(name, read)
        }

        private func place(of name: String) -> String { (path + [name]).joined(separator: ".") }

        func string(_ name: String) throws(StoreError) -> String { try required(name, \.stringValue) }

        func integer(_ name: String) throws(StoreError) -> Int { try required(name, \.integerValue) }

        func code(_ name: String) throws(StoreError) -> IndicatorCode {
            try required(name) { $0.stringValue.flatMap(IndicatorCode.init) }
        }

        func moment(_ name: String) throws(StoreError) -> Date {
            try required(name) { $0.stringValue.flatMap(DayText.parseMoment) }
        }

        func object(_ name: String) throws(StoreError) -> Fields {
            try Fields(try required(name) { $0 }, path: path + [name])
        }

        func optionalObject(_ name: String) throws(StoreError) -> Fields? {
            try optional(name) { $0 }.map { value throws(StoreError) in try Fields(value, path: path + [name]) }
        }

        /// The items of the array `name`, each with its place.
        func array(_ name: String) throws(StoreError) -> [Fields] {
            try required(name, \.arrayValue).enumerated().map {
                Fields(item: $0.element, path: path + [name, "\($0.offset)"])
            }
        }

        /// The items of this array value, which must hold `counts` of them.
        func cells(_ counts: ClosedRange<Int>) throws(StoreError) -> [Fields] {
            guard let items = value.arrayValue, counts.contains(items.count) else {
                throw .foreign("unexpected value at \(place)")
            }
            return items.enumerated().map { Fields(item: $0.element, path: path + ["\($0.offset)"]) }
        }

        /// This value as `read` takes it; a value it refuses is foreign.
        func read<Value>(_ read: (JSONValue) -> Value?) throws(StoreError) -> Value {
            guard let read = read(value) else { throw .foreign("unexpected value at \(place)") }
            return read
        }
    }
}
