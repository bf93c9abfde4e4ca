import Analysis
import WorldBank

/// The "What changed" section: what moved since the previous report, so that a reader of a weekly
/// report sees at once whether anything is new.
extension ReportHTML {
    /// The section for `changes`; one sentence when nothing moved.
    static func changesSection(_ changes: ReportChanges) -> HTMLText {
        guard !changes.isEmpty else {
            return """
                <section id="changes">
                <h2>What changed</h2>
                <p>Nothing changed since the previous report.</p>
                </section>
                """
        }
        var parts: [HTMLText] = []
        if changes.lastUpdated.before != changes.lastUpdated.after {
            let before = listed(changes.lastUpdated.before)
            let after = listed(changes.lastUpdated.after)
            parts.append("<p>World Bank lastupdated: \(before) → \(after)</p>")
        }
        if !changes.dataYears.isEmpty {
            let items = changes.dataYears.map { change -> HTMLText in
                let before = change.before.map(String.init) ?? "none"
                let after = change.after.map(String.init) ?? "none"
                return "<li>\(indicatorName(change.indicator)): newest year \(before) → \(after)</li>"
            }
            parts.append(list("Newest data year", items))
        }
        if !changes.revisions.isEmpty { parts.append(revisionsTable(changes.revisions)) }
        if !changes.reclassifications.isEmpty {
            let items = changes.reclassifications.map { move -> HTMLText in
                "<li>\(economy(move.economy)): \(move.kind.rawValue) \(move.before.name) → \(move.after.name)</li>"
            }
            parts.append(list("Reclassified", items))
        }
        if !changes.added.isEmpty {
            parts.append(list("Added", changes.added.map { "<li>\(economy($0))</li>" }))
        }
        if !changes.removed.isEmpty {
            parts.append(list("Removed", changes.removed.map { "<li>\(economy($0))</li>" }))
        }
        return """
            <section id="changes">
            <h2>What changed</h2>
            \(parts)
            </section>
            """
    }

    /// Revised values with before → after and the relative change, in the order given (largest first).
    private static func revisionsTable(_ revisions: [Revision]) -> HTMLText {
        let rows = revisions.map { revision -> HTMLText in
            let (before, after) = valueTexts(revision)
            let change = revision.relativeChange
            let direction: HTMLText = change > 0 ? "num up" : change < 0 ? "num down" : "num"
            return """
                <tr><td>\(economy(revision.economy))</td><td>\(indicatorName(revision.indicator))</td>\
                <td class="num">\(revision.year)</td><td class="num">\(before) → \(after)</td>\
                <td class="\(direction)">\(NumberText.percent(change))</td></tr>
                """
        }
        return """
            <h3>Revised (\(revisions.count))</h3>
            <div class="table-wrap">
            <table>
            <thead><tr><th scope="col">Economy</th><th scope="col">Indicator</th>\
            <th scope="col" class="num">Year</th><th scope="col" class="num">Before → after</th>\
            <th scope="col" class="num">Change</th></tr></thead>
            <tbody>
            \(rows)
            </tbody>
            </table>
            </div>
            """
    }

    /// The two values of a revision as people read them; when three significant digits cannot tell
    /// them apart (a 0.6 % revision of $1.67 T), both are written in full so that the row never
    /// claims a change from a value to itself.
    static func valueTexts(_ revision: Revision) -> (before: String, after: String) {
        let dollars = revision.indicator == .gdp
        func format(_ value: Double) -> String { dollars ? NumberText.humanDollars(value) : NumberText.human(value) }
        let before = format(revision.before)
        let after = format(revision.after)
        guard before == after else { return (before, after) }
        let prefix = dollars ? "$" : ""
        return (prefix + NumberText.raw(revision.before), prefix + NumberText.raw(revision.after))
    }

    /// The name people know an indicator by.
    static func indicatorName(_ code: IndicatorCode) -> String {
        switch code {
        case .population: "Population"
        case .gdp: "GDP (US$)"
        default: code.rawValue
        }
    }

    private static func economy(_ name: EconomyName) -> HTMLText {
        "\(name.name) <span class=\"year\">(\(name.id))</span>"
    }

    private static func listed(_ dates: [String]) -> String {
        dates.isEmpty ? "unknown" : dates.joined(separator: ", ")
    }

    private static func list(_ heading: String, _ items: [HTMLText]) -> HTMLText {
        """
        <h3>\(heading) (\(items.count))</h3>
        <ul class="changes">
        \(items)
        </ul>
        """
    }
}
