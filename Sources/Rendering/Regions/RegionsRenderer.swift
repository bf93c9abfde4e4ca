public import CountriesAnalysis
public import WorldBank

/// The `regions` command as a ``Document``, drawn from ``RegionColumns``: one row per region, then
/// the total of every economy.
public enum RegionsRenderer {
    /// The document of the summaries of one year, the regions then their total
    /// (``RegionSummary/regions(of:year:)``), or of every year of a range
    /// (``RegionSummary/regions(of:eachYearOf:)``) with a `year` column; the groups are regions
    /// unless `grouping` says otherwise; `share` adds each group's share of its year's total. With
    /// `footnotes` (they were asked for), the Bank's aggregates have their footnotes beside them,
    /// numbered under the table in a terminal; their statuses are shown whenever the Bank sets one.
    public static func document(
        _ summaries: [RegionSummary], year: YearSelection, grouping: Grouping = .region, share: Bool = false,
        footnotes: Bool = false, source: SourceNote
    ) -> Document {
        let byYear = !year.years.isEmpty
        let notes = FigureNotes(aggregatesOf: summaries, footnotesAsked: footnotes)
        let columns = RegionColumns.columns(
            byYear: byYear, grouping: grouping, shareOf: share ? summaries : nil, notes: notes)
        let total = byYear ? [] : summaries.suffix(1).map { ("total", ColumnJSON.object(columns, row: $0)) }
        var document = Document(
            data: Table(columns, rows: summaries), shape: .regions,
            json: [("rows", ColumnJSON.array(columns, rows: summaries.dropLast(byYear ? 0 : 1)))] + total,
            query: [("year", .string(year.description))], source: source)
        // A rule above and below each total, but none at the end.
        let entries = summaries.flatMap { summary -> [TableEntry<RegionSummary>] in
            summary.region == nil ? [.separator(), .totalRow(summary), .separator()] : [.row(summary)]
        }.dropLast(summaries.last?.region == nil ? 1 : 0)
        // A fixed year is said above the table: the rows carry no year column then.
        let heading = year.years.isEmpty && year != .latest ? "Totals by \(grouping.header.lowercased()), \(year)" : nil
        document.add(.table(Table(columns, entries: Array(entries)), title: heading), for: .terminal)
        document.add(.table(Table(columns, entries: Array(entries)), title: nil), for: .markdown)
        document.note(
            ["Missing: economies without population / GDP, left out of the totals.", Self.compared]
                + summaries.compactMap(Self.reason), for: .terminal)
        document.note(notes, for: .terminal)
        // Only the total of one "latest" year can mix years; each year of a range is its own.
        document.note(byYear ? [] : summaries.suffix(1).map(CoverageText.mixedYears))
        return document
    }

    /// What the columns beside the Bank's aggregates say.
    static let compared =
        "WB: the World Bank's own aggregate (WLD for the total); Δ: our sum against it. Each gap is split into "
        + "parts computed from the figures; what they do not split is said as such."

    /// `EAS 2022: GDP -2.56%: …`, the reason under a terminal table, which has no room for it.
    static func reason(_ summary: RegionSummary) -> String? {
        guard let reason = ReconciliationText.reason(summary.reconciliation), !reason.isEmpty else { return nil }
        let year = summary.year.map { " \($0)" } ?? ""
        return "\(summary.reconciliation?.aggregateID ?? "")\(year): \(reason)"
    }
}
