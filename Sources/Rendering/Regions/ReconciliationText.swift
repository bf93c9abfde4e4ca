public import CountriesAnalysis

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

    /// A group's sum against the Bank's own aggregate, measure by measure: `Population: agrees with
    /// the World Bank's EUU. GDP -0.39% ($8.11 B): …`; `nil` when the Bank has no aggregate for it.
    public static func agreement(_ reconciliation: Reconciliation?) -> String? {
        reconciliation.map { reconciliation in
            [(Measure.population, reconciliation.population), (Measure.gdp, reconciliation.gdp)]
                .compactMap { measure, comparison in
                    comparison.map {
                        reason($0, measure)
                            ?? "\(measure.title): agrees with the World Bank's \(reconciliation.aggregateID) "
                            + "(\(measure.kind.format($0.bank)) in \($0.year))."
                    }
                }
                .joined(separator: " ")
        }
    }

    /// `GDP -2.56% ($784 B): no 2022 figure for MNP ($858 M in 2020), PRK (never): $858 M (0.1%) at
    /// their last figures; the Bank's own estimate of the rest, $784 B (99.9%).` Every part of the
    /// gap with its amount and share, so that the parts add up to it.
    private static func reason(_ comparison: Reconciliation.Comparison, _ measure: Measure) -> String? {
        guard !comparison.agrees else { return nil }
        let people = measure.code == .population ? " people" : ""
        let gap = comparison.unheld
        let amount = { (value: Double) in measure.kind.format(abs(value)) + people }
        let share = { (value: Double) in " (" + NumberText.percent(value / gap, decimals: 1) + ")" }
        var parts: [String] = []
        if !comparison.sameYear, !comparison.missing.isEmpty {
            parts.append("older figures summed for " + list(comparison.missing, measure))
        }
        for part in comparison.parts {
            let sized = amount(part.amount) + share(part.amount)
            let names = part.economies.joined(separator: " + ")
            switch part.kind {
            case .withoutFigure:
                parts.append(
                    "no \(comparison.year) figure for \(list(comparison.missing, measure)): \(sized) at their last figures"
                )
            case .otherMembers where part.amount > 0:
                parts.append("the Bank counts \(names), which the list puts in another group: \(sized)")
            case .otherMembers:
                parts.append(
                    "the Bank leaves out \(names), listed here: \(sized); its members are not the current list")
            case .unclassified:
                parts.append("\(names), not classified today: \(sized), which the Bank's group may still count")
            case .bankEstimate where part.amount > 0:
                let rest = comparison.parts.count > 1 ? "the rest, " : ""
                parts.append("\(rest)the Bank's own estimate of what no listed economy holds: \(sized)")
            case .bankEstimate where comparison.parts.count > 1:
                parts.append(
                    "the rest, \(sized) less: the Bank's estimates fall below those figures, or its members are not "
                        + "the current list")
            case .bankEstimate:
                parts.append(
                    "the Bank counts \(sized) less than the listed economies hold: its members are not the current list"
                )
            }
        }
        return "\(measure.title) \(NumberText.percent(comparison.difference, decimals: 2)) (\(amount(gap))): "
            + parts.joined(separator: "; ") + "."
    }

    /// `MNP ($858 M in 2020), PRK (never)`, at most six named.
    private static func list(_ missing: [Reconciliation.Gap], _ measure: Measure) -> String {
        let named = missing.prefix(6).map { gap in
            gap.id + " (" + (gap.latest.map { "\(measure.kind.format($0.value)) in \($0.year)" } ?? "never") + ")"
        }
        return named.joined(separator: ", ")
            + (missing.count > named.count ? " and \(missing.count - named.count) more" : "")
    }
}
