public import WorldBank

/// A finished listing: the rows in order, grouped by region, with totals. What renderers draw.
///
/// For a year range the rows are one per economy and year (economies in listing order, years
/// oldest first), ``series`` gathers them per economy, and there are no totals: adding up a
/// country's population over several years means nothing. The members of a group are summed
/// year by year instead (``yearTotals``), each year beside the Bank's aggregate of the group.
public struct Listing: Sendable, Hashable {
    /// The query that produced it.
    public let query: ListQuery
    /// Every listed row in listing order.
    public let rows: [CountryRow]
    /// The rows grouped by region, regions sorted by name, the World Bank's aggregates last; none
    /// for a panel, which is never drawn by region (grouping one was 8 % of a 60-indicator run).
    public let groups: [RegionGroup]
    /// The totals of every listed economy (aggregates left out); for the members of a group, their
    /// sum as the group's, reconciled with the Bank's own aggregate of it. For a panel, the sum of
    /// no row: a sum over several years means nothing (``yearTotals`` sums a group year by year).
    public internal(set) var total: RegionSummary
    /// For ``ListQuery/share``: each region's total of population, GDP and the extra indicators
    /// over all its economies (listed or not), by region id and indicator.
    public internal(set) var regionTotals: [String: [IndicatorCode: Double]] = [:]
    /// For the members of a group over a range of years (`list --in EUU --year 2010:2020`): the
    /// members' sum of each year, oldest first, each reconciled with the Bank's aggregate of the
    /// group in that year when every member is listed; empty for any other listing.
    public internal(set) var yearTotals: [RegionSummary] = []

    /// The name of the group that holds the World Bank's own aggregates.
    public static let aggregatesGroup = Classification(
        id: Country.aggregateRegionID, iso2Code: "", name: "World Bank aggregates, not added into totals")

    /// Groups `rows` (already filtered, sorted and limited) by region, unless they are a panel's.
    public init(query: ListQuery, rows: [CountryRow]) {
        self.query = query
        self.rows = rows
        guard query.year.years.isEmpty else {
            groups = []
            total = RegionSummary(region: nil, rows: [])
            return
        }
        // Grouped by position, then each group's rows copied once: a row is large.
        var byRegion: [String: (region: Classification, rows: [Int])] = [:]
        for (position, row) in rows.enumerated() {
            let region = row.country.isAggregate ? Self.aggregatesGroup : row.country.region
            byRegion[region.id, default: (region, [])].rows.append(position)
        }
        // Regions by name, the World Bank's aggregates last.
        groups = byRegion.values.map { RegionGroup(region: $0.region, rows: $0.rows.map { rows[$0] }) }.sorted { a, b in
            a.holdsEconomies != b.holdsEconomies ? a.holdsEconomies : NameKey(a.region.name) < NameKey(b.region.name)
        }
        total = RegionSummary(region: nil, rows: rows)
    }

    /// True when the query names years per economy (`--year latest`), so year columns are shown.
    public var showsYears: Bool { query.year == .latest }

    /// True for a year range: one row per economy and year.
    public var isPanel: Bool { !query.year.years.isEmpty }

    /// True for a ranking (`--sort … --limit N`), which must read top to bottom, not by region.
    public var isRanking: Bool { query.sort != .name && query.limit != nil }

    /// True when people see the economies under one heading per region with subtotals: not for a
    /// single region, a ranking or panel data.
    public var isGroupedByRegion: Bool { query.region == nil && query.group == nil && !isRanking && !isPanel }

    /// True when some rows are the World Bank's own aggregates.
    public var hasAggregates: Bool { rows.contains { $0.country.isAggregate } }

    /// The rows of each economy together, in listing order.
    public var series: [EconomySeries] {
        var series: [EconomySeries] = []
        for row in rows {
            if series.last?.country.id != row.country.id {
                series.append(EconomySeries(country: row.country, rows: []))
            }
            series[series.count - 1].rows.append(row)
        }
        return series
    }

