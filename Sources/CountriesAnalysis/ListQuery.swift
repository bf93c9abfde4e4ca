public import WorldBank

/// What a listing asks for: the filters, the year, the order and the extra columns.
public struct ListQuery: Sendable, Hashable {
    /// Only economies of this region, if set.
    public var region: Classification?
    /// Only economies of this income level, if set.
    public var income: Classification?
    /// Only economies of this lending type (IDA, IBRD, Blend), if set.
    public var lending: Classification?
    /// The year shown.
    public var year: YearSelection
    /// The order of the rows.
    public var sort: SortKey
    /// Largest first (or Z to A).
    public var descending: Bool
    /// At most this many rows, after sorting.
    public var limit: Int?
    /// Extra indicator columns.
    public var extras: [IndicatorCode]
    /// With a range: each measure's compound annual growth and its change from the year before.
    public var growth = false
    /// With a range: only economies with every listed figure in the range's first and last year.
    public var fullSpan = false
    /// Each economy's share of its region's total and of the listed total, for summable measures.
    public var share = false
    /// Each economy's rank per measure among those listed (1 = largest).
    public var rank = false
    /// Indicators (among ``extras``) also divided by the population of the same year.
    public var perCapita: [IndicatorCode] = []
    /// The extra indicators that can be summed (not rates, shares or averages), so shares of them mean something.
    public var summable: Set<IndicatorCode> = []
    /// True when the Bank's footnotes were asked for (`footnote=y`): each figure the Bank publishes
    /// then has a footnote column beside it.
    public var footnotes = false
    /// Only the members of this World Bank group, then the Bank's own aggregate of it; the
    /// listing's total is their sum reconciled with that aggregate.
    public var group: GroupMembers?
    /// Only these entries of the country list (ISO3 ids, economies or the Bank's aggregates), in
    /// the order given; empty for every economy.
    public var countries: [String]

    /// Creates a query; the defaults list every economy of the latest year by name.
    public init(
        region: Classification? = nil, income: Classification? = nil, lending: Classification? = nil,
        year: YearSelection = .latest,
        sort: SortKey = .name, descending: Bool = false, limit: Int? = nil, extras: [IndicatorCode] = [],
        countries: [String] = []
    ) {
        self.region = region
        self.income = income
        self.lending = lending
        self.year = year
        self.sort = sort
        self.descending = descending
        self.limit = limit
        self.extras = extras
        self.countries = countries
    }

    /// The economies this query lists, before sorting: the members of ``group`` and its aggregate,
    /// else those named by ``countries`` in the order given (aggregates included), else every
    /// economy; then those of ``region``, ``income`` and ``lending``.
    public func select(from economies: [Economy], aggregates: [Economy] = []) -> [Economy] {
        let members = group.map { Set($0.members.map(\.id)) }
        let chosen =
            if let group, let members {
                economies.filter { members.contains($0.country.id) }
                    + aggregates.filter { $0.country.id == group.group.id }
            } else if countries.isEmpty {
                economies
            } else {
                countries.compactMap { id in (economies + aggregates).first { $0.country.id == id } }
            }
        return chosen.filter { economy in
            (region == nil || economy.country.region.id == region?.id)
                && (income == nil || economy.country.incomeLevel.id == income?.id)
                && (lending == nil || economy.country.lendingType.id == lending?.id)
        }
    }
}
