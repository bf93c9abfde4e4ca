import CountriesAnalysis
import Rendering
import WorldBank

extension Tool {
    /// `find_economies`: the economies (or aggregates) a name, code or words mean, in `--country`'s order.
    static let findEconomies = Tool(
        name: "find_economies", title: "Find economies by name or code",
        description: """
            Finds World Bank economies by any name people type (Kenya, South Korea, "Korea, Rep.", \
            Ivory Coast, UK, KEN, KE), in this order, the first step that finds anything deciding: an exact \
            code (ISO3, ISO2 or the Bank's), the Bank's exact name, an ISO 3166 or common name, a part of a \
            name. A text that fits several economies (korea, congo) gives them all with match "ambiguous": \
            pick one by its code. Words that name no economy are searched in names, regions, income levels \
            and lending types (match "search": "low income", "sub-saharan"). With include_aggregates the \
            Bank's 79 aggregates (WLD, SSF, HIC, IDA, EUU) are found too. Answers from the country list built \
            into the server, with no network. At most 'limit' entries (default 20, at most 300) are listed; \
            'more' says how many others fit: use more words to narrow. Codes given here are accepted by \
            every other tool. It gives no figures: use get_data or economy_profile for those.
            """,
        inputSchema: JSONSchema.object(
            [
                ("query", JSONSchema.string("a name, code or words", maximumLength: 200)),
                (
                    "include_aggregates",
                    JSONSchema.boolean("also find the World Bank's aggregates (World, regions, groups)", default: false)
                ),
                ("limit", JSONSchema.integer("list at most this many", minimum: 1, maximum: 300, default: 20)),
            ], required: ["query"], closed: true),
        outputSchema: JSONSchema.object(
            [
                ("query", JSONSchema.string()),
                (
                    "match",
                    JSONSchema.string(
                        "exact: the one entry the text names; ambiguous: the entries it fits; search: words found",
                        choices: ["exact", "ambiguous", "search"])
                ),
                ("economies", JSONSchema.array(EconomyEntry.schema, maximumItems: 300)),
                ("total", JSONSchema.integer("how many entries fit")),
                ("more", JSONSchema.integer("how many fit beyond those listed")),
                ("note", JSONSchema.string(nullable: true)),
                ("country_list", countryListSchema),
                ("source", Proof.sourceSchema),
            ], required: ["query", "match", "economies", "total", "more", "note", "country_list", "source"]),
        run: { arguments, context in
            let query = try arguments.requiredString("query")
            let aggregates = try arguments.bool("include_aggregates") ?? false
            let limit = try arguments.integer("limit", in: 1...300) ?? 20
            let (match, found, note) = try findEconomies(query, aggregates: aggregates, context: context)
            return .object([
                ("query", .string(query)), ("match", .string(match)),
                ("economies", .array(found.prefix(limit).map(EconomyEntry.json))), ("total", .integer(found.count)),
                ("more", .integer(max(0, found.count - limit))), ("note", .string(note)),
                ("country_list", countryList(context)), ("source", .string(SourceNote.attribution)),
            ])
        })

    /// What `query` finds: how, the entries, and what a model should know about them.
    private static func findEconomies(_ query: String, aggregates: Bool, context: ToolContext) throws(ToolFailure)
        -> (String, [Country], String?)
    {
        do {
            return ("exact", [try context.lookup.find(query, allowingAggregates: aggregates)], nil)
        } catch {
            switch error.problem {
            case .ambiguousEconomy:
                let named = Dictionary(context.source.countries.map { ($0.id, $0) }) { first, _ in first }
                return (
                    "ambiguous", error.candidates.compactMap { named[$0] }, error.message + "; give one of the codes"
                )
            case .unknownEconomy:
                let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
                let found = context.lookup.search(words).filter { aggregates || !$0.isAggregate }
                guard !found.isEmpty else { throw ToolContext.failure(error) }
                return ("search", found, "no economy is named '\(query)'; these hold every word in a name or group")
            default: throw ToolContext.failure(error)
            }
        }
    }

    /// Where the country list came from, and the request that returns it.
    static func countryList(_ context: ToolContext) -> JSONValue {
        .object([
            ("origin", .string(context.source.countryListOrigin)),
            ("request", .string(context.source.baseURL.countryListRequest)),
        ])
    }

    /// The schema of ``countryList(_:)``.
    static let countryListSchema = JSONSchema.object(
        [
            ("origin", JSONSchema.string("where the country list came from")),
            ("request", JSONSchema.string("World Bank API request that returns the country list")),
        ], required: ["origin", "request"])
}