    /// The listing `query` asks of `economies` (every real economy of an answer, in country-list
    /// order) and `aggregates` (the World Bank's own, listed only when `query` names them):
    /// selected, sorted, limited, grouped by region, with totals. A pure function of its inputs, so it
    /// runs on any actor; ``ReportModel``, which the commands and an app drive, draws its listing with it.
    public static func make(economies: [Economy], aggregates: [Economy] = [], query: ListQuery) -> Listing {
        var listing = make(
            selected: query.select(from: economies, aggregates: aggregates), query: query,
            regionTotals: query.share ? totals(of: economies, query: query) : [:])
        if let group = query.group {
            // Only the sum of every member is the group's: a sum cut by --limit or --full-span is not compared.
            func reconciled(_ total: RegionSummary) -> RegionSummary {
                total.economies == group.members.count
                    ? total.reconciled(asMembersOf: group, economies: economies, aggregates: aggregates) : total
            }
            if listing.isPanel {
                // One sum a year: a sum over several years means nothing.
                var byYear: [Int: [CountryRow]] = [:]
                for row in listing.rows { if let year = row.year { byYear[year, default: []].append(row) } }
                listing.yearTotals = query.year.years.map { year in
                    reconciled(RegionSummary(region: group.group, rows: byYear[year] ?? [], year: year))
                }
            } else {
                listing.total = reconciled(RegionSummary(region: group.group, rows: listing.rows))
            }
        }
        return listing
    }

    /// Each region's total of population, GDP and the extras over `economies` in the query's year.
    private static func totals(of economies: [Economy], query: ListQuery) -> [String: [IndicatorCode: Double]] {
        var totals: [String: [IndicatorCode: Double]] = [:]
        for economy in economies where !economy.country.isAggregate {
            let row = CountryRow(economy: economy, selection: query.year, extras: query.extras)
            let values = zip([IndicatorCode.population, .gdp] + query.extras, [row.population, row.gdp] + row.extras)
            for case (let code, let value?) in values {
                totals[economy.country.region.id, default: [:]][code, default: 0] += value.value
            }
        }
        return totals
    }

    /// The listing of economies already chosen by ``ListQuery/select(from:aggregates:)``, for a
    /// caller that needs the chosen economies themselves too (the report's trends); `regionTotals`
    /// are those of ``regionTotals``.
    public static func make(
        selected: [Economy], query: ListQuery, regionTotals: [String: [IndicatorCode: Double]] = [:]
    ) -> Listing {
        // One row per economy, or per economy and year of a range, oldest first.
        let years = query.year.years
        var series = selected.map { economy in
            EconomySeries(
                country: economy.country,
                rows: years.isEmpty
                    ? [
                        CountryRow(
                            economy: economy, selection: query.year, extras: query.extras, perCapita: query.perCapita)
                    ]
                    : CountryRow.rows(of: economy, years: years, extras: query.extras, perCapita: query.perCapita))
        }
        if query.fullSpan, let first = years.first {
            let figures = SortKey.Figure.listed(in: query)
            series.removeAll { series in
                [series.row(first), series.rows.last].contains { row in
                    row.map { row in figures.contains { $0.value(in: row, of: query) == nil } } ?? true
                }
            }
        }
        let order =
            query.countries.isEmpty || query.sort != .name
            ? sort(series, query: query, regionTotals: regionTotals) : Array(series.indices)
        // A group's own aggregate comes after its members, whatever the order, and is never cut.
        let isGroupAggregate = { (index: Int) in query.group != nil && series[index].country.isAggregate }
        let economies = order.filter { !isGroupAggregate($0) }
        let listed = (query.limit.map { Array(economies.prefix($0)) } ?? economies) + order.filter(isGroupAggregate)
        var listing = Listing(query: query, rows: listed.flatMap { series[$0].rows })
        listing.regionTotals = regionTotals
        return listing
    }

    /// The positions of `series` in the order `query` asks for.
    private static func sort(
        _ series: [EconomySeries], query: ListQuery, regionTotals: [String: [IndicatorCode: Double]]
    ) -> [Int] {
        // Positions are sorted, not the rows: a row is a large value, and a sort moves its elements
        // many times.
        let names = series.map { NameKey($0.country.name) }
        let values = query.sort.values(of: series, query: query, regionTotals: regionTotals) ?? []
        func value(_ index: Int) -> Double? { values.indices.contains(index) ? values[index] : nil }
        let descending = query.descending != query.sort.isReversed
        // Rows without a value go last either way; ties, and every row when sorting by name, go by name.
        return series.indices.sorted { a, b in
            switch (value(a), value(b)) {
            case (let x?, let y?) where x != y: descending ? x > y : x < y
            case (.some, nil): true
            case (nil, .some): false
            default: query.descending && query.sort == .name ? names[b] < names[a] : names[a] < names[b]
            }
        }
    }
}
