import CountriesAnalysis
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

            With --source (or COUNTRIES_SOURCE), searches another of the World Bank's databases
            instead (see 'countries sources'): its catalogue is fetched from the API once
            (/v2/sources/ID/indicators), cached, and read from the cache afterwards, --offline too.
            Use its codes with the same --source: 'countries list --source 3 --indicator CC.EST'.
            """,
        examples: [
            "countries indicators life expectancy", "countries indicators co2 per capita --format csv",
            "countries indicators --source 3 corruption",
        ], usesDataOptions: true, run: search)

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
        let session = try DataSession(parsed, context: context)
        let database = try await session.database()
        // The bundled catalogue is read at once; another database's is cached, else fetched once.
        let (catalogue, source): (IndicatorCatalogue, SourceNote) =
            if database.id == .wdi {
                (
                    try context.snapshot.catalogue(),
                    SourceNote(origin: "indicator catalogue bundled with countries", lastUpdated: [])
                )
            } else {
                try await session.ask(serving: true) { try await $0.catalogue(of: database) }.parts
            }
        let hits = catalogue.search(parsed.positionals)
        guard !hits.isEmpty else {
            throw CLIError(
                "no indicator matches '\(parsed.positionals.joined(separator: " "))'"
                    + (database.id == .wdi ? "" : " in database \(database.id) (\(database.name))"),
                hint: "use fewer or other words; every word must match the code, name or description", code: .usage)
        }
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
        var question = Question()
        question.indicators = [code]
        let database = try await session.resolve(question).database
        if database.id != .wdi, !IndicatorCode.core.contains(code) {
            // Another database's indicator is described by its catalogue, already at hand.
            let answer = try await session.ask { try await $0.catalogue(of: database) }
            if let info = answer.catalogue.info(code) {
                let document = IndicatorsRenderer.detail(
                    info.inDatabase(database.name), source: answer.sourceNote(now: context.now))
                return try await output.write(document, in: context)
            }
        }
        let answer = try await session.ask { try await $0.describe(code) }
        let document = IndicatorsRenderer.detail(answer.info, source: answer.sourceNote(now: context.now))
        try await output.write(document, in: context)
    }
}

extension DatabaseCatalogue {
    /// The catalogue and the note that names where it came from, for a search's document.
    fileprivate var parts: (IndicatorCatalogue, SourceNote) { (catalogue, sourceNote(now: nil)) }
}

extension IndicatorInfo {
    /// The description with its database named (a cached catalogue does not store it).
    fileprivate func inDatabase(_ name: String) -> IndicatorInfo {
        IndicatorInfo(
            code: code, name: self.name, description: description, organisation: organisation, source: name,
            unit: unit, topics: topics)
    }
}
