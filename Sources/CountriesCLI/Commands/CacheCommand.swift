import OfflineStore
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries cache info` and `countries cache clear`.
enum CacheCommand {
    static let json = Flag("json", help: "print the folder and the entries as JSON")

    static let infoSpec = CommandSpec(
        name: "cache info",
        summary: "Show where the cache is, its entries, their size and age",
        options: [json],
        discussion: """
            The cache lives in $COUNTRIES_CACHE_DIR, else $XDG_CACHE_HOME/countries, else ~/.cache/countries.
            When the World Bank's answer changes, the earlier edition is kept beside the newest (NAME~1, NAME~2:
            at most 3 editions a dataset), listed here as such; 'countries revisions' compares them.
            """,
        examples: ["countries cache info"], run: info)

    static let clearSpec = CommandSpec(
        name: "cache clear", summary: "Delete every cached answer, earlier editions included",
        examples: ["countries cache clear"], run: clear)

    static func info(_ parsed: ParsedArguments, context: RunContext) throws {
        let root = context.cacheRoot
        let entries = DatasetCache.entries(root: root)
        if parsed.isSet(json) {
            let objects = entries.map { entry in
                JSONValue.object([
                    ("api", .string(entry.api)), ("name", .string(entry.name)), ("bytes", .integer(entry.size)),
                    ("damaged", .bool(entry.damaged)), ("edition", .integer(entry.edition)),
                    ("lastupdated", .string(entry.lastUpdated)),
                    ("modified", .string(entry.modified.formatted(.iso8601))),
                    ("fetched_at", entry.fetchedAt.map { .string($0.formatted(.iso8601)) } ?? .null),
                    (
                        "age_seconds",
                        .integer(max(0, Int(context.now.timeIntervalSince(entry.fetchedAt ?? entry.modified))))
                    ),
                ])
            }
            return try context.console.out(
                MetadataJSON.document(.cacheInfo, [("folder", .string(root.path)), ("entries", .array(objects))]))
        }
        var lines = [
            "Cache folder: \(root.path)",
            "Entries: \(entries.count), \(byteText(entries.map(\.size).reduce(0, +)))",
        ]
        if !entries.isEmpty {
            let names = entries.map { "\($0.api)/\($0.name)" }
            let width = names.map(\.count).max() ?? 0
            lines.append("")
            for (entry, name) in zip(entries, names) {
                // The age every data command judges the answer by: since it was fetched, not since the
                // file was last copied or touched.
                let age = AgeText.describe(context.now.timeIntervalSince(entry.fetchedAt ?? entry.modified))
                lines.append(
                    TextWrap.padded(name, to: width) + "  "
                        + byteText(entry.size).leftPadded(9) + "  " + age + " old"
                        + (entry.damaged ? "  (damaged: removed when next needed)" : "")
                        + (entry.edition > 0 && !entry.damaged
                            ? "  (earlier edition \(entry.edition)"
                                + (entry.lastUpdated.map { ", lastupdated \($0)" } ?? "") + ")" : ""))
            }
        }
        try context.console.out(lines.joined(separator: "\n") + "\n")
    }

    static func clear(_ parsed: ParsedArguments, context: RunContext) throws {
        let root = context.cacheRoot
        let removed = try DatasetCache.clear(root: root)
        context.console.err(
            "removed \(removed) cached \(removed == 1 ? "answer" : "answers") from \(root.path)\n")
    }

    private static func byteText(_ bytes: Int) -> String {
        bytes < 1_024
            ? "\(bytes) B"
            : bytes < 1_048_576
                ? String(fixed: Double(bytes) / 1_024, decimals: 1) + " KiB"
                : String(fixed: Double(bytes) / 1_048_576, decimals: 1) + " MiB"
    }
}
