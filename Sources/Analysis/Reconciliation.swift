public import WorldBank

/// A group's sum beside the World Bank's own aggregate for it (WLD for every economy, the region,
/// income or lending group otherwise), with what the data shows of the gap: analysts quote the
/// Bank's figures, so a sum that differs must say by how much and why.
public struct Reconciliation: Sendable, Hashable {
    /// The Bank's aggregate compared with: `WLD`, `EAS`, `HIC`, `IDX`…
    public let aggregateID: String
    /// Population: our sum against the Bank's; `nil` when either has none.
    public let population: Comparison?
    /// GDP: our sum against the Bank's; `nil` when either has none.
    public let gdp: Comparison?

    /// One measure of a group against the Bank's aggregate of the same year.
    public struct Comparison: Sendable, Hashable {
        /// The year of the Bank's figure: the year summed, or the newest year of a "latest" sum.
        public let year: Int
        /// Our sum, as shown beside it.
        public let ours: Double
        /// The Bank's aggregate.
        public let bank: Double
        /// The group's economies without a value in ``year`` (the Bank estimates them into its
        /// aggregate), each with its latest value, `nil` when it has none at all.
        public let missing: [Gap]
        /// When nothing is missing, the economies whose values make up exactly the gap: outside the
        /// group when the Bank counts more (the Bank's SAS GDP holds AFG and PAK), inside it when it
        /// counts less. Either way the Bank's membership is not the current list.
        public let membership: [String]
        /// True when ours sums values of ``year`` only; false for a "latest" sum that takes an
        /// earlier value of the economies in ``missing``.
        public let sameYear: Bool

        /// Our sum over the Bank's figure minus one: -0.071 is 7.1 % below it.
        public var difference: Double { ours / bank - 1 }
        /// The Bank's figure minus ours: what it counts that no listed economy holds (negative when
        /// it counts less).
        public var unheld: Double { bank - ours }
        /// True when the two agree to the precision shown (0.00 %).
        public var agrees: Bool { abs(difference) < 0.000_05 }
    }

    /// An economy of the group without a value in the year compared.
    public struct Gap: Sendable, Hashable {
        /// Its ISO code.
        public let id: String
        /// Its latest value and that value's year; `nil` when the Bank has none.
        public let latest: YearValue?
    }

    /// Compares `summary` with its aggregate among `aggregates`; `economies` are every economy
    /// grouped as the summary is (its members and the others). `nil` without such an aggregate.
    init?(_ summary: RegionSummary, economies: [Economy], aggregates: [Economy]) {
        let id = summary.region?.id ?? "WLD"
        guard let aggregate = aggregates.first(where: { $0.country.id == id }) else { return nil }
        let members = economies.filter { summary.region == nil || $0.country.region.id == id }
        let others = economies.filter { summary.region != nil && $0.country.region.id != id }
        func compare(_ code: IndicatorCode, _ ours: Double?, _ years: ClosedRange<Int>?) -> Comparison? {
            guard let ours, let year = summary.year ?? years?.upperBound,
                let bank = aggregate.value(code, in: year), bank != 0
            else { return nil }
            let missing = members.filter { $0.value(code, in: year) == nil }
            let gap = bank - ours
            let sameYear = summary.year != nil || years?.count == 1
            let pool = missing.isEmpty ? (gap > 0 ? others : members) : []
            return Comparison(
                year: year, ours: ours, bank: bank,
                missing: missing.map { Gap(id: $0.country.id, latest: $0.latest(code)) },
                membership: Self.makingUp(abs(gap), in: pool, code: code, year: year), sameYear: sameYear)
        }
        aggregateID = id
        population = compare(.population, summary.population, summary.populationYears)
        gdp = compare(.gdp, summary.gdp, summary.gdpYears)
    }

    /// One or two economies of `pool` whose values in `year` add up to `amount` to a millionth of it
    /// (no more: a looser match would find chance pairs among 200 economies); none when none do.
    private static func makingUp(_ amount: Double, in pool: [Economy], code: IndicatorCode, year: Int) -> [String] {
        guard amount > 0 else { return [] }
        let values = pool.compactMap { economy in economy.value(code, in: year).map { (economy.country.id, $0) } }
        let near = { (sum: Double) in abs(sum - amount) <= amount * 1e-6 }
        if let one = values.first(where: { near($0.1) }) { return [one.0] }
        for (index, first) in values.enumerated() {
            if let second = values[(index + 1)...].first(where: { near(first.1 + $0.1) }) {
                return [first.0, second.0]
            }
        }
        return []
    }
}

extension RegionSummary {
    /// This summary with the Bank's aggregate beside it (``Reconciliation``); `economies` are every
    /// economy, grouped as the summaries are, and `aggregates` the Bank's own.
    public func reconciled(economies: [Economy], aggregates: [Economy]) -> RegionSummary {
        var summary = self
        summary.reconciliation = Reconciliation(self, economies: economies, aggregates: aggregates)
        return summary
    }
}
