import Analysis
import Rendering
import WorldBank

/// `countries regions`: one row per region with its totals.
enum RegionsCommand {
    static let year = Option(
        "year", "Y", short: "y", default: .latest, help: "a year from 1960, a range such as 2015:2022, or 'latest'",
        parse: .year(ranges: true))
    static let by = Option(
        "by", "GROUP", default: Grouping.region, help: "total by region, income (level) or lending (type)",
        parse: .choice(noun: "grouping"))

    static let spec = CommandSpec(
        name: "regions",
        summary: "Totals per region: economies, population, GDP, GDP per capita, coverage",
        options: [year, by] + OutputOptions.all,
        discussion: """
            GDP per capita of a region is its total GDP over the total population of the economies that
            have both for the same year. 'Missing' counts economies without population / GDP. --by income
            or --by lending gives the same totals by income level or lending type.
            """,
        examples: [
            "countries regions --year 2022", "countries regions --format markdown", "countries regions --by income",
        ], usesDataOptions: true,
        run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        let year = parsed.value(year)
        let answer = try await session.provide(IndicatorCode.core, period: year.period)
        let grouping = parsed.value(by)
        let economies = grouping.regroup(answer.data.economies)
        let summaries: [RegionSummary]
        if year.years.isEmpty {
            let listing = Listing.make(economies: economies, query: ListQuery(year: year))
            summaries = listing.groups.map(\.summary) + [listing.total]
        } else {
            summaries = RegionSummary.regions(of: economies, eachYearOf: year)
        }
        let text = RegionsRenderer.render(
            summaries, year: year, grouping: grouping, format: output.format,
            source: answer.sourceNote(now: context.now),
            style: output.style(in: context))
        try await output.write(text, in: context)
    }
}
