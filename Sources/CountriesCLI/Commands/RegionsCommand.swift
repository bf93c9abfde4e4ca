import Analysis
import Rendering
import WorldBank

/// `countries regions`: one row per region with its totals.
enum RegionsCommand {
    static let spec = CommandSpec(
        name: "regions",
        summary: "Totals per region: economies, population, GDP, GDP per capita, coverage",
        options: [.value("year", "Y", "a year from 1960, or 'latest' (default latest)")] + OutputOptions.specs,
        discussion: """
            GDP per capita of a region is its total GDP over the total population of the economies that
            have both for the same year. 'Missing' counts economies without population / GDP.
            """,
        examples: ["countries regions --year 2022", "countries regions --format markdown"])

    @MainActor static func run(_ parsed: ParsedArguments, context: RunContext) async throws -> ExitCode {
        let output = try OutputOptions(parsed)
        let year = try ValueParser.year(in: parsed, now: context.now)
        let answer = try await context.provide(indicators: [.population, .gdp], period: year.period)
        let model = ReportModel(economies: answer.data.economies)
        let (regions, total) = model.regionSummaries(year: year)
        let text = RegionsRenderer.render(
            regions, total: total, year: year, format: output.format, source: context.sourceNote(answer),
            style: output.path == nil ? context.style : .plain)
        try OutputWriter.write(text, to: output.path, console: context.console)
        return .success
    }
}
