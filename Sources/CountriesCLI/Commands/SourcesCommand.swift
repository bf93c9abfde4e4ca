import OfflineStore
import Rendering
import WorldBank

/// `countries sources`: the World Bank's databases, with the numbers and names `--source` takes.
enum SourcesCommand {
    static let spec = CommandSpec(
        name: "sources",
        summary: "List the World Bank's databases (sources): the ids and names --source takes, last updates",
        options: OutputOptions.all,
        discussion: """
            Lists the databases of the World Bank API (/v2/sources): World Development Indicators (2),
            Worldwide Governance Indicators (3), International Debt Statistics (6), Gender Statistics
            (14) and the others, each with its code and the date the Bank last updated it. The list is
            fetched once and cached; later runs and --offline read it from the cache (--refresh asks
            again). Before it was ever fetched, --offline lists the one database built into countries,
            the World Development Indicators, and says so. Give an id or a name to --source (or
            COUNTRIES_SOURCE) on any data command, and search a database's indicators with
            'countries indicators --source ID WORDS'.
            """,
        examples: ["countries sources", "countries sources --offline --format csv"],
        usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        let answer = try await session.ask { try await $0.databases() }
        let document = DatabasesRenderer.document(
            answer.databases, leftOut: answer.leftOut, source: answer.sourceNote(now: context.now))
        try await output.write(document, in: context)
    }
}
