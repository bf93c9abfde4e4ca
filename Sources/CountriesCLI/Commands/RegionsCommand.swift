import CountriesAnalysis
import OfflineStore
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
    static let share = Flag("share", help: "each group's share of the total population and GDP, in %")

    static let spec = CommandSpec(
        name: "regions",
        summary: "Totals per region: economies, population, GDP, GDP per capita, coverage",
        options: [year, by, share, DataCommandOptions.footnotes] + OutputOptions.all,
        discussion: """
            GDP per capita of a region is its total GDP over the total population of the economies that
            have both for the same year. 'Missing' counts economies without population / GDP. --by income
            or --by lending gives the same totals by income level or lending type. Beside each sum is the
            World Bank's own aggregate (WLD, the region, income or lending group), the difference and why.
            --footnotes asks for the Bank's footnotes on its aggregates: files get bank_population_footnote
            and bank_gdp_usd_footnote, a table numbered notes under it. An aggregate's observation status
            (F: a forecast) is shown whenever the Bank sets one.
            """,
        examples: [
            "countries regions --year 2022", "countries regions --format markdown", "countries regions --by income",
            "countries regions --year 2022 --share", "countries regions --year 2022 --footnotes --format csv",
        ], usesDataOptions: true,
        run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        // Regions total population and GDP, which are World Development Indicators whatever the
        // database; a --source is still checked, so that a typo is not passed over. Each economy's
        // newest values come beside the year asked: its latest figure, which names what a year
        // lacks, and the years in which the Bank's aggregates are read (Reconciliation).
        var question = Question(listing: ListQuery(year: parsed.value(year)))
        (question.database, question.reconciled) = (session.options.source, true)
        let model = try await ReportModel.load(
            question, from: SessionStatistics(command: session), thisYear: DayText.year(context.now))
        let grouping = parsed.value(by)
        let summaries = await model.totals(by: grouping)
        let source = model.answer?.sourceNote(now: context.now) ?? SourceNote(origin: "", lastUpdated: [])
        let document = RegionsRenderer.document(
            summaries, year: question.listing.year, grouping: grouping, share: parsed.isSet(share),
            footnotes: parsed.isSet(DataCommandOptions.footnotes), source: source)
        try await output.write(document, in: context)
    }
}
