import Analysis
import Rendering
import WorldBank

/// `countries regions`: one row per region with its totals.
enum RegionsCommand {
    static let year = Option(
        "year", "Y", short: "y", default: .latest, help: "a year from 1960, a range such as 2015:2022, or 'latest'",
        parse: .year(ranges: true))

    static let spec = CommandSpec(
        name: "regions",
        summary: "Totals per region: economies, population, GDP, GDP per capita, coverage",
        options: [year] + OutputOptions.all,
        discussion: """
            GDP per capita of a region is its total GDP over the total population of the economies that
            have both for the same year. 'Missing' counts economies without population / GDP.
            """,
        examples: ["countries regions --year 2022", "countries regions --format markdown"], usesDataOptions: true,
        run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        let year = parsed.value(year)
        let answer = try await session.provide(IndicatorCode.core, period: year.period)
        let summaries: [RegionSummary]
        if year.years.isEmpty {
            let listing = Listing.make(economies: answer.data.economies, query: ListQuery(year: year))
            summaries = listing.groups.map(\.summary) + [listing.total]
        } else {
            summaries = RegionSummary.regions(of: answer.data.economies, eachYearOf: year)
        }
        let text = RegionsRenderer.render(
            summaries, year: year, format: output.format, source: answer.sourceNote(now: context.now),
            style: output.style(in: context))
        try await output.write(text, in: context)
    }
}
