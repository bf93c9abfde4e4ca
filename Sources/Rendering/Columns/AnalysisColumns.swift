import Analysis
import WorldBank

/// The columns an analyst asks for beside a measure: its growth (`--growth`, with a range), its
/// shares (`--share`) and its rank (`--rank`), computed from the listing's own rows, in percent,
/// with the unit in every name (`population_cagr_pct`, `gdp_usd_share_region_pct`).
enum AnalysisColumns {
    /// The columns `listing`'s query asks for beside `measure` in the long layout, drawn with the
    /// group of the measure's own column and written beside it in JSON.
    static func beside(_ measure: Measure, in listing: Listing, group: ColumnGroup?) -> [Column<CountryRow>] {
        let query = listing.query
        let derived = group.map { ColumnGroup(name: $0.name, member: nil, title: $0.title) }
        var columns: [Column<CountryRow>] = []
        if query.growth, listing.isPanel {
            let series = values(of: measure, in: listing)
            let key = measure.key + SortKey.Statistic.change.suffix
            columns.append(
                Column(
                    "\(measure.header) change (%)", terminalHeader: "\(measure.terminalHeader) chg", key: key,
                    kind: .growth, dropPriority: 1, group: derived
                ) { row in
                    .number(
                        row.year.flatMap {
                            Growth.change(from: series[row.country.id]?[$0 - 1], to: series[row.country.id]?[$0])
                        })
                })
            columns += growth(measure, series: series, group: derived) { $0.country.id }
        }
        if query.share, !listing.isPanel, measure.isSummable(in: query), let code = measure.code {
            let economies = listing.rows.filter { !$0.country.isAggregate }
            let listed = economies.compactMap { measure.row($0)?.value }.reduce(0, +)
            let shares: [(SortKey.Statistic, String, String, @Sendable (CountryRow) -> Double?)] = [
                (.shareOfRegion, "% of region", "% region", { listing.regionTotals[$0.country.region.id]?[code] }),
                (.shareOfListed, "% of listed", "% listed", { _ in listed }),
            ]
            for (statistic, header, terminal, total) in shares {
                let key = measure.key + statistic.suffix
                columns.append(
                    Column(
                        "\(measure.header) \(header)", terminalHeader: "\(measure.terminalHeader) \(terminal)",
                        key: key,
                        kind: .share, dropPriority: 1, group: derived
                    ) { row in
                        guard !row.country.isAggregate, let value = measure.row(row)?.value, let total = total(row),
                            total > 0
                        else { return .number(nil) }
                        return .number(value / total * 100)
                    })
            }
        }
        if query.rank {
            let ranks = Self.ranks(of: measure, in: listing)
            let key = measure.key + SortKey.Statistic.rank.suffix
            columns.append(
                Column(
                    "\(measure.header) rank", terminalHeader: "\(measure.terminalHeader) rank", key: key, kind: .count,
                    dropPriority: 1, group: derived
                ) { .integer(ranks[RankKey(id: $0.country.id, year: $0.year)]) })
        }
        return columns
    }

    /// The columns of the wide layout beside `measure`'s years: its growth over the range, and its
    /// rank in the first and the last year and the move between them.
    static func wide(_ measure: Measure, in listing: Listing) -> [Column<EconomySeries>] {
        let years = listing.query.year.years
        var columns: [Column<EconomySeries>] = []
        let derived = ColumnGroup(name: measure.key, member: nil, title: measure.header)
        if listing.query.growth {
            columns += growth(measure, series: values(of: measure, in: listing), group: derived) { $0.country.id }
        }
        if listing.query.rank, let first = years.first, let last = years.last {
            let ranks = Self.ranks(of: measure, in: listing)
            @Sendable func rank(_ series: EconomySeries, _ year: Int) -> Int? {
                ranks[RankKey(id: series.country.id, year: year)]
            }
            columns += [
                Column(
                    "Rank \(first)", key: "\(measure.key)_rank_\(first)", kind: .count, group: derived
                ) {
                    .integer(rank($0, first))
                },
                Column("Rank \(last)", key: "\(measure.key)_rank_\(last)", kind: .count, group: derived) {
                    .integer(rank($0, last))
                },
                Column("Rank move", key: "\(measure.key)_rank_move", kind: .count, group: derived) {
                    series in
                    .integer(rank(series, first).flatMap { before in rank(series, last).map { before - $0 } })
                },
            ]
        }
        return columns
    }

    /// The compound annual growth over the range and the years it spans, of each economy.
    private static func growth<Row>(
        _ measure: Measure, series: [String: [Int: Double]], group: ColumnGroup?,
        id: @escaping @Sendable (Row) -> String
    ) -> [Column<Row>] {
        let rates = series.compactMapValues { Growth.compoundAnnual($0) }
        let (rateKey, yearsKey) = (measure.key + SortKey.Statistic.compoundGrowth.suffix, "\(measure.key)_cagr_years")
        // When every rate spans the same years, people read the span in the heading, not on each row.
        let spans = Set(rates.values.map { "\($0.first):\($0.last)" })
        let shared = spans.count == 1 ? spans.first.map { " \($0)" } ?? "" : ""
        return [
            Column(
                "\(measure.header) CAGR\(shared) (%)", terminalHeader: "\(measure.terminalHeader) CAGR\(shared)",
                key: rateKey, kind: .growth, dropPriority: 1, group: group
            ) { .number(rates[id($0)]?.percent) },
            Column(
                "\(measure.header) CAGR years", terminalHeader: "CAGR years", key: yearsKey, kind: .label(width: 6),
                audience: shared.isEmpty ? .all : .machines, dropPriority: 1, group: group
            ) { row in .text(rates[id(row)].map { "\($0.first):\($0.last)" }) },
        ]
    }

    /// Each economy's values of `measure` by year over the listing's rows.
    private static func values(of measure: Measure, in listing: Listing) -> [String: [Int: Double]] {
        var series: [String: [Int: Double]] = [:]
        for row in listing.rows {
            if let year = row.year ?? measure.row(row)?.year, let value = measure.row(row)?.value {
                series[row.country.id, default: [:]][year] = value
            }
        }
        return series
    }

    /// An economy in one year of a range (`year` is `nil` outside a range).
    private struct RankKey: Hashable {
        let id: String
        let year: Int?
    }

    /// Each economy's rank by `measure` among the listed economies of its year, 1 for the largest;
    /// equal values share a rank. The World Bank's aggregates are not ranked.
    private static func ranks(of measure: Measure, in listing: Listing) -> [RankKey: Int] {
        var ranks: [RankKey: Int] = [:]
        let economies = listing.rows.filter { !$0.country.isAggregate }
        for (year, rows) in Dictionary(grouping: economies, by: \.year) {
            let values = rows.compactMap { row in measure.row(row).map { (row.country.id, $0.value) } }
            let sorted = values.map(\.1).sorted(by: >)
            for (id, value) in values {
                ranks[RankKey(id: id, year: year)] = (sorted.firstIndex(of: value) ?? 0) + 1
            }
        }
        return ranks
    }
}
