import BulkMirror
import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

/// `countries revisions`: the figures the World Bank changed between the two newest editions of
/// each dataset the cache holds, read from the cache alone.
enum RevisionsCommand {
    static let indicator = Option(
        "indicator", "CODE", help: "only this indicator's figures, such as SP.POP.TOTL (repeatable)",
        repeating: .indicators(keepingCore: true))
    static let country = Option(
        "country", "C", short: "c", help: "only these economies: codes or names, split by ; or , (repeatable)",
        completion: .economies, repeating: .economies)
    static let year = Option(
        "year", "Y", short: "y", help: "only this year, or a range such as 2010:2022", parse: .year(ranges: true))

    static let between = Option(
        "between", "R1:R2",
        help: "compare two releases held in the mirror instead, such as 2026-07-15:2026-10-01; every difference "
            + "classified as revised, rounding only, added or removed",
        parse: ValueParser { text, _, _ throws(UsageError) in try RevisionsCommand.parseReleases(text) })

    static let spec = CommandSpec(
        name: "revisions",
        summary: "List the figures the World Bank changed between the two newest editions cached",
        options: [indicator, country, year, between] + OutputOptions.all,
        discussion: """
            When an answer's lastupdated or values differ from the cached one, the cache keeps the
            earlier edition too (at most 3 editions a dataset, the oldest dropped; 'cache info' lists
            them). This lists, from the cache of the API root in use and with no request, every figure
            that differs between the two newest editions of each dataset: economy, indicator, year, the
            figure before and after, and the change in percent; a figure new in the later edition has no
            before, one it no longer gives no after. A figure held by several datasets (the latest
            values and a range) is listed once.

            With --between R1:R2 it compares two releases of the World Development Indicators held in the
            mirror ('countries releases') instead, figure by figure, offline: each difference is
            revised (with its change), rounding only (equal once both are rounded to the significant
            digits the coarser release writes, as most differences between the Bank's releases are),
            added or removed; a summary per indicator and per economy follows, and an indicator whose
            name or unit changed between the two is flagged as re-based.
            """,
        examples: [
            "countries revisions", "countries revisions --indicator NY.GDP.MKTP.CD --country KEN,UGA",
            "countries revisions --year 2015:2023 --format csv",
            "countries revisions --between 2026-07-15:2026-10-01 --indicator NY.GDP.MKTP.CD",
        ], usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        var question = Question()
        (question.indicators, question.economies) = (parsed.value(indicator), parsed.value(country))
        let resolved = try await session.resolve(question)
        let (codes, wanted) = (resolved.query.extras, resolved.query.countries)
        let countries = session.bundledCountries() ?? []
        let years: ClosedRange<Int>? =
            switch parsed.value(year) {
            case .year(let year): year...year
            case .range(let first, let last): first...last
            case .latest, nil: nil
            }
        let names = Dictionary(countries.map { ($0.id, $0.name) }) { first, _ in first }
        if let (earlier, later) = parsed.value(between) {
            let comparison = try context.mirror.compare(
                .wdi, earlier: earlier, later: later, indicators: codes, economies: Set(wanted), years: years)
            let compared = comparison.differences.map { DatasetKey.indicator($0.revision.indicator, .history) }
            let source = SourceNote(
                origin: "mirror (releases \(earlier) and \(later))", lastUpdated: [earlier, later],
                licences: LicenceNote.held(for: compared, mirror: context.mirror))
            let document = RevisionsRenderer.releases(
                comparison.differences, database: comparison.databaseName, earlier: earlier, later: later,
                indicators: comparison.indicatorsCompared,
                rebased: comparison.rebased.map { ($0.indicator, $0.before, $0.after) }, names: names, source: source)
            return try await output.write(document, in: context)
        }
        let cache = DatasetCache(root: context.cacheRoot, api: session.options.baseURL, scratch: context.scratch)
        let changes = cache.latestChanges().filter { change in
            guard case .indicator(let code, _, _) = change.key else { return false }
            return codes.isEmpty || codes.contains(code)
        }
        var seen: Set<ValueRevision> = []
        let revisions = changes.flatMap(\.revisions).filter { revision in
            (wanted.isEmpty || wanted.contains(revision.economy)) && (years?.contains(revision.year) ?? true)
        }.sorted { ($0.indicator.rawValue, $0.economy, $0.year) < ($1.indicator.rawValue, $1.economy, $1.year) }
            .filter { seen.insert($0).inserted }
        let source = SourceNote(
            origin: "cache (the two newest editions held)", lastUpdated: Set(changes.compactMap(\.after)).sorted(),
            licences: LicenceNote.held(for: changes.map(\.key), mirror: context.mirror))
        let document = RevisionsRenderer.document(
            revisions, editions: changes.map { ($0.key.name, $0.before, $0.after) }, names: names, source: source)
        try await output.write(document, in: context)
    }

    /// `R1:R2`, two release days, earlier first.
    static func parseReleases(_ text: String) throws(UsageError) -> (String, String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw UsageError(
                "invalid --between '\(text)': not two releases such as 2026-07-15:2026-10-01",
                hint: "give two days of releases the mirror holds ('countries releases')")
        }
        let (first, second) = (
            try DataCommandOptions.parseRelease(parts[0], option: "--between"),
            try DataCommandOptions.parseRelease(parts[1], option: "--between")
        )
        guard first != second else {
            throw UsageError("invalid --between '\(text)': the same release twice", hint: "give two different releases")
        }
        return first < second ? (first, second) : (second, first)
    }
}
