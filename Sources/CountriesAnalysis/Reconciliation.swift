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
        /// The status and footnote the Bank gives its aggregate's figure, shown beside it; `nil`
        /// when it gives neither.
        public let bankNote: ObservationNote?
        /// The group's economies without a value in ``year`` (the Bank estimates them into its
        /// aggregate), each with its latest value, `nil` when it has none at all.
        public let missing: [Gap]
        /// True when ours sums values of ``year`` only; false for a "latest" sum that takes an
        /// earlier value of the economies in ``missing``.
        public let sameYear: Bool
        /// The gap (``unheld``) split into parts that add up to it exactly: the economies without a
        /// figure at their last one, the economies the Bank's group counts otherwise, and the
        /// Bank's own estimate of the rest.
        public let parts: [GapPart]

        /// Our sum over the Bank's figure minus one: -0.071 is 7.1 % below it.
        public var difference: Double { ours / bank - 1 }
        /// The Bank's figure minus ours: what it counts that no listed economy holds (negative when
        /// it counts less).
        public var unheld: Double { bank - ours }
        /// True when the two agree to the precision shown (0.00 %).
        public var agrees: Bool { abs(difference) < 0.000_05 }
    }

    /// One part of the gap between the Bank's aggregate and our sum, signed as ``Comparison/unheld``
    /// (positive where the Bank counts more).
    public struct GapPart: Sendable, Hashable {
        /// What the part is.
        public enum Kind: Sendable, Hashable {
            /// The economies without a figure in the year, at their last figure (an estimate the
            /// Bank makes in its own way).
            case withoutFigure
            /// Economies whose values make up this part exactly: the Bank's group counts economies
            /// the list puts in another group (positive), or leaves out some it puts in this one.
            case otherMembers
            /// An economy the list leaves unclassified today that the Bank's group may still count.
            case unclassified
            /// What the Bank counts beyond the other parts: its own estimates for economies without
            /// figures and for what no listed economy holds.
            case bankEstimate
        }

        /// What the part is.
        public let kind: Kind
        /// Its amount, positive where the Bank counts more.
        public let amount: Double
        /// The economies it is of, by ISO code.
        public let economies: [String]
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
        self.init(
            summary, aggregateID: id, economies: economies, aggregates: aggregates,
            isMember: { summary.region == nil || $0.country.region.id == id })
    }

    /// Compares `summary` with the aggregate `aggregateID` among `aggregates`; the members are the
    /// economies of `economies` that `isMember` accepts (a region's, a group's), the others the
    /// rest. `nil` without such an aggregate.
    init?(
        _ summary: RegionSummary, aggregateID id: String, economies: [Economy], aggregates: [Economy],
        isMember: (Economy) -> Bool
    ) {
        guard let aggregate = aggregates.first(where: { $0.country.id == id }) else { return nil }
        let members = economies.filter(isMember)
        let others = economies.filter { !isMember($0) }
        func compare(_ code: IndicatorCode, _ ours: Double?, _ years: ClosedRange<Int>?) -> Comparison? {
            guard let ours, let year = summary.year ?? years?.upperBound,
                let bank = aggregate.value(code, in: year), bank != 0
            else { return nil }
            let missing = members.filter { $0.value(code, in: year) == nil }
            let gap = bank - ours
            let sameYear = summary.year != nil || years?.count == 1
            let gaps = missing.map { Gap(id: $0.country.id, latest: $0.latest(code)) }
            // What the economies without a figure held when they last had one; in a "latest" sum
            // those values are already in ours.
            let carried = sameYear ? gaps.compactMap(\.latest?.value).reduce(0, +) : 0
            let rest = gap - carried
            let pool = rest > 0 ? others : members
            let exact = Self.makingUp(abs(rest), in: pool, code: code, year: year)
            let membership =
                exact.isEmpty && rest > 0 ? Self.unclassified(rest, in: others, code: code, year: year) : exact
            let named = membership.compactMap { id in economies.first { $0.country.id == id } }
            let counted = named.compactMap { $0.value(code, in: year) }.reduce(0, +) * (rest > 0 ? 1 : -1)
            var parts: [GapPart] = []
            if !gaps.isEmpty, sameYear {
                parts.append(GapPart(kind: .withoutFigure, amount: carried, economies: gaps.map(\.id)))
            }
            if !membership.isEmpty {
                parts.append(
                    GapPart(kind: exact.isEmpty ? .unclassified : .otherMembers, amount: counted, economies: membership)
                )
            }
            let estimate = rest - (membership.isEmpty ? 0 : counted)
            if abs(estimate) > abs(gap) * 1e-9 {
                parts.append(GapPart(kind: .bankEstimate, amount: estimate, economies: []))
            }
            return Comparison(
                year: year, ours: ours, bank: bank, bankNote: aggregate.note(code, in: year), missing: gaps,
                sameYear: sameYear, parts: parts)
        }
        aggregateID = id
        population = compare(.population, summary.population, summary.populationYears)
        gdp = compare(.gdp, summary.gdp, summary.gdpYears)
    }

    /// The economies of `others` that today's list leaves unclassified (income `INX`) whose values
    /// in `year` hold at least half of `amount` and no more than it: the Bank's group may still count
    /// one it classified before (Ethiopia in Low income).
    private static func unclassified(_ amount: Double, in others: [Economy], code: IndicatorCode, year: Int) -> [String]
    {
        others.filter { $0.country.region.id == Country.unclassifiedIncomeID }.compactMap { economy in
            economy.value(code, in: year).flatMap { $0 >= amount / 2 && $0 <= amount ? economy.country.id : nil }
        }.prefix(1).map { $0 }
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

    /// This summary of the members of `group` with the Bank's aggregate of the group beside it;
    /// `economies` are every economy, `aggregates` the Bank's own.
    public func reconciled(asMembersOf group: GroupMembers, economies: [Economy], aggregates: [Economy])
        -> RegionSummary
    {
        let members = Set(group.members.map(\.id))
        var summary = self
        summary.reconciliation = Reconciliation(
            self, aggregateID: group.group.id, economies: economies.filter { !$0.country.isAggregate },
            aggregates: aggregates, isMember: { members.contains($0.country.id) })
        return summary
    }
}
