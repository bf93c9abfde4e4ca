public import CountriesAnalysis
import WorldBank

/// Why a sum differs from the World Bank's own aggregate, in words made from the parts of the gap
/// (``Reconciliation/GapPart``): each part is said with its amount, so that they add up to the gap,
/// and nothing is said that no part holds.
public enum ReconciliationText {
    /// One sentence per measure that differs (`GDP -7.90% ($353 B): the Bank's aggregate counts …`);
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

    /// `GDP -7.90% ($353 B): the Bank's aggregate counts Afghanistan (AFG) and Pakistan (PAK), …:
    /// $338 B; …; the rest, $18.0 B more in the Bank's figure, …`. Every part with its amount.
    private static func reason(_ comparison: Reconciliation.Comparison, _ measure: Measure) -> String? {
        guard !comparison.agrees else { return nil }
        let people = measure.code == .population ? " people" : ""
        let amount = { (value: Double) in measure.kind.format(abs(value)) + people }
        let year = comparison.year
        let parts = comparison.parts.map { part -> String in
            switch part.kind {
            case .mixedYears:
                return "ours sums older figures where the Bank's \(year) aggregate has none of theirs: "
                    + list(part.figures, measure, withYears: true) + ", \(amount(part.amount)) in all"
            case .countedElsewhere:
                return "the Bank's aggregate counts \(names(part.figures, measure, year)), which the country list "
                    + "puts in another group (\(proof(part.evidence, counted: true))): \(amount(part.amount))"
            case .leftOut:
                return "the Bank's aggregate leaves out \(names(part.figures, measure, year)), listed here "
                    + "(\(proof(part.evidence, counted: false))): \(amount(part.amount))"
            case .unlisted:
                return "\(part.figures.map(\.name).joined(separator: ", ")), which the Bank's aggregates count and "
                    + "its country list does not (\(proof(part.evidence, counted: true))): \(amount(part.amount))"
            case .remainder:
                let direction = part.amount > 0 ? "more" : "less"
                let unlisted = part.figures.filter { UnlistedEconomy.isKnown($0.id) }
                let estimated = part.figures.filter { !UnlistedEconomy.isKnown($0.id) }
                var held: [String] = []
                if !estimated.isEmpty {
                    held.append(
                        "it estimates \(sentence(estimated.prefix(8).map(\.id), more: estimated.count - 8)), "
                            + "without a \(year) figure")
                }
                if !unlisted.isEmpty {
                    held.append("it counts \(sentence(unlisted.map(\.name))), which its country list does not")
                }
                return (comparison.parts.count > 1 ? "the rest, " : "")
                    + "\(amount(part.amount)) \(direction) in the Bank's figure, which the figures held do not split"
                    + (held.isEmpty ? "" : " (\(held.joined(separator: "; ")))")
            }
        }
        return
            "\(measure.title) \(NumberText.percent(comparison.difference, decimals: 2)) (\(amount(comparison.unheld))): "
            + parts.joined(separator: "; ") + "."
    }

    /// `Afghanistan (AFG, no 2023 figure) and Pakistan (PAK, $338 B)`.
    private static func names(_ figures: [Reconciliation.Figure], _ measure: Measure, _ year: Int) -> String {
        sentence(
            figures.map { figure in
                "\(figure.name) (\(figure.id), "
                    + (figure.value.map { measure.kind.format($0.value) } ?? "no \(year) figure") + ")"
            })
    }

    /// `its 2022 and 2021 figures are exactly the members' and theirs`, `WLD lacks as much`.
    private static func proof(_ evidence: Reconciliation.Evidence, counted: Bool) -> String {
        switch evidence {
        case .none: ""
        case .matchedExactly(let years):
            "its \(sentence(years.map(String.init))) figures are exactly "
                + (counted ? "the members' and theirs" : "the other members'")
        case .sameGap(let ids):
            "\(sentence(ids)) \(ids.count == 1 ? "lacks" : "lack") exactly as much"
        }
    }

    /// `VEN ($482 B, 2014), CUB ($107 B, 2020)`, largest first, at most six named.
    private static func list(_ figures: [Reconciliation.Figure], _ measure: Measure, withYears: Bool) -> String {
        let sorted = figures.sorted { ($0.value?.value ?? 0, $1.id) > ($1.value?.value ?? 0, $0.id) }
        let named = sorted.prefix(6).map { figure in
            figure.id + " ("
                + (figure.value.map { measure.kind.format($0.value) + (withYears ? ", \($0.year)" : "") } ?? "none")
                + ")"
        }
        return named.joined(separator: ", ")
            + (figures.count > named.count ? " and \(figures.count - named.count) more" : "")
    }

    /// `A`, `A and B`, `A, B and C`, and `… and 3 more` when `more` are left unnamed.
    private static func sentence(_ items: [String], more: Int = 0) -> String {
        let items = more > 0 ? items + ["\(more) more"] : items
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
