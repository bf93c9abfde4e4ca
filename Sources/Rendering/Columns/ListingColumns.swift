import CountriesAnalysis
import WorldBank

/// The columns of a listing, in order: the one place that says what `list`, the report's tables and
/// its CSV files show of an economy.
enum ListingColumns {
    /// The columns of `listing`, one row per economy, or per economy and year for a year range (the
    /// long layout: a `year` column, one plain column per indicator, no capital).
    ///
    /// The region column is shown to people only where the rows are not already under one heading
    /// per region; the `aggregate` column appears when the World Bank's own aggregates are listed.
    /// Each figure the Bank publishes has its footnote and status columns beside it as `notes`
    /// says (by default, the notes of the listing's rows in their order).
    static func all(for listing: Listing, notes: FigureNotes? = nil) -> [Column<CountryRow>] {
        let notes = notes ?? FigureNotes(listing: listing, rows: listing.rows)
        var regionAudience: Audience = .machines
        if !listing.isGroupedByRegion { regionAudience.insert(.terminal) }
        if listing.isRanking || listing.isPanel { regionAudience.insert(.markdown) }
        var columns = identity(
            for: listing, regionAudience: regionAudience, countryOf: { (row: CountryRow) in row.country })
        if listing.isPanel {
            columns.append(Column("Year", key: "year", kind: .year) { .integer($0.year) })
        } else {
            columns.append(
                Column("Capital", key: "capital", kind: .label(width: 9.5), dropPriority: 4) {
                    .text($0.country.capitalCity)
                })
        }
        for (index, measure) in Measure.listed(for: listing.query)
            .enumerated()
        {
            // The extra indicators gather in one JSON object, `indicators`.
            let isExtra = index >= Measure.core.count && !listing.isPanel
            let group = isExtra ? ColumnGroup(name: "indicators", member: measure.key, title: "") : nil
            let dated = !listing.isPanel && measure.yearKey != nil
            columns.append(
                Column(measure, dated: dated, group: group) { row in
                    dated ? .dated(measure.row(row)) : .number(measure.row(row)?.value)
                })
            if let code = measure.code {
                columns += notes.columns(beside: measure, group: group) { $0.notes[code] }
            }
            columns += AnalysisColumns.beside(measure, in: listing, group: group)
        }
        return columns + groupComparison(for: listing)
    }

    /// For the members of a group (`list --in EUU`), in the files programs read: on the row of the
    /// Bank's own aggregate of the group, the members' sum of population and GDP, its difference
    /// from the Bank's figure in that row, and why they differ (or that they agree); blank on the
    /// members' rows, and for a sum of some members only (`--limit`). Over a range of years, each
    /// of the aggregate's rows (one a year) holds the members' sum of its year.
    private static func groupComparison(for listing: Listing) -> [Column<CountryRow>] {
        guard let group = listing.query.group?.group.id else { return [] }
        let isPanel = listing.isPanel
        let totals = Dictionary(
            (isPanel ? listing.yearTotals : [listing.total]).map { (isPanel ? $0.year : nil, $0) }
        ) { first, _ in first }
        // The sum beside the row of the group's own aggregate (of the row's year); nil on the members' rows.
        @Sendable func total(beside row: CountryRow) -> RegionSummary? {
            row.country.id == group ? totals[isPanel ? row.year : nil] : nil
        }
        return comparisonCells.map { cell in
            Column(cell.header, key: cell.stem + cell.suffix, kind: cell.kind, audience: .machines) {
                cell.value(total(beside: $0))
            }
        }
    }

    /// One column of a group's sum against the Bank's aggregate: its header, its key (`stem` then
    /// `suffix`, the wide layout's year between them), its kind, and its cell taken from the sum
    /// (`nil`, on a member's row: blank).
    private struct ComparisonCell: Sendable {
        let header: String
        let stem: String
        var suffix = ""
        let kind: ColumnKind
        let value: @Sendable (RegionSummary?) -> CellValue
    }

    /// The members' sum of population and of GDP (only when every member is summed), each one's
    /// difference from the Bank's figure in %, and the sentence saying whether they agree.
    private static let comparisonCells: [ComparisonCell] = {
        var cells: [ComparisonCell] = []
        for measure in [Measure.population, .gdp] {
            let comparison: @Sendable (RegionSummary?) -> Reconciliation.Comparison? = { total in
                measure.code == .population ? total?.reconciliation?.population : total?.reconciliation?.gdp
            }
            cells.append(
                ComparisonCell(
                    header: "Members' \(measure.noun)" + (measure.unit.map { " (\($0))" } ?? ""),
                    stem: "members_\(measure.key)", kind: measure.kind
                ) { total in
                    guard let total, total.reconciliation != nil else { return .number(nil) }
                    return .number(measure.total?(total))
                })
            cells.append(
                ComparisonCell(
                    header: "Members' \(measure.noun) vs World Bank", stem: "members_\(measure.key)",
                    suffix: "_difference_pct", kind: .difference
                ) { total in .number(comparison(total).map { $0.difference * 100 }) })
        }
        cells.append(
            ComparisonCell(header: "Members' sum against it", stem: "members_reconciliation", kind: .label(width: 16)) {
                total in .text(total.flatMap { ReconciliationText.agreement($0.reconciliation) })
            })
        return cells
    }()

