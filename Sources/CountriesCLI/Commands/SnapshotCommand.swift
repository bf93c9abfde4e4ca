import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries snapshot update`: rewrites the bundled snapshot from the live API (for maintainers).
enum SnapshotCommand {
    static let dataDir = Option(
        "data-dir", "DIR", help: "the data folder to write (default $COUNTRIES_DATA_DIR)", completion: .directories,
        parse: .path)
    static let fetchedAt = Option(
        "fetched-at", "DATE",
        help: "when the data was fetched (YYYY-MM-DD), when rebuilding from a recorded copy (default now)",
        parse: ValueParser { text, _, _ throws(UsageError) in
            guard let date = DayText.parse(text) else {
                throw UsageError(
                    "invalid --fetched-at '\(text)': not a calendar day written YYYY-MM-DD",
                    hint: "give a date such as 2026-04-30")
            }
            return date
        })
    static let source = Option(
        "source", "TEXT", help: "where the data came from, when rebuilding from a recorded copy (default the base URL)",
        parse: .text)

    static let force = Flag("force", help: "write even when the new data holds far less than the folder does")

    static let updateSpec = CommandSpec(
        name: "snapshot update",
        summary: "Rewrite the bundled snapshot in data/ from the World Bank API (for maintainers)",
        options: [dataDir, fetchedAt, source, force],
        discussion: """
            Fetches the country list and the full histories of SP.POP.TOTL and NY.GDP.MKTP.CD, checks
            every page, writes every file beside the old ones, and replaces them together only once all are
            written: a failure or a stopped run leaves the old snapshot as it was.
            """,
        examples: [
            "countries snapshot update --data-dir data",
            "countries snapshot update --base-url http://127.0.0.1:8080/v2 --data-dir data",
        ], usesDataOptions: true, run: update)

    static func update(_ parsed: ParsedArguments, context: RunContext) async throws {
        // Its own --source is the provenance it records; the snapshot holds the World Development
        // Indicators only, so no database is taken, from the option or COUNTRIES_SOURCE.
        let session = try DataSession(parsed, context: context, readsSource: false)
        let snapshot =
            parsed.value(dataDir).map { BundledSnapshot(folder: URL(fileURLWithPath: $0, isDirectory: true)) }
            ?? context.snapshot
        guard snapshot.folder != nil else {
            throw UsageError(
                "snapshot update writes a data folder, not the snapshot built into countries",
                hint: "give --data-dir DIR (the checkout's data/), then rebuild to embed it")
        }
        let fetchedAt = parsed.value(fetchedAt) ?? context.now
        let sourceText = parsed.value(source) ?? session.options.baseURL.description
        let service = session.makeService()
        let data = try await service.withinBudget(session.options.data.networkBudget) {
            try await service.economyData(indicators: IndicatorCode.core, period: .history)
        }
        let implausible = EconomyMerger.implausibleValues(in: data.datasets)
        guard implausible.isEmpty else {
            throw CLIError(
                "the new data holds " + EconomyMerger.describe(implausible: implausible) + "; nothing was written",
                hint: "try again later; the snapshot keeps only figures that can be real", code: .dataError)
        }
        if !parsed.isSet(force) { try refuseShrinking(snapshot, to: data) }
        try snapshot.write(data, fetchedAt: fetchedAt, source: sourceText, scratch: context.scratch)
        let counts = data.datasets.map { "\($0.observations.count { $0.value != nil }) \($0.indicator) values" }
        let dates = Set(data.datasets.compactMap(\.metadata.lastUpdated)).sorted().joined(separator: ", ")
        context.console.err(
            "wrote \(snapshot.location): \(data.countries.count) countries, \(counts.joined(separator: ", ")); "
                + "World Bank lastupdated \(dates)\n")
    }

    /// Refuses to replace a snapshot by an answer with no values, or with values for fewer than 95 %
    /// of the economies or observations the folder holds now: such an answer is more likely broken
    /// than true, and the snapshot is what every offline run relies on.
    private static func refuseShrinking(_ snapshot: BundledSnapshot, to data: EconomyData) throws {
        let economies = data.countries.withoutAggregates.count
        let current = (try? snapshot.file(.countries).countries?.withoutAggregates.count) ?? 0
        var problems: [String] = []
        if economies == 0 || Double(economies) < Double(current) * 0.95 {
            problems.append("\(economies) economies where the folder has \(current)")
        }
        for dataset in data.datasets {
            let values = dataset.observations.count { $0.value != nil }
            let held = (try? snapshot.indicator(dataset.indicator, period: .history).0.observations.count) ?? 0
            if values == 0 || Double(values) < Double(held) * 0.95 {
                problems.append("\(values) \(dataset.indicator) values where the folder has \(held)")
            }
        }
        guard problems.isEmpty else {
            throw CLIError(
                "the new data looks broken: " + problems.joined(separator: ", ") + "; nothing was written",
                hint: "try again later, or give --force if the World Bank really has removed them", code: .dataError)
        }
    }
}
