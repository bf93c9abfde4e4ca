import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries show CODE…`: one economy's metadata and its last ten years, or several side by side.
enum ShowCommand {
    static let year = Option(
        "year", "Y", short: "y", default: .latest, shownDefault: "",
        help: "the years shown: a range such as 2015:2024, one year, or 'latest' for the 10 newest",
        parse: .year(ranges: true))
    /// The old spelling: the N newest years.
    static let years = Option("years", "N", help: "the N newest years", parse: .integer(in: 1...65))
    /// How many years `latest` shows.
    static let newestCount = 10

    static let spec = CommandSpec(
        name: "show",
        summary: "Economies: metadata, population and GDP over the last 10 years, several side by side",
        positionals: ["CODE..."], positionalCompletion: .economies,
        options: [year, DataCommandOptions.footnotes] + OutputOptions.all, quietAliases: [years],
        discussion: """
            CODE is an ISO3 code (KEN), an ISO2 code (KE) or a name (Kenya, South Korea, "Korea, Rep.",
            Ivory Coast), found as 'countries list --country' finds it; give several to compare them
            over the same years. A sparkline is drawn on terminals. GDP is in current US$, so its change
            is nominal: it moves with prices and exchange rates and is not real growth. --year picks
            the years shown, as it does for list (2000:2024, 2022 or latest, the 10 newest).
            --footnotes asks for the Bank's footnotes: numbered notes under the table, a
            population_footnote and gdp_usd_footnote column in files. A status the Bank sets on a
            figure (F: a forecast) is shown whenever there is one.
            """,
        examples: [
            "countries show KEN", "countries show KEN UGA TZA", "countries show KEN --year 2000:2024",
            "countries show \"korea, rep.\" --format json",
        ],
        usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        let codes = parsed.positionals
        let (count, lastYear) = try shownYears(parsed)
        // Typos are reported before any request, against the bundled country list when there is one.
        let aliases = context.snapshot.aliases()
        if let bundled = session.bundledCountries() {
            let lookup = EconomyLookup(countries: bundled, aliases: aliases)
            for code in codes { _ = try lookup.find(code) }
        }
        // The years shown, the one before them (for the first change) and a margin for figures the
        // Bank publishes late: a range, not the full histories (about 8 MB). A profile shows
        // population and GDP, World Development Indicators whatever the database; a --source is
        // still checked, so that a typo is not passed over.
        let newest = lastYear ?? DayText.year(context.now)
        let first = max(YearSelection.firstYear, newest - count - (lastYear == nil ? 5 : 0))
        var question = Question(listing: ListQuery(year: .range(first, newest)))
        question.database = session.options.source
        let model = try await ReportModel.load(
            question, from: SessionStatistics(command: session), thisYear: DayText.year(context.now))
        guard let answer = model.answer else { return }
        let lookup = EconomyLookup(countries: answer.data.countries, aliases: aliases)
        let countries = try codes.map { code in
            let country = try lookup.find(code)
            guard model.economies.contains(where: { $0.country.id == country.id }) else {
                throw UsageError("unknown economy '\(code)'", hint: "see countries list")
            }
            return country
        }
        let profiles = await model.profiles(of: countries, count: count, lastYear: lastYear)
        // A manifest judges this output by the figures of the economies shown.
        context.manifestDatasets.limit(to: Set(countries.map(\.id)))
        let (source, footnotes) = (answer.sourceNote(now: context.now), parsed.isSet(DataCommandOptions.footnotes))
        let document =
            profiles.count == 1
            ? ProfileRenderer.document(profiles[0], footnotes: footnotes, source: source)
            : ComparisonRenderer.document(profiles, footnotes: footnotes, source: source)
        try await output.write(document, in: context)
    }

    /// How many years are shown and the last of them (`nil` for the newest), after the economies
    /// given and the year options are checked: a range, one year, or the newest ones (`--years N`).
    private static func shownYears(_ parsed: ParsedArguments) throws(UsageError) -> (count: Int, last: Int?) {
        let codes = parsed.positionals
        guard !codes.isEmpty else {
            throw UsageError("missing economy", hint: "give an ISO3 code, an ISO2 code or a name: countries show KEN")
        }
        guard codes.count <= 12 else {
            throw UsageError("too many economies (\(codes.count))", hint: "compare at most 12 at a time")
        }
        if parsed.isSet(years), parsed.isSet(year) {
            throw UsageError("--years and --year are given together", hint: "give --year, such as --year 2015:2024")
        }
        switch parsed.value(year) {
        case .range(let first, let last): return (last - first + 1, last)
        case .year(let year): return (1, year)
        case .latest: return (parsed.value(years) ?? newestCount, nil)
        }
    }
}
