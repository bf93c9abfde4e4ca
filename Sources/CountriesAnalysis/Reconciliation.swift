public import WorldBank

/// A group's sum beside the World Bank's own aggregate for it (WLD for every economy, the region,
/// income or lending group otherwise), with the gap between them split into parts computed from
/// the figures held: analysts quote the Bank's figures, so a sum that differs must say by how much
/// and why, and a cause is named only with the figure that makes its part.
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
        /// The group's economies without a value in ``year``, each with its latest value (`nil`
        /// when it has none at all).
        public let missing: [Figure]
        /// True when ours sums values of ``year`` only; false for a "latest" sum that takes an
        /// earlier value of some economies.
        public let sameYear: Bool
        /// The gap (``unheld``) split into parts that add up to it, in a fixed order: years mixed by
        /// a "latest" sum, the economies the Bank's aggregate counts otherwise, an economy it counts
        /// that the country list does not, and the remainder no figure held splits.
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
        /// What the part is; each is computed, never supposed.
        public enum Kind: Sendable, Hashable {
            /// A "latest" sum holds older figures of the economies without one in the aggregate's
            /// year (``GapPart/figures``, with their years), which the Bank's aggregate of that year
            /// does not hold: their sum, negative.
            case mixedYears
            /// The Bank's aggregate counts economies the country list puts in another group: in the
            /// years of ``GapPart/evidence`` it equals the members' figures plus theirs exactly. The
            /// part is their figures of the year; one without a figure that year is estimated by the
            /// Bank and left in the remainder.
            case countedElsewhere
            /// The Bank's aggregate leaves out members of the group, found as for
            /// ``countedElsewhere``: their figures of the year, negative.
            case leftOut
            /// An economy the Bank's aggregates count that its country list does not (Taiwan,
            /// China): the gap left, found the same in another of its aggregates (``GapPart/evidence``)
            /// where every listed member has a figure.
            case unlisted
            /// What the figures held do not split. ``GapPart/figures`` are the economies the Bank
            /// counts without a figure in the year, which it estimates into its aggregate.
            case remainder
        }

        /// What the part is.
        public let kind: Kind
        /// Its amount, positive where the Bank counts more.
        public let amount: Double
        /// The economies it is of, each with the figure it adds (its year's, or the older one a
        /// "latest" sum took); a figure is `nil` for an economy without one.
        public let figures: [Figure]
        /// What shows the part: the years the Bank's aggregate matched exactly, or the other
        /// aggregates with the same gap; empty for the parts that need no proof.
        public let evidence: Evidence

        /// Creates a part.
        public init(kind: Kind, amount: Double, figures: [Figure], evidence: Evidence = .none) {
            self.kind = kind
            self.amount = amount
            self.figures = figures
            self.evidence = evidence
        }
    }

    /// What shows a part of the gap to be what it says.
    public enum Evidence: Sendable, Hashable {
        /// Nothing beyond the figures of the part.
        case none
        /// The Bank's aggregate equals the listed members' figures, with these economies counted
        /// or left out, to a billionth in each of these years (newest first).
        case matchedExactly(years: [Int])
        /// These other aggregates of the Bank, whose listed members all have a figure, miss the
        /// same amount.
        case sameGap(aggregateIDs: [String])
    }

    /// An economy and one of its figures.
    public struct Figure: Sendable, Hashable {
        /// Its code: ISO 3166 alpha-3, or the Bank's.
        public let id: String
        /// Its name, as the Bank writes it.
        public let name: String
        /// The figure and its year; `nil` when there is none.
        public let value: YearValue?

        /// Creates a figure.
        public init(id: String, name: String, value: YearValue?) {
            self.id = id
            self.name = name
            self.value = value
        }
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
        let group = AggregateGroup(
            aggregate: aggregate, members: economies.filter(isMember), others: economies.filter { !isMember($0) })
        func compare(_ code: IndicatorCode, _ ours: Double?, _ years: ClosedRange<Int>?) -> Comparison? {
            guard let ours, let year = summary.year ?? years?.upperBound else { return nil }
            let sameYear = summary.year != nil || years?.count == 1
            return group.comparison(
                code, ours: ours, year: year, sameYear: sameYear, economies: economies, aggregates: aggregates)
        }
        aggregateID = id
        population = compare(.population, summary.population, summary.populationYears)
        gdp = compare(.gdp, summary.gdp, summary.gdpYears)
    }
}

extension Reconciliation.Figure {
    /// `economy` with `value`.
    init(_ economy: Economy, _ value: YearValue?) {
        self.init(id: economy.country.id, name: economy.country.name, value: value)
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
