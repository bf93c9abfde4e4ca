import Foundation
import OfflineStore
import Rendering

/// `countries cache info` and `countries cache clear`.
enum CacheCommand {
    static let json = Flag("json", help: "print the folder and the entries as JSON")

    static let infoSpec = CommandSpec(
        name: "cache info",
        summary: "Show where the cache is, its entries, their size and age",
        options: [json],
        discussion: "The cache lives in $COUNTRIES_CACHE_DIR, else $XDG_CACHE_HOME/countries, else ~/.cache/countries.",
        examples: ["countries cache info"])

    static let clearSpec = CommandSpec(
        name: "cache clear", summary: "Delete every cached answer", examples: ["countries cache clear"])

    static func info(_ parsed: ParsedArguments, context: RunContext) throws -> ExitCode {
        let cache = context.cache
        let entries = cache.entries()
        if parsed.isSet(json) {
            try context.console.out(
                JSONValue.object([
                    ("folder", .string(cache.folder.path)),
                    (
                        "entries",
                        .array(
                            entries.map { entry in
                                .object([
                                    ("name", .string(entry.name)), ("bytes", .integer(entry.size)),
                                    ("modified", .string(entry.modified.formatted(.iso8601))),
                                    (
                                        "age_seconds",
                                        .integer(max(0, Int(context.now.timeIntervalSince(entry.modified))))
                                    ),
                                ])
                            })
                    ),
                ]).rendered())
            return .success
        }
        var lines = [
            "Cache folder: \(cache.folder.path)",
            "Entries: \(entries.count), \(byteText(entries.map(\.size).reduce(0, +)))",
        ]
        if !entries.isEmpty {
            let width = entries.map(\.name.count).max() ?? 0
            lines.append("")
            for entry in entries {
                let age = AgeText.describe(context.now.timeIntervalSince(entry.modified))
                lines.append(
                    entry.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                        + byteText(entry.size).leftPadded(9) + "  " + age + " old")
            }
        }
        try context.console.out(lines.joined(separator: "\n") + "\n")
        return .success
    }

    static func clear(_ parsed: ParsedArguments, context: RunContext) throws -> ExitCode {
        let cache = context.cache
        let removed = try cache.clear()
        context.console.err(
            "removed \(removed) cached \(removed == 1 ? "answer" : "answers") from \(cache.folder.path)\n")
        return .success
    }

    private static func byteText(_ bytes: Int) -> String {
        bytes < 1_024
            ? "\(bytes) B"
            : bytes < 1_048_576
                ? String(format: "%.1f KiB", Double(bytes) / 1_024)
                : String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
