import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

extension Tool {
    /// `economy_profile`: one economy's metadata and its recent population, GDP and GDP per capita.
    static let economyProfile = Tool(
        name: "economy_profile", title: "One economy's profile",
        description: """
            One economy (a code or any name, found as find_economies finds it; not an aggregate): its codes, \
            region, income level, lending type, capital and coordinates, and its population and GDP (current \
            US$) over its most recent years (default 10, at most 30), each figure with its proof, with the \
            change from the year before and GDP per capita (GDP over the population of the same year). GDP's \
            change is nominal (it moves with prices and exchange rates), not real growth. A year without a \
            figure has null, never zero. For several economies or other indicators use get_data.
            """,
        inputSchema: JSONSchema.object(
            [
                ("economy", JSONSchema.string("a code or name: KEN, Kenya, 'Korea, Rep.'", maximumLength: 200)),
                ("years", JSONSchema.integer("how many recent years", minimum: 1, maximum: 30, default: 10)),
            ], required: ["economy"], closed: true),
        outputSchema: JSONSchema.object(
            [
                ("economy", EconomyEntry.schema),
                (
                    "years",
                    JSONSchema.array(
                        JSONSchema.object(
                            [
                                ("year", JSONSchema.integer()),
                                ("population", JSONSchema.nullable(Proof.figureSchema)),
                                ("population_change_pct", JSONSchema.number(nullable: true)),
                                ("gdp", JSONSchema.nullable(Proof.figureSchema)),
                                ("gdp_change_pct", JSONSchema.number("nominal", nullable: true)),
                                (
                                    "gdp_per_capita",
                                    JSONSchema.number("US$, GDP over the same year's population", nullable: true)
                                ),
                            ],
                            required: [
                                "year", "population", "population_change_pct", "gdp", "gdp_change_pct",
                                "gdp_per_capita",
                            ]), maximumItems: 30)
                ),
                ("source", Proof.sourceSchema),
            ], required: ["economy", "years", "source"]),
        run: { arguments, context in
            let country = try context.entry(try arguments.requiredString("economy"), allowingAggregates: false)
            let count = try arguments.integer("years", in: 1...30) ?? 10
            // The years shown, the one before them (for the first change) and a margin for figures the
            // Bank publishes late, as `show` asks.
            let thisYear = DayText.year(context.source.now)
            let model = try await context.model(
                of: Question(listing: ListQuery(year: .range(max(1960, thisYear - count - 5), thisYear))))
            guard let answer = model.answer, let profile = await model.profiles(of: [country], count: count).first
            else {
                throw ToolFailure("the World Bank's answer holds no figures for \(country.name) (\(country.id)).")
            }
            let proof = Proof(answer: answer, baseURL: context.source.baseURL, now: context.source.now)
            func figure(_ value: Double?, _ code: IndicatorCode, _ year: Int) -> JSONValue {
                value.map { proof.figure($0, indicator: code, economy: country.id, year: year) } ?? .null
            }
            let years = profile.years.map { year -> JSONValue in
                .object([
                    ("year", .integer(year.year)), ("population", figure(year.population, .population, year.year)),
                    ("population_change_pct", .number(year.populationGrowth.map { $0 * 100 })),
                    ("gdp", figure(year.gdp, .gdp, year.year)),
                    ("gdp_change_pct", .number(year.gdpGrowth.map { $0 * 100 })),
                    ("gdp_per_capita", .number(year.gdpPerCapita)),
                ])
            }
            return .object([
                ("economy", EconomyEntry.json(country)), ("years", .array(years)),
                ("source", .string(proof.sourceLine)),
            ])
        })

    /// `group_members`: who belongs to one of the World Bank's groups, from the country list.
    static let groupMembers = Tool(
        name: "group_members", title: "Members of a World Bank group",
        description: """
            The member economies of one World Bank group, by its code or name: a region (SSF), a region \
            without its high-income economies (SSA), an income level (LMC), a lending type (IDX), or one the \
            Bank forms of those (IDA = IDA only + IDA blend, IBT, MIC, LMY, WLD), read from the World Bank's \
            country list built into the server (no network), with the rule by which they were found. Groups \
            the list does not classify (European Union EUU, Euro area EMU, OECD members, fragile situations, \
            small states) are the members the World Bank API lists for them, fetched once and cached (the \
            rule names the request and the day). Gives no figures: pass the group to get_data.
            """,
        inputSchema: JSONSchema.object(
            [("group", JSONSchema.string("a group's code or name: SSF, Low income, IDA", maximumLength: 200))],
            required: ["group"], closed: true),
        outputSchema: JSONSchema.object(
            [
                (
                    "group",
                    JSONSchema.object(
                        [("id", JSONSchema.string()), ("name", JSONSchema.string())], required: ["id", "name"])
                ),
                ("rule", JSONSchema.string("how the members were found")),
                ("members", JSONSchema.array(EconomyEntry.schema, maximumItems: 300)),
                ("count", JSONSchema.integer()), ("country_list", countryListSchema), ("source", Proof.sourceSchema),
            ], required: ["group", "rule", "members", "count", "country_list", "source"]),
        run: { arguments, context in
            let members = try await groupMembers(try arguments.requiredString("group"), context: context)
            return .object([
                ("group", .object([("id", .string(members.group.id)), ("name", .string(members.group.name))])),
                ("rule", .string(members.explanation)), ("members", .array(members.members.map(EconomyEntry.json))),
                ("count", .integer(members.members.count)), ("country_list", countryList(context)),
                ("source", .string(SourceNote.attribution)),
            ])
        })

    /// The members of the group `text` names, found as `economies --in` finds them (the country list,
    /// else the API's member list, cached); a text that names no group is a tool error naming the
    /// candidates, a member list that cannot be had one saying why.
    static func groupMembers(_ text: String, context: ToolContext) async throws(ToolFailure) -> GroupMembers {
        let source = context.source
        do {
            return try await GroupMembers.named(text, in: source.countries) { try await source.memberList(of: $0).list }
        } catch let error as MatchError {
            throw ToolContext.failure(error)
        } catch {
            throw ToolFailure(source.failureText(error))
        }
    }
}
