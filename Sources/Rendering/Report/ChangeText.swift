import CountriesAnalysis
import WorldBank

/// The "What changed" section, built once: what moved since the previous report, each kind of
/// change under its heading. The HTML page and `index.md` draw these parts, and `summary.json`
/// says them as sentences beside its structured members.
struct ChangeText {
    /// One kind of change: its heading, and a line per change or the table of revisions.
    enum Part {
        case list(heading: String, lines: [String])
        case table(heading: String, Table)

        /// The heading with its count: `Revised (2)`.
        var heading: String {
            switch self {
            case .list(let heading, let lines): "\(heading) (\(lines.count))"
            case .table(let heading, let table): "\(heading) (\(table.rows.count))"
            }
        }
    }

    /// `World Bank lastupdated: 2025-12-16 → 2026-03-20`, when the Bank's dates moved.
    let lastUpdated: String?
    /// The kinds of change that have any, in reading order.
    let parts: [Part]

    /// What the section says when nothing moved.
    static let nothing = "Nothing changed since the previous report."

    /// The section of `changes`.
    init(_ changes: ReportChanges) {
        let dates = changes.lastUpdated
        lastUpdated =
            dates.before == dates.after
            ? nil
            : "World Bank lastupdated: "
                + [dates.before, dates.after].map { $0.isEmpty ? "unknown" : $0.joined(separator: ", ") }
                .joined(separator: " → ")
        let year = { (year: Int?) in year.map(String.init) ?? "none" }
        let parts: [Part?] = [
            Self.list(
                "Newest data year",
                changes.dataYears.map {
                    "\(Measure.of($0.indicator).header): \(year($0.before)) → \(year($0.after))"
                }),
            changes.revisions.isEmpty
                ? nil : .table(heading: "Revised", Table(Self.revisionColumns, rows: changes.revisions)),
            Self.list(
                "Reclassified",
                changes.reclassifications.map {
                    "\(Self.name($0.economy)): \($0.kind.rawValue) \($0.before.name) → \($0.after.name)"
                }),
            Self.list("Added", changes.added.map(Self.name)),
            Self.list("Removed", changes.removed.map(Self.name)),
        ]
        self.parts = parts.compactMap { $0 }
    }

    /// Every change as a sentence of its own (`Added: Kosovo (XKX)`), for `summary.json`.
    var sentences: [String] {
        (lastUpdated.map { [$0] } ?? [])
            + parts.flatMap { part -> [String] in
                switch part {
                case .list(let heading, let lines): lines.map { "\(heading): \($0)" }
                case .table(let heading, let table):
                    table.rows.map { cells in
                        "\(heading): "
                            + zip(table.columns, cells).map { $1.text(as: $0.kind) ?? "" }.joined(separator: ", ")
                    }
                }
            }
    }

    /// The columns of the revisions table, in the order given (largest first). The change is not
    /// coloured: a revision up is no better news than one down.
    static let revisionColumns: [Column<Revision>] = [
        Column("Economy", key: "economy", kind: .name) { .text(name($0.economy)) },
        Column("Indicator", key: "indicator", kind: .label(width: 8)) { .text(Measure.of($0.indicator).header) },
        Column("Year", key: "year", kind: .year) { .integer($0.year) },
        Column("Before → after", key: "values", kind: .label(width: 12)) { revision in
            let (before, after) = valueTexts(revision)
            return .text("\(before) → \(after)")
        },
        Column("Change", key: "change", kind: .growth) { .number($0.relativeChange * 100) },
    ]

    /// The two values of a revision as people read them; when three significant digits cannot tell
    /// them apart (a 0.6 % revision of $1.67 T), both are written in full (whole dollars with
    /// separators for GDP) so that the row never claims a change from a value to itself.
    static func valueTexts(_ revision: Revision) -> (before: String, after: String) {
        let kind = Measure.of(revision.indicator).kind
        let short = (before: kind.format(revision.before), after: kind.format(revision.after))
        guard short.before == short.after else { return short }
        let full = kind == .money ? NumberText.groupedDollars : String.init(raw:)
        return (full(revision.before), full(revision.after))
    }

    /// `Kenya (KEN)`.
    private static func name(_ economy: EconomyName) -> String { "\(economy.name) (\(economy.id))" }

    private static func list(_ heading: String, _ lines: [String]) -> Part? {
        lines.isEmpty ? nil : .list(heading: heading, lines: lines)
    }
}
