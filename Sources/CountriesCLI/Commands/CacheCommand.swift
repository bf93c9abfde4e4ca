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
            at most 3 editions a dataset), listed here as such; 'countries revisions' compares them. The list
            of databases ('countries sources') and each database's indicator catalogue ('indicators --source
            N') are kept beside the answers and listed with them.
            """,
        examples: ["countries cache info"], run: info)

    static let clearSpec = CommandSpec(
        name: "cache clear",
        summary: "Delete the cached answers (earlier editions too), the list of databases and the catalogues",
        discussion: """
            Removes only what countries wrote in the cache folder: the answers, the list of databases and
            the catalogues of other databases. A file someone else put there is left as it is.
            """,
        examples: ["countries cache clear"], run: clear)

    static func info(_ parsed: ParsedArguments, context: RunContext) throws {
        let root = context.cacheRoot
        let entries = DatasetCache.entries(root: root)
        if parsed.isSet(json) {
            let objects = entries.map { entry in
                JSONValue.object([
                    ("api", .string(entry.api)), ("name", .string(entry.name)), ("kind", .string(kindKey(entry.kind))),
                    ("bytes", .integer(entry.size)),
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
                        + (kindText(entry.kind).map { "  (\($0))" } ?? "")
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
        let answers = removed.count { $0.kind == .answer }
        let catalogues = removed.count { if case .catalogue = $0.kind { true } else { false } }
        var parts = ["\(answers) cached \(answers == 1 ? "answer" : "answers")"]
        if removed.contains(where: { $0.kind == .databaseList }) { parts.append("the list of databases") }
        if catalogues > 0 { parts.append("\(catalogues) \(catalogues == 1 ? "catalogue" : "catalogues")") }
        if removed.contains(where: { $0.kind == .licences }) { parts.append("the licence labels") }
        let said =
            parts.count == 1 ? parts[0] : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        context.console.err("removed \(said) from \(root.path)\n")
    }

    /// The `kind` member of an entry in JSON.
    private static func kindKey(_ kind: DatasetCache.Entry.Kind) -> String {
        switch kind {
        case .answer: "answer"
        case .databaseList: "databases"
        case .catalogue: "catalogue"
        case .licences: "licences"
        }
    }

    /// What an entry that is not an answer holds, said beside it in the listing.
    private static func kindText(_ kind: DatasetCache.Entry.Kind) -> String? {
        switch kind {
        case .answer: nil
        case .databaseList: "list of databases"
        case .catalogue(let id): "indicator catalogue of database \(id)"
        case .licences: "licence labels of the series metadata"
        }
    }

    private static func byteText(_ bytes: Int) -> String {
        bytes < 1_024
            ? "\(bytes) B"
            : bytes < 1_048_576
                ? String(fixed: Double(bytes) / 1_024, decimals: 1) + " KiB"
                : String(fixed: Double(bytes) / 1_048_576, decimals: 1) + " MiB"
    }
}
