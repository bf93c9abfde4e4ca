import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

extension Tool {
    /// `region_totals`: sums of economies by region, income or lending, beside the Bank's aggregates.
    static let regionTotals = Tool(
        name: "region_totals", title: "Totals by region, income level or lending type",
        description: """
            Population and GDP (current US$) summed over the economies of each region (or income level, or \
            lending type), with GDP per capita (total GDP over the population of the economies that have both \
            for the same year), how many economies lack each figure (left out of the sums, never counted as \
            zero), and beside each sum the World Bank's own aggregate of the same year (WLD for the total, \
            SSF, HIC, IDX ...) with the difference and why they differ, split into parts computed from the data \
            (older figures a latest sum takes, economies the Bank's aggregate counts in another group, Taiwan, \
            China, which its aggregates count and its country list does not, and the rest said as such). Sums \
            are of economies only: aggregates are never added in. For one year, or with no year \
            each economy's latest figure (the years summed are given). Every sum names the requests whose \
            answers hold every figure summed; every Bank aggregate is a figure with its proof. At most 8 rows.
            """,
        inputSchema: JSONSchema.object(
            [
                (
                    "by",
                    JSONSchema.string(
                        "group economies by region (default), income level or lending type",
                        choices: Grouping.allCases.map(\.rawValue))
                ),
                ("year", JSONSchema.integer("one year; none for each economy's latest", minimum: 1960, maximum: 2100)),
                ("release", ToolContext.releaseSchema),
            ], closed: true),
        outputSchema: JSONSchema.object(
            [
                ("by", JSONSchema.string(choices: Grouping.allCases.map(\.rawValue))),
                ("year", JSONSchema.string("the year summed, or latest")),
                ("groups", JSONSchema.array(groupSchema, description: "each group, then the total of all")),
                ("notes", JSONSchema.array(JSONSchema.string())),
                ("source", Proof.sourceSchema),
            ], required: ["by", "year", "groups", "notes", "source"]),
        run: { arguments, context in
            let context = try context.pinned(by: arguments)
            let grouping = try arguments.choice("by", Grouping.self) ?? .region
            let year: YearSelection = try arguments.integer("year", in: 1960...2100).map { .year($0) } ?? .latest
            // Each economy's newest values beside the year asked: its latest figure, which names what a
            // year lacks, and the years in which the Bank's aggregates are read.
            var question = Question(listing: ListQuery(year: year))
            question.reconciled = true
            let model = try await context.model(of: question)
            guard let answer = model.answer else { return .null }
            let summaries = await model.totals(by: grouping)
            let economies = model.economies
            let proof = Proof(answer: answer, baseURL: context.source.baseURL, now: context.source.now)
            let grouped = grouping.regroup(economies)
            return .object([
                ("by", .string(grouping.rawValue)), ("year", .string(year.description)),
                (
                    "groups",
                    .array(
                        summaries.map { summary in
                            let members = grouped.filter {
                                summary.region == nil || $0.country.region == summary.region
                            }
                            return group(summary, members: members, year: year, proof: proof)
                        })
                ),
                (
                    "notes",
                    .strings([
                        "Sums leave out economies without a figure; the World Bank estimates them into its aggregates.",
                        "GDP is in current US$.",
                    ])
                ),
                ("source", .string(proof.sourceLine)),
            ])
        })

