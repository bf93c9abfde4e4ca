import Analysis
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
    static let years = Option(
        "years", "N", default: 10, help: "how many recent years to show", parse: .integer(in: 1...65))

    static let spec = CommandSpec(
        name: "show",
        summary: "Economies: metadata, population and GDP over the last 10 years, several side by side",
        positionals: ["CODE..."], positionalCompletion: .economies,
        options: [years] + OutputOptions.all,
        discussion: """
            CODE is an ISO3 code (KEN), an ISO2 code (KE) or a name (Kenya, South Korea, "Korea, Rep.",
            Ivory Coast), found as 'countries list --country' finds it; give several to compare them
            over the same years. A sparkline is drawn on terminals. GDP is in current US$, so its change
            is nominal: it moves with prices and exchange rates and is not real growth.
            """,
        examples: ["countries show KEN", "countries show KEN UGA TZA", "countries show \"korea, rep.\" --format json"],
        usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        let codes = parsed.positionals
        guard !codes.isEmpty else {
            throw UsageError("missing economy", hint: "give an ISO3 code, an ISO2 code or a name: countries show KEN")
        }
        guard codes.count <= 12 else {
            throw UsageError("too many economies (\(codes.count))", hint: "compare at most 12 at a time")
        }
        let count = parsed.value(years)
        // Typos are reported before any request, against the bundled country list when there is one.
        let aliases = context.snapshot.aliases()
        if let bundled = session.bundledCountries() {
            let lookup = EconomyLookup(countries: bundled, aliases: aliases)
            for code in codes { _ = try lookup.find(code) }
        }
        // The years shown, the one before them (for the first change) and a margin for figures the
        // Bank publishes late: a range, not the full histories (about 8 MB).
        let thisYear = DayText.year(context.now)
        let answer = try await session.provide(
            IndicatorCode.core, period: .range(max(YearSelection.firstYear, thisYear - count - 5), thisYear))
        var countries: [Country] = []
        let lookup = EconomyLookup(countries: answer.data.countries, aliases: aliases)
        for code in codes {
            let country = try lookup.find(code)
            guard answer.data.economies.contains(where: { $0.country.id == country.id }) else {
                throw UsageError("unknown economy '\(code)'", hint: "see countries list")
            }
            countries.append(country)
        }
        let (economies, aggregates) = answer.data.economiesAndAggregates
        let profiles = await ReportModel(economies: economies, aggregates: aggregates).profiles(
            of: countries, count: count)
        let source = answer.sourceNote(now: context.now)
        let document =
            profiles.count == 1
            ? ProfileRenderer.document(profiles[0], source: source)
            : ComparisonRenderer.document(profiles, source: source)
        try await output.write(document, in: context)
    }
}
