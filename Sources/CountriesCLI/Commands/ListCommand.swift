import Analysis
import Rendering
import WorldBank

/// `countries list`: the economies with population, GDP and GDP per capita, filtered and sorted.
enum ListCommand {
    static let region = Option<String>.text(
        "region", "R", help: "only this region: id (SSF), name, or part of a name (sub-saharan)")
    static let income = Option<String>.text(
        "income", "L", help: "only this income level: id (HIC), name, or part of one (lower middle)")
    static let year = Option<YearSelection>.year(
        help: "a year from 1960, or 'latest' for each economy's latest value (default latest)")
    static let sort = Option<SortKey>.choice(
        "sort", "KEY", noun: "sort key", help: "name, population, gdp or gdp-per-capita (default name)")
    static let descending = Flag("desc", help: "sort largest first (or Z to A)")
    static let limit = Option<Int>.integer("limit", "N", in: 1...10_000, help: "show at most N economies")
    static let indicator = Option<[IndicatorCode]>.indicators(
        help: "add a column for another indicator, such as SP.DYN.LE00.IN (repeatable)")

    static let spec = CommandSpec(
        name: "list",
        summary: "List economies with population, GDP and GDP per capita",
        options: [region, income, year, sort, descending, limit, indicator] + OutputOptions.all,
        discussion: """
            Without --region the table is grouped by region, with a subtotal per region and a total of
            the listed economies. GDP per capita divides GDP by the population of the same year. With
            --year latest each value is the economy's most recent one and its year is shown.
            """,
        examples: [
            "countries list --region \"Sub-Saharan Africa\" --year 2022",
            "countries list --income high --sort gdp-per-capita --desc --limit 10",
            "countries list --year 2020 --format csv --output economies-2020.csv",
            "countries list --region europe --indicator SP.DYN.LE00.IN --format json",
        ])

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws -> ExitCode {
        let output = try OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        let asked = ListQuery(
            year: try parsed.value(year) ?? .latest, sort: try parsed.value(sort) ?? .name,
            descending: parsed.isSet(descending), limit: try parsed.value(limit),
            extras: ValueParser.extraIndicators(try parsed.values(indicator)))
        let regionText = try parsed.value(region)
        let incomeText = try parsed.value(income)

        let answer = try await session.provide(IndicatorCode.core + asked.extras, period: asked.year.period)
        let listing = try await MainActor.run { () throws(MatchError) -> Listing in
            let model = ReportModel(economies: answer.data.economies)
            var query = asked
            if let regionText {
                query.region = try ClassificationMatcher(kind: "region", choices: model.regions).match(regionText)
            }
            if let incomeText {
                query.income = try ClassificationMatcher(kind: "income level", choices: model.incomeLevels)
                    .match(incomeText)
            }
            model.query = query
            return model.listing
        }
        let text = ListingRenderer.render(
            listing, format: output.format, source: answer.sourceNote(now: context.now),
            style: output.style(in: context))
        try output.write(text, in: context)
        return .success
    }
}
