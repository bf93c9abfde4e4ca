import Analysis
import OfflineStore
import Rendering
import WorldBank

/// `countries economies [WORDS…]`: finding an economy's codes and groups, or the Bank's aggregates,
/// from the country list built into the tool, with no network.
enum EconomiesCommand {
    static let aggregates = Flag(
        "aggregates", help: "list the World Bank's aggregates (World, regions, income and lending groups)")

    static let spec = CommandSpec(
        name: "economies",
        summary: "Find economies or the World Bank's aggregates: codes, region, income, lending type, capital",
        positionals: ["WORDS..."],
        options: [aggregates] + OutputOptions.all,
        discussion: """
            Lists the 217 economies of the World Bank's country list (or, with --aggregates, its 79
            aggregates) whose codes, names (the Bank's, ISO 3166 and common ones such as South Korea),
            region, income level or lending type hold every word; no words lists them all. Read from the
            country list built into countries, so it works with no network. Any code or name shown here
            is accepted by --country and show.
            """,
        examples: [
            "countries economies korea", "countries economies low income --format csv",
            "countries economies --aggregates",
        ],
        run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let stored = try context.snapshot.file(.countries)
        let lookup = EconomyLookup(countries: stored.countries ?? [], aliases: context.snapshot.aliases())
        let wanted = parsed.isSet(aggregates)
        let entries = lookup.search(parsed.positionals).filter { $0.isAggregate == wanted }
        guard !entries.isEmpty else {
            throw CLIError(
                "no \(wanted ? "aggregate" : "economy") matches '\(parsed.positionals.joined(separator: " "))'",
                hint: "use fewer or other words"
                    + (wanted ? "" : ", or add --aggregates for the World Bank's groups"), code: .usage)
        }
        let source = SourceNote(
            origin: "World Bank country list, snapshot (fetched \(DayText.format(stored.fetchedAt)))", lastUpdated: [])
        try await output.write(EconomiesRenderer.document(entries, source: source), in: context)
    }
}
