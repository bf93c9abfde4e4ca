import Analysis
import Rendering
import WorldBank

/// `countries list`: the economies with population, GDP and GDP per capita, filtered and sorted.
enum ListCommand {
    static let spec = CommandSpec(
        name: "list",
        summary: "List economies with population, GDP and GDP per capita",
        options: [
            .value("region", "R", "only this region: id (SSF), name, or part of a name (sub-saharan)"),
            .value("income", "L", "only this income level: id (HIC), name, or part of one (lower middle)"),
            .value("year", "Y", "a year from 1960, or 'latest' for each economy's latest value (default latest)"),
            .value("sort", "KEY", "name, population, gdp or gdp-per-capita (default name)"),
            .flag("desc", "sort largest first (or Z to A)"),
            .value("limit", "N", "show at most N economies"),
            .value(
                "indicator", "CODE", "add a column for another indicator, such as SP.DYN.LE00.IN (repeatable)",
                repeats: true),
        ] + OutputOptions.specs,
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

    @MainActor static func run(_ parsed: ParsedArguments, context: RunContext) async throws -> ExitCode {
        let output = try OutputOptions(parsed)
        var query = ListQuery()
        query.year = try ValueParser.year(in: parsed, now: context.now)
        if let text = parsed.value("sort") {
            query.sort = try ValueParser.choice(text, option: "sort key", as: SortKey.self)
        }
        query.descending = parsed.flag("desc")
        if let text = parsed.value("limit") {
            query.limit = try ValueParser.integer(text, option: "--limit", range: 1...10_000)
        }
        query.extras = try ValueParser.indicators(parsed.values["indicator"] ?? [])

        let answer = try await context.provide(
            indicators: [.population, .gdp] + query.extras, period: query.year.period)
        let model = ReportModel(economies: answer.data.economies)
        if let text = parsed.value("region") {
            query.region = try ClassificationMatcher(kind: "region", choices: model.regions).match(text)
        }
        if let text = parsed.value("income") {
            query.income = try ClassificationMatcher(kind: "income level", choices: model.incomeLevels).match(text)
        }
        let listing = model.listing(query)
        let source = context.sourceNote(answer)
        let text: String
        switch output.format {
        case .table:
            text = ListingTable.render(listing, source: source, style: output.path == nil ? context.style : .plain)
        case .csv: text = ListingCSV.render(listing, source: source)
        case .json: text = ListingJSON.render(listing, source: source)
        case .markdown: text = ListingMarkdown.render(listing, source: source)
        }
        try OutputWriter.write(text, to: output.path, console: context.console)
        return .success
    }
}
