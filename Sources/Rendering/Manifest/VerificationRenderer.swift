public import OfflineStore
public import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries verify` as a ``Document``: per dataset of a manifest, whether it holds, was revised
/// in place or has a newer release, then the figures that moved.
public enum VerificationRenderer {
    typealias Check = ManifestVerification.DatasetCheck

    /// The dataset, what it is now, and how many of its figures moved.
    static let columns: [Column<Check>] = [
        Column("Dataset", key: "dataset", kind: .code) { .text($0.recorded.key.name) },
        Column("Status", key: "status", kind: .label(width: 7)) { .text(statusText($0.status)) },
        Column("Then", key: "lastupdated_then", kind: .label(width: 6)) { .text($0.recorded.lastUpdated) },
        Column("Now", key: "lastupdated_now", kind: .label(width: 6)) { .text($0.now.lastUpdated) },
        Column("Values", key: "values", kind: .count) { .integer($0.now.values.count) },
        Column("This output", key: "output_figures", kind: .label(width: 6)) { check in
            .text(check.scopeHolds.map { $0 ? "held" : "moved" })
        },
        Column("Moved", key: "values_moved", kind: .count) { .integer($0.revisions?.count) },
        Column("Largest change", key: "largest_change_pct", kind: .growth) { .number($0.largestChange?.changePercent) },
        Column("Where", key: "largest_change_at", kind: .label(width: 6)) { check in
            .text(check.largestChange.map { "\($0.economy) \($0.year)" })
        },
    ]

    /// How a status is said in tables and JSON.
    static func statusText(_ status: ManifestVerification.Status) -> String {
        switch status {
        case .unchanged: "unchanged"
        case .revised: "revised"
        case .newerRelease: "newer release"
        }
    }

    /// The document of `verification` of the manifest read from `path`; `names` names the economies;
    /// `outputs` are the files the manifest recorded, each against the file there now.
    /// `releases`: what the mirror says of the releases the manifest's figures were read from (one
    /// sentence each).
    public static func document(
        _ verification: ManifestVerification, manifest: Manifest, path: String, names: [String: String],
        outputs: [(Manifest.Output, Manifest.Output.Check)] = [], releases: [String] = [], source: SourceNote
    ) -> Document {
        let checks = verification.checks
        let table = Table(columns, rows: checks)
        let datasets = checks.map { check in
            JSONValue.object([
                ("status", .string(check.status.rawValue)),
                ("output_figures_hold", check.scopeHolds.map(JSONValue.bool) ?? .null),
                ("recorded", ManifestJSON.dataset(check.recorded)), ("now", ManifestJSON.dataset(check.now)),
                (
                    "revisions",
                    check.revisions.map { ColumnJSON.array(RevisionsRenderer.table($0, names: names)) } ?? .null
                ),
            ])
        }
        let files = outputs.map { output, check in
            JSONValue.object([
                ("path", .string(output.path)), ("sha256", .string(output.sha256)), ("check", .string(check.rawValue)),
            ])
        }
        var document = Document(
            data: table, shape: .verification,
            json: [
                ("manifest", .string(path)), ("manifest_created_at", .string(manifest.createdAt.formatted(.iso8601))),
                ("holds", .bool(verification.holds)), ("datasets", .array(datasets)), ("outputs", .array(files)),
            ], source: source)
        document.add(.table(table, title: nil))
        let moved = checks.filter { !$0.outputHolds }
        let elsewhere = checks.filter { $0.outputHolds && $0.status != .unchanged }.map(\.recorded.key.name)
        var notes: [String] = []
        if moved.isEmpty {
            notes.append(
                "All \(Plural.count(checks.count, "dataset")) hold: the figures the output shows, as the manifest "
                    + "recorded them.")
        } else {
            notes.append(
                "\(moved.count) of \(Plural.count(checks.count, "dataset")) moved since the manifest of "
                    + "\(manifest.createdAt.formatted(.iso8601)).")
        }
        if !elsewhere.isEmpty {
            notes.append(
                elsewhere.joined(separator: ", ") + " changed outside this output's economies; none of its own "
                    + "figures moved.")
        }
        if moved.contains(where: { $0.revisions == nil }) {
            notes.append(
                "Where Moved is empty, the values the manifest recorded are no longer in the cache or the snapshot, "
                    + "so which figures moved cannot be said.")
        }
        notes += outputs.map(outputNote)
        notes += releases
        document.note(notes)
        // A figure held by two datasets (the latest values and a history) is listed once.
        var seen: Set<ValueRevision> = []
        let revised = moved.flatMap { $0.revisions ?? [] }.filter { seen.insert($0).inserted }
        if !revised.isEmpty {
            document.add(.table(RevisionsRenderer.table(revised, names: names), title: "Figures that moved"))
        }
        return document
    }

    /// What a recorded file is now: `out.csv: the same bytes as recorded (SHA-256 0e6e118165bd…).`
    private static func outputNote(_ output: Manifest.Output, _ check: Manifest.Output.Check) -> String {
        let name = output.path == "-" ? "stdout" : output.path
        switch check {
        case .same: return "\(name): the same bytes as recorded (SHA-256 \(output.sha256.prefix(12))…)."
        case .changed: return "\(name): changed since the manifest was written (other bytes than recorded)."
        case .missing: return "\(name): not found, so its bytes cannot be checked."
        }
    }
}
