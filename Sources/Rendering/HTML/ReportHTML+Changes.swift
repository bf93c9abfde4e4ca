import Analysis
import WorldBank

/// The "What changed" section: what moved since the previous report, so that a reader of a weekly
/// report sees at once whether anything is new.
extension ReportHTML {
    /// What is under the heading for `changes`; one sentence when nothing moved.
    static func changes(_ changes: ReportChanges) -> HTMLText {
        // Nothing changed: every list below is empty.
        var parts: [HTMLText] = changes.isEmpty ? ["<p>Nothing changed since the previous report.</p>"] : []
        if changes.lastUpdated.before != changes.lastUpdated.after {
            let dates = [changes.lastUpdated.before, changes.lastUpdated.after].map { dates -> HTMLText in
                "<span class=\"nowrap\">\(dates.isEmpty ? "unknown" : dates.joined(separator: ", "))</span>"
            }
            parts.append("<p>World Bank lastupdated: \(dates[0]) → \(dates[1])</p>")
        }
        let dataYears = changes.dataYears.map { change -> HTMLText in
            let (before, after) = (change.before.map(String.init) ?? "none", change.after.map(String.init) ?? "none")
            return "<li>\(Measure.of(change.indicator).header): newest year \(before) → \(after)</li>"
        }
        let moves = changes.reclassifications.map { move -> HTMLText in
            "<li>\(economy(move.economy)): \(move.kind.rawValue) \(move.before.name) → \(move.after.name)</li>"
        }
        parts += [
            list("Newest data year", dataYears), changes.revisions.isEmpty ? nil : revisionsTable(changes.revisions),
            list("Reclassified", moves), list("Added", changes.added.map { "<li>\(economy($0))</li>" }),
            list("Removed", changes.removed.map { "<li>\(economy($0))</li>" }),
        ].compactMap { $0 }
        return "\(parts)"
    }

    /// Revised values with before → after and the relative change, in the order given (largest first).
    /// The change is not coloured: a revision up is no better news than one down.
    private static func revisionsTable(_ revisions: [Revision]) -> HTMLText {
        let columns: [HTMLTable.Column] = [
            .init(title: "Economy", kind: .name), .init(title: "Indicator", kind: .label(width: 8)),
            .init(title: "Year", kind: .year), .init(title: "Before → after", kind: .quantity),
            .init(title: "Change", kind: .growth),
        ]
        let rows = revisions.map { revision -> [HTMLText] in
            let (before, after) = valueTexts(revision)
            return [
                economy(revision.economy), HTMLText(text: Measure.of(revision.indicator).header), "\(revision.year)",
                "\(before) → \(after)", HTMLText(text: NumberText.percent(revision.relativeChange)),
            ]
        }
        return """
            <h3>Revised (\(revisions.count))</h3>
            \(HTMLTable(columns: columns, body: rows).html)
            """
    }

    /// The two values of a revision as people read them; when three significant digits cannot tell
    /// them apart (a 0.6 % revision of $1.67 T), both are written in full (whole dollars with
    /// separators for GDP) so that the row never claims a change from a value to itself.
    static func valueTexts(_ revision: Revision) -> (before: String, after: String) {
        let kind = Measure.of(revision.indicator).kind
        let short = (before: kind.format(revision.before), after: kind.format(revision.after))
        guard short.before == short.after else { return short }
        let full = kind == .money ? NumberText.groupedDollars : NumberText.raw
        return (full(revision.before), full(revision.after))
    }

    private static func economy(_ name: EconomyName) -> HTMLText {
        "\(name.name) <span class=\"code\">(\(name.id))</span>"
    }

    /// A list under its heading and count; `nil` when there is nothing in it.
    private static func list(_ heading: String, _ items: [HTMLText]) -> HTMLText? {
        guard !items.isEmpty else { return nil }
        return """
            <h3>\(heading) (\(items.count))</h3>
            <ul class="changes">
            \(items)
            </ul>
            """
    }
}