    /// One group's sums, each with the requests that hold every figure summed (those of `members`
    /// with a figure), and the Bank's aggregates beside them.
    private static func group(_ summary: RegionSummary, members: [Economy], year: YearSelection, proof: Proof)
        -> JSONValue
    {
        func sum(_ value: Double?, _ code: IndicatorCode, _ years: ClosedRange<Int>?, missing: Int) -> JSONValue {
            guard let value, let years else { return .null }
            let period: Period = years.count == 1 ? .year(years.lowerBound) : year.period
            let summed = members.filter { economy in
                if case .year(let one) = period {
                    economy.value(code, in: one) != nil
                } else {
                    economy.latest(code) != nil
                }
            }
            return .object(
                [
                    ("value", .number(value)), ("indicator", .string(code.rawValue)),
                    ("first_year", .integer(years.lowerBound)), ("last_year", .integer(years.upperBound)),
                    ("economies_summed", .integer(summary.economies - missing)),
                    ("economies_without", .integer(missing)),
                    (
                        "summed_from",
                        .strings(
                            proof.baseURL.requests(
                                economies: summed.map(\.country.id), indicator: code, period: period))
                    ),
                ] + proof.facts(code))
        }
        func bank(_ comparison: Reconciliation.Comparison?, _ code: IndicatorCode, id: String?) -> JSONValue {
            guard let comparison, let id else { return .null }
            return .object([
                ("figure", proof.figure(comparison.bank, indicator: code, economy: id, year: comparison.year)),
                ("difference_pct", .number(comparison.difference * 100)),
                ("missing", .strings(comparison.missing.map(\.id))),
            ])
        }
        let reconciliation = summary.reconciliation
        return .object([
            ("id", .string(summary.region?.id ?? "all")), ("name", .string(summary.name)),
            ("economies", .integer(summary.economies)),
            (
                "population",
                sum(summary.population, .population, summary.populationYears, missing: summary.missingPopulation)
            ),
            ("gdp", sum(summary.gdp, .gdp, summary.gdpYears, missing: summary.missingGDP)),
            ("gdp_per_capita", .number(summary.gdpPerCapita)),
            ("bank_aggregate", .string(reconciliation?.aggregateID)),
            ("bank_population", bank(reconciliation?.population, .population, id: reconciliation?.aggregateID)),
            ("bank_gdp", bank(reconciliation?.gdp, .gdp, id: reconciliation?.aggregateID)),
            ("why_they_differ", .string(ReconciliationText.reason(reconciliation))),
        ])
    }

    private static let groupSchema: JSONValue = {
        let sum = JSONSchema.nullable(
            JSONSchema.object(
                [
                    ("value", JSONSchema.number("the sum of the economies' figures")),
                    ("indicator", JSONSchema.string()), ("first_year", JSONSchema.integer()),
                    ("last_year", JSONSchema.integer()), ("economies_summed", JSONSchema.integer()),
                    ("economies_without", JSONSchema.integer()),
                    (
                        "summed_from",
                        JSONSchema.array(
                            JSONSchema.string(),
                            description:
                                "the World Bank API requests whose answers hold every figure summed, one page each")
                    ),
                    ("database", JSONSchema.string()), ("lastupdated", JSONSchema.string(nullable: true)),
                    ("origin", JSONSchema.string()), ("licence", Proof.licenceSchema),
                ],
                required: [
                    "value", "indicator", "first_year", "last_year", "economies_summed", "economies_without",
                    "summed_from", "database", "lastupdated", "origin", "licence",
                ]))
        let bank = JSONSchema.nullable(
            JSONSchema.object(
                [
                    ("figure", Proof.figureSchema),
                    ("difference_pct", JSONSchema.number("our sum against the Bank's figure, in %")),
                    (
                        "missing",
                        JSONSchema.array(JSONSchema.string(), description: "economies without a figure that year")
                    ),
                ], required: ["figure", "difference_pct", "missing"]))
        return JSONSchema.object(
            [
                ("id", JSONSchema.string("the group's code, 'all' for the total")), ("name", JSONSchema.string()),
                ("economies", JSONSchema.integer()), ("population", sum), ("gdp", sum),
                ("gdp_per_capita", JSONSchema.number(nullable: true)),
                ("bank_aggregate", JSONSchema.string("the World Bank aggregate compared with", nullable: true)),
                ("bank_population", bank), ("bank_gdp", bank),
                ("why_they_differ", JSONSchema.string(nullable: true)),
            ],
            required: [
                "id", "name", "economies", "population", "gdp", "gdp_per_capita", "bank_aggregate", "bank_population",
                "bank_gdp", "why_they_differ",
            ])
    }()
}
