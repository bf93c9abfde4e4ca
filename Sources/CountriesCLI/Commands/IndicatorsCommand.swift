import Analysis
import OfflineStore
import Rendering
import WorldBank

/// `countries indicators WORDS…` and `countries indicators show CODE`: finding and describing any
/// World Development Indicator, with or without a network.
enum IndicatorsCommand {
    static let limit = Option("limit", "N", default: 25, help: "show at most N hits", parse: .integer(in: 1...2_000))

    static let searchSpec = CommandSpec(
        name: "indicators",
        summary: "Find World Development Indicators by words in their code, name or description",
        positionals: ["WORDS..."],
        options: [limit] + OutputOptions.all,
        discussion: """
            Searches the catalogue of the 1,486 World Development Indicators bundled with countries, so it
            works with no network. Every word must match the code, name or description ('rates' matches
            'rate', and 'rate' a '%'); whole words of the name rank first, then names that start with the
            first word, headline indicators such as SP.POP.TOTL, and shorter names. Use a code with
            'countries list --indicator CODE'.
            """,
        examples: [
            "countries indicators life expectancy", "countries indicators co2 per capita --format csv",
        ], run: search)

    static let showSpec = CommandSpec(
        name: "indicators show",
        summary: "Describe one indicator: name, source, who compiles it, definition",
        positionals: ["CODE"],
        options: OutputOptions.all,
        discussion:
            "From the World Bank API when it answers (never with --offline), else from the bundled catalogue.",
        examples: ["countries indicators show SP.DYN.LE00.IN", "countries indicators show NY.GDP.PCAP.CD --offline"],
        usesDataOptions: true, run: show)

    static func search(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        guard !parsed.positionals.isEmpty else {
            throw UsageError("missing words to search for", hint: "for example: countries indicators life expectancy")
        }
        let count = parsed.value(limit)
        let catalogue = try context.snapshot.catalogue()
        let hits = catalogue.search(parsed.positionals)
        guard !hits.isEmpty else {
            throw CLIError(
                "no indicator matches '\(parsed.positionals.joined(separator: " "))'",
                hint: "use fewer or other words; every word must match the code, name or description", code: .usage)
        }
        let source = SourceNote(origin: "indicator catalogue bundled with countries", lastUpdated: [])
        let document = IndicatorsRenderer.hits(
            Array(hits.prefix(count)), more: max(0, hits.count - count), source: source)
        try await output.write(document, in: context)
    }

    static func show(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        guard let text = parsed.positionals.first else {
            throw UsageError("missing indicator code", hint: "for example: countries indicators show SP.DYN.LE00.IN")
        }
        let code = try IndicatorCode(parsing: text)
        _ = try session.checkedIndicators([code])
        let answer = try await session.ask { try await $0.describe(code) }
        let document = IndicatorsRenderer.detail(answer.info, source: answer.sourceNote(now: context.now))
        try await output.write(document, in: context)
    }
}
