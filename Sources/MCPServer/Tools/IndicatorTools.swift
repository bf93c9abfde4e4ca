import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

extension Tool {
    /// `find_indicators`: indicators of the World Development Indicators (or of another database
    /// named by `source`) by words, or the real codes nearest a wrong one.
    static let findIndicators = Tool(
        name: "find_indicators", title: "Find World Bank indicators",
        description: """
            Finds indicator codes in the catalogue of the 1,486 World Development Indicators built into the \
            server (no network), or with 'source' in the catalogue of another World Bank database (its number, \
            code or name: 3, WGI, 'Worldwide Governance Indicators'; fetched from the API once, then cached). \
            An unknown database is an error listing the databases. Give words (life expectancy, co2 per capita, unemployment): every word must \
            match the code, name or description, and the obvious indicator comes first (population before its \
            384 variants). Give a code: a real one comes back alone (match "code"); a mistyped or invented one \
            gives the nearest real codes (match "nearest") - never guess a code, use one listed here. At most \
            'limit' hits (default 10, at most 50); 'more' counts the others: add words to narrow. \
            'offline' says whether the figures are in the built-in snapshot (population and GDP only; any \
            other indicator needs the World Bank API once, then it is cached). Give another database's codes \
            to get_data with the same 'source'.
            """,
        inputSchema: JSONSchema.object(
            [
                ("query", JSONSchema.string("words, or an indicator code", maximumLength: 200)),
                ("limit", JSONSchema.integer("list at most this many", minimum: 1, maximum: 50, default: 10)),
                ("source", sourceArgument),
            ], required: ["query"], closed: true),
        outputSchema: JSONSchema.object(
            [
                ("query", JSONSchema.string()),
                ("match", JSONSchema.string(choices: ["code", "nearest", "search"])),
                (
                    "indicators",
                    JSONSchema.array(
                        JSONSchema.object(
                            [
                                ("code", JSONSchema.string()), ("name", JSONSchema.string()),
                                ("description", JSONSchema.string("its first sentence")),
                                ("summable", JSONSchema.boolean("true when economies' values add up (not a rate)")),
                                ("offline", JSONSchema.boolean("true when the built-in snapshot holds its figures")),
                            ], required: ["code", "name", "description", "summable", "offline"]), maximumItems: 50)
                ),
                ("total", JSONSchema.integer()), ("more", JSONSchema.integer()),
                ("note", JSONSchema.string(nullable: true)),
                ("database", JSONSchema.string("the database searched: 2 (World Development Indicators)")),
                ("source", Proof.sourceSchema),
            ], required: ["query", "match", "indicators", "total", "more", "note", "database", "source"]),
        run: { arguments, context in
            let query = try arguments.requiredString("query")
            let limit = try arguments.integer("limit", in: 1...50) ?? 10
            let (database, catalogue, credit) = try await searchedCatalogue(arguments, context: context)
            let (match, hits, note) = try findIndicators(query, in: catalogue, of: database, context: context)
            return .object([
                ("query", .string(query)), ("match", .string(match)),
                ("indicators", .array(hits.prefix(limit).map(hit))), ("total", .integer(hits.count)),
                ("more", .integer(max(0, hits.count - limit))), ("note", .string(note)),
                ("database", .string(ToolContext.label(database))), ("source", .string(credit)),
            ])
        })

    /// The `source` argument of the indicator tools, as `get_data` takes it.
    private static let sourceArgument = JSONSchema.string(
        "the World Bank database whose catalogue to read: its number, code or name (3, WGI, 'Worldwide "
            + "Governance Indicators'); default 2, World Development Indicators",
        maximumLength: 200)

    /// The database `source` names, its catalogue and the credit line saying where that came from:
    /// the bundled World Development Indicators at once, another database's from the cache, else
    /// the API once. An unknown database is a tool error naming the choices.
    private static func searchedCatalogue(_ arguments: ToolArguments, context: ToolContext) async throws
        -> (Database, IndicatorCatalogue, String)
    {
        let database = try await context.database(try arguments.string("source"))
        guard database.id != .wdi else {
            guard let catalogue = context.source.catalogue else {
                throw ToolFailure("the indicator catalogue built into the server cannot be read")
            }
            return (database, catalogue, SourceNote.attribution + " · data: indicator catalogue built into countries")
        }
        let answer = try await context.databaseCatalogue(of: database)
        return (database, answer.catalogue, answer.sourceNote(now: context.source.now).line)
    }