    /// ``groupComparison(for:)`` in the wide layout: on the row of the group's own aggregate, one
    /// column per year of each (`members_population_2015`, `members_population_2015_difference_pct`,
    /// `members_reconciliation_2015`, the year before the suffix as in the notes' keys; in JSON an
    /// object keyed by year, `members_population_difference_pct: {"2015": …}`).
    private static func wideGroupComparison(for listing: Listing) -> [Column<EconomySeries>] {
        guard let group = listing.query.group?.group.id else { return [] }
        return comparisonCells.flatMap { cell in
            listing.yearTotals.compactMap { total -> Column<EconomySeries>? in
                guard let year = total.year else { return nil }
                return Column(
                    "\(cell.header) \(year)", key: "\(cell.stem)_\(year)\(cell.suffix)", kind: cell.kind,
                    audience: .machines,
                    group: ColumnGroup(name: cell.stem + cell.suffix, member: "\(year)", title: cell.header)
                ) { series in cell.value(series.country.id == group ? total : nil) }
            }
        }
    }

    /// The wide layout of a year range: one row per economy, one column per indicator and year
    /// (`population 2015`, `SP.DYN.LE00.IN 2015`), grouped by indicator. Each year of a published
    /// figure of which any value has a footnote (asked for) or a status has them beside it as
    /// ``wideNotes(_:year:in:notes:)`` says.
    static func wide(for listing: Listing, notes: FigureNotes? = nil) -> [Column<EconomySeries>] {
        let notes = notes ?? FigureNotes(listing: listing, rows: listing.rows)
        var columns = identity(
            for: listing, regionAudience: .all, countryOf: { (series: EconomySeries) in series.country })
        let years = listing.query.year.years
        let series = listing.series
        for measure in Measure.listed(for: listing.query) {
            for year in years {
                let group = ColumnGroup(name: measure.key, member: "\(year)", title: measure.header)
                columns.append(
                    Column("\(year)", key: "\(measure.key)_\(year)", kind: measure.kind, group: group) { series in
                        .number(series.value(in: year) { measure.row($0)?.value })
                    })
                columns += wideNotes(measure, year: year, in: series, notes: notes)
            }
            columns += AnalysisColumns.wide(measure, in: listing)
        }
        return columns + wideGroupComparison(for: listing)
    }

    /// The notes of `measure` in `year` in the wide layout, only where a value of that year has one:
    /// `population_2015_footnote` and `population_2015_status` for programs (in JSON, objects
    /// keyed by year beside the measure's: `population_footnote`, `population_status`), and a mark
    /// beside the year for people, whose notes are listed under the tables.
    private static func wideNotes(
        _ measure: Measure, year: Int, in series: [EconomySeries], notes: FigureNotes
    ) -> [Column<EconomySeries>] {
        guard let code = measure.code, notes.isNoted(code) else { return [] }
        let note = { @Sendable (series: EconomySeries) in series.value(in: year) { $0.notes[code] } }
        let held = series.compactMap(note)
        let footnoted = notes.footnotesAsked && held.contains { !$0.footnote.isEmpty }
        let statused = held.contains { !$0.status.isEmpty }
        var columns: [Column<EconomySeries>] = []
        for (shown, suffix, text) in [
            (footnoted, "footnote", { @Sendable (note: ObservationNote) in note.footnote }),
            (statused, "status", { @Sendable (note: ObservationNote) in note.status }),
        ] where shown {
            let group = ColumnGroup(name: "\(measure.key)_\(suffix)", member: "\(year)", title: measure.header)
            columns.append(
                Column(
                    "\(year) \(suffix)", key: "\(measure.key)_\(year)_\(suffix)", kind: .label(width: 16),
                    audience: .machines, group: group
                ) { .text(note($0).map(text)) })
        }
        if footnoted || statused {
            let group = ColumnGroup(name: measure.key, member: nil, title: measure.header)
            columns.append(
                notes.markColumn(key: "\(measure.key)_\(year)_note", audience: .people, group: group, note: note))
        }
        return columns
    }

    /// The columns that say which economy a row is: codes, name, region, income level, and whether
    /// it is one of the Bank's aggregates.
    private static func identity<Row>(
        for listing: Listing, regionAudience: Audience, countryOf country: @escaping @Sendable (Row) -> Country
    ) -> [Column<Row>] {
        var columns: [Column<Row>] = [
            Column("ISO3", key: "iso3", kind: .code) { .text(country($0).id) },
            Column("ISO2", key: "iso2", kind: .code, audience: .machines) { .text(country($0).iso2Code) },
            Column("Name", key: "name", kind: .name) { .text(country($0).name) },
            Column(
                "Region", key: "region", kind: .label(width: 12), shape: .classification, audience: regionAudience,
                dropPriority: 2
            ) { .classification(country($0).region) },
            Column("Income", key: "income", kind: .label(width: 11.5), shape: .classification, dropPriority: 3) {
                .classification(country($0).incomeLevel)
            },
        ]
        if listing.hasAggregates {
            columns.append(
                Column("Aggregate", key: "aggregate", kind: .label(width: 5), audience: .machines) {
                    .flag(country($0).isAggregate)
                })
        }
        return columns
    }
}

extension FigureNotes {
    /// The notes of the published figures of `listing` in `rows`, in the order given (the order
    /// people read them), marked in `markedIn`.
    init(listing: Listing, rows: some Sequence<CountryRow>, markedIn: Audience = .terminal) {
        self.init(
            rows, codes: Measure.listed(for: listing.query).compactMap(\.code),
            footnotesAsked: listing.query.footnotes, markedIn: markedIn, notes: \.notes)
    }
}
