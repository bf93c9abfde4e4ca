import OfflineStore
import Rendering
import WorldBank

extension Tool {
    /// `find_indicators`: World Development Indicators by words, or the real codes nearest a wrong one.
    static let findIndicators = Tool(
        name: "find_indicators", title: "Find World Development Indicators",
        description: """
            Finds indicator codes in the catalogue of the 1,486 World Development Indicators built into the \
            server (no network). Give words (life expectancy, co2 per capita, unemployment): every word must \
            match the code, name or description, and the obvious indicator comes first (population before its \
            384 variants). Give a code: a real one comes back alone (match "code"); a mistyped or invented one \
            gives the nearest real codes (match "nearest") - never guess a code, use one listed here. At most \
            'limit' hits (default 10, at most 50); 'more' counts the others: add words to narrow. \
            'offline' says whether the figures are in the built-in snapshot (population and GDP only; any \
            other indicator needs the World Bank API once, then it is cached).
            """,
        inputSchema: JSONSchema.object(
            [
                ("query", JSONSchema.string("words, or an indicator code", maximumLength: 200)),
                ("limit", JSONSchema.integer("list at most this many", minimum: 1, maximum: 50, default: 10)),
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
                ("note", JSONSchema.string(nullable: true)), ("source", Proof.sourceSchema),
            ], required: ["query", "match", "indicators", "total", "more", "note", "source"]),
        run: { arguments, context in
            let query = try arguments.requiredString("query")
            let limit = try arguments.integer("limit", in: 1...50) ?? 10
            guard let catalogue = context.source.catalogue else {
                throw ToolFailure("the indicator catalogue built into the server cannot be read")
            }
            let (match, hits, note) = try findIndicators(query, in: catalogue, context: context)
            return .object([
                ("query", .string(query)), ("match", .string(match)),
                ("indicators", .array(hits.prefix(limit).map(hit))), ("total", .integer(hits.count)),
                ("more", .integer(max(0, hits.count - limit))), ("note", .string(note)),
                ("source", .string(SourceNote.attribution + " · data: indicator catalogue built into countries")),
            ])
        })

    private static func findIndicators(_ query: String, in catalogue: IndicatorCatalogue, context: ToolContext)
        throws(ToolFailure) -> (String, [IndicatorInfo], String?)
    {
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        // One word with a dot reads as a code: the code itself, else the real codes nearest it.
        if words.count == 1, query.contains("."), let code = IndicatorCode(query) {
            if let info = catalogue.info(code) { return ("code", [info], nil) }
            let nearest = context.nearestCodes(to: code.rawValue, in: catalogue).compactMap(catalogue.info)
            if !nearest.isEmpty {
                return (
                    "nearest", nearest,
                    "\(code) is not a World Development Indicators code; these real codes are nearest it"
                )
            }
        }
        let hits = catalogue.search(words)
        guard !hits.isEmpty else {
            throw ToolFailure(
                "no indicator matches '\(query.prefix(80))': every word must match a code, name or description. "
                    + "Use fewer or other words (gdp, population, life expectancy, co2).")
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
            Describes one World Development Indicator by its code: name, the World Bank's definition, who \
            compiles it, database, unit, topics, whether economies' values add up (summable: false for a \
            rate, share or average), and whether the built-in snapshot holds its figures. From the World \
            Bank API's /indicator/CODE when it answers (never when the server runs --offline), else from the \
            catalogue built into the server; 'origin' says which. An unknown code is an error naming the \
            nearest real codes. It gives no figures: use get_data.
            """,
        inputSchema: JSONSchema.object(
            [("code", JSONSchema.string("an indicator code such as SP.DYN.LE00.IN", maximumLength: 64))],
            required: ["code"], closed: true),
        outputSchema: JSONSchema.object(
            [
                ("code", JSONSchema.string()), ("name", JSONSchema.string()), ("description", JSONSchema.string()),
                ("organisation", JSONSchema.string("who compiles the figures")),
                ("database", JSONSchema.string()), ("unit", JSONSchema.string()),
                ("topics", JSONSchema.array(JSONSchema.string())), ("summable", JSONSchema.boolean()),
                ("offline", JSONSchema.boolean()),
                ("origin", JSONSchema.string("live (World Bank API /indicator) or the bundled catalogue")),
                ("request", JSONSchema.string("World Bank API request that describes it")),
                ("source", Proof.sourceSchema),
            ],
            required: [
                "code", "name", "description", "organisation", "database", "unit", "topics", "summable", "offline",
                "origin", "request", "source",
            ]),
        run: { arguments, context in
            let code = try context.indicator(
                try arguments.requiredString("code", maximumLength: 64), in: context.source.catalogue)
            let answer: DescribedIndicator
            do {
                answer = try await context.source.describe(code)
            } catch {
                throw ToolFailure(context.source.failureText(error))
            }
            let info = answer.info
            return .object([
                ("code", .string(info.code.rawValue)), ("name", .string(info.name)),
                ("description", .string(info.description)), ("organisation", .string(info.organisation)),
                ("database", .string(info.source)), ("unit", .string(info.unit)), ("topics", .strings(info.topics)),
                ("summable", .bool(info.isSummable)), ("offline", .bool(IndicatorCode.core.contains(info.code))),
                ("origin", .string(answer.sourceNote(now: context.source.now).origin)),
                ("request", .string(context.source.baseURL.indicatorRequest(code))),
                ("source", .string(answer.sourceNote(now: context.source.now).line)),
            ])
        })
}