    private static func findIndicators(
        _ query: String, in catalogue: IndicatorCatalogue, of database: Database, context: ToolContext
    ) throws(ToolFailure) -> (String, [IndicatorInfo], String?) {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        let named = database.id == .wdi ? "World Development Indicators" : "database \(ToolContext.label(database))"
        // One word with a dot reads as a code: the code itself, else the real codes nearest it.
        if words.count == 1, query.contains("."), let code = IndicatorCode(query) {
            if let info = catalogue.info(code) { return ("code", [info], nil) }
            let nearest = catalogue.nearestCodes(to: code.rawValue).compactMap(catalogue.info)
            if !nearest.isEmpty {
                let what = database.id == .wdi ? "a \(named) code" : "an indicator of \(named)"
                return ("nearest", nearest, "\(code) is not \(what); these real codes are nearest it")
            }
        }
        let hits = catalogue.search(words)
        guard !hits.isEmpty else {
            throw ToolFailure(
                "no indicator" + (database.id == .wdi ? "" : " of \(named)") + " matches '\(query.prefix(80))': "
                    + "every word must match a code, name or description. Use fewer or other words"
                    + (database.id == .wdi ? " (gdp, population, life expectancy, co2)." : ", or another 'source'."))
        }
        return ("search", hits, nil)
    }

    private static func hit(_ info: IndicatorInfo) -> JSONValue {
        .object([
            ("code", .string(info.code.rawValue)), ("name", .string(info.name)),
            ("description", .string(info.shortDescription(limit: 200))), ("summable", .bool(info.isSummable)),
            ("offline", .bool(IndicatorCode.core.contains(info.code))),
        ])
    }

    /// `describe_indicator`: one indicator's name, definition, source and unit.
    static let describeIndicator = Tool(
        name: "describe_indicator", title: "Describe one indicator",
        description: """
            Describes one World Development Indicator by its code (or with 'source' an indicator of another \
            World Bank database, from that database's catalogue, fetched once then cached): name, the World Bank's definition, who \
            compiles it, database, unit, topics, whether economies' values add up (summable: false for a \
            rate, share or average), and whether the built-in snapshot holds its figures. From the World \
            Bank API's /indicator/CODE when it answers (never when the server runs --offline), else from the \
            catalogue built into the server; 'origin' says which. An unknown code is an error naming the \
            nearest real codes. It gives no figures: use get_data.
            """,
        inputSchema: JSONSchema.object(
            [
                ("code", JSONSchema.string("an indicator code such as SP.DYN.LE00.IN", maximumLength: 64)),
                ("source", sourceArgument),
            ],
            required: ["code"], closed: true),
        outputSchema: JSONSchema.object(
            [
                ("code", JSONSchema.string()), ("name", JSONSchema.string()), ("description", JSONSchema.string()),
                ("organisation", JSONSchema.string("who compiles the figures")),
                ("database", JSONSchema.string()), ("unit", JSONSchema.string()),
                ("topics", JSONSchema.array(JSONSchema.string())), ("summable", JSONSchema.boolean()),
                ("offline", JSONSchema.boolean()),
                (
                    "origin",
                    JSONSchema.string(
                        "live (World Bank API /indicator), the bundled catalogue, or another database's catalogue "
                            + "(live or cache)")
                ),
                (
                    "request",
                    JSONSchema.string("World Bank API request that describes it (another database's: its catalogue)")
                ),
                ("source", Proof.sourceSchema),
            ],
            required: [
                "code", "name", "description", "organisation", "database", "unit", "topics", "summable", "offline",
                "origin", "request", "source",
            ]),
        run: { arguments, context in
            let text = try arguments.requiredString("code", maximumLength: 64)
            let database = try await context.database(try arguments.string("source"))
            // Another database's codes are checked against its own catalogue, which also describes them.
            let held = database.id == .wdi ? nil : try await context.databaseCatalogue(of: database)
            let code = try context.indicator(text, in: held?.catalogue ?? context.source.catalogue, of: database)
            if let held, !IndicatorCode.core.contains(code), let info = held.catalogue.info(code) {
                let note = held.sourceNote(now: context.source.now)
                let named = IndicatorInfo(
                    code: info.code, name: info.name, description: info.description, organisation: info.organisation,
                    source: database.name, unit: info.unit, topics: info.topics)
                return description(
                    named, origin: note.origin, request: context.source.baseURL.catalogueRequest(database.id),
                    source: note.line)
            }
            let answer: DescribedIndicator
            do {
                answer = try await context.source.describe(code)
            } catch {
                throw ToolFailure(context.source.failureText(error))
            }
            let note = answer.sourceNote(now: context.source.now)
            return description(
                answer.info, origin: note.origin, request: context.source.baseURL.indicatorRequest(code),
                source: note.line)
        })

    /// The answer of `describe_indicator`: `info` with where it came from and the request that says it.
    private static func description(_ info: IndicatorInfo, origin: String, request: String, source: String)
        -> JSONValue
    {
        .object([
            ("code", .string(info.code.rawValue)), ("name", .string(info.name)),
            ("description", .string(info.description)), ("organisation", .string(info.organisation)),
            ("database", .string(info.source)), ("unit", .string(info.unit)), ("topics", .strings(info.topics)),
            ("summable", .bool(info.isSummable)), ("offline", .bool(IndicatorCode.core.contains(info.code))),
            ("origin", .string(origin)), ("request", .string(request)), ("source", .string(source)),
        ])
    }
}
