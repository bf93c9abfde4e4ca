public import Analysis

/// Why a sum differs from the World Bank's own aggregate, in a few words computed from the data.
public enum ReconciliationText {
    /// One sentence per measure that differs (`GDP -7.10%: no 2022 figure for CUB ($107 B in 2020), …`);
    /// empty when both agree, `nil` when the Bank has no aggregate for the group.
    public static func reason(_ reconciliation: Reconciliation?) -> String? {
        reconciliation.map { reconciliation in
            [(Measure.population, reconciliation.population), (Measure.gdp, reconciliation.gdp)]
                .compactMap { measure, comparison in comparison.flatMap { reason($0, measure) } }
                .joined(separator: " ")
        }
    }

    private static func reason(_ comparison: Reconciliation.Comparison, _ measure: Measure) -> String? {
        guard !comparison.agrees else { return nil }
        let people = measure.code == .population ? " people" : ""
        let amount = { (value: Double) in measure.kind.format(value) + people }
        var parts: [String] = []
        let missing = comparison.missing
        if !missing.isEmpty {
            let named = missing.prefix(6).map { gap in
                gap.id + " (" + (gap.latest.map { "\(measure.kind.format($0.value)) in \($0.year)" } ?? "never") + ")"
            }
            let more = missing.count > named.count ? " and \(missing.count - named.count) more" : ""
            let what = comparison.sameYear ? "no \(comparison.year) figure for " : "older figures summed for "
            parts.append(what + named.joined(separator: ", ") + more)
        }
        let makingUp =
            comparison.membership.isEmpty ? "" : " (as much as " + comparison.membership.joined(separator: " + ") + ")"
        if comparison.unheld > 0, missing.isEmpty {
            parts.append("the Bank counts \(amount(comparison.unheld)) that no listed economy holds" + makingUp)
        } else if comparison.unheld < 0, comparison.sameYear {
            parts.append(
                "the Bank counts \(amount(-comparison.unheld)) less than the listed economies hold" + makingUp
                    + ": its members are not the current list")
        }
        return "\(measure.title) \(NumberText.percent(comparison.difference, decimals: 2)): "
            + parts.joined(separator: "; ") + "."
    }
}
