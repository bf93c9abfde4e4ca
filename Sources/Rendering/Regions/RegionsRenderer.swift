public import Analysis
public import WorldBank

/// The `regions` command in every format, drawn from ``RegionColumns``: one row per region, then
/// the total of every economy.
public enum RegionsRenderer {
    /// Renders the summaries of one year, the regions then their total
    /// (``RegionSummary/regions(of:year:)``), or of every year of a range
    /// (``RegionSummary/regions(of:eachYearOf:)``) with a `year` column, in `format`; the groups are
    /// regions unless `grouping` says otherwise; `share` adds each group's share of its year's total.
    public static func render(
        _ summaries: [RegionSummary], year: YearSelection, grouping: Grouping = .region, share: Bool = false,
        format: OutputFormat, source: SourceNote, style: TerminalStyle
    ) -> String {
        let byYear = !year.years.isEmpty
        let columns = RegionColumns.columns(byYear: byYear, grouping: grouping, shareOf: share ? summaries : nil)
        // Only the total of one "latest" year can mix years; each year of a range is its own.
        let mixed = byYear ? [] : summaries.suffix(1).map(CoverageText.mixedYears)
        switch format {
        case .table:
            // A rule above and below each total, but none at the end.
            let entries = summaries.flatMap { summary -> [TableEntry<RegionSummary>] in
                summary.region == nil ? [.separator, .row(summary), .separator] : [.row(summary)]
            }.dropLast(summaries.last?.region == nil ? 1 : 0)
            let notes =
                ["Missing: economies without population / GDP, left out of the totals.", Self.compared]
                + summaries.compactMap(Self.reason) + mixed + [source.line]
            let table = ColumnTable.render(columns, entries: Array(entries), showsYears: false, style: style)
            // A fixed year is said above the table: the rows carry no year column then.
            let heading =
                year.years.isEmpty && year != .latest
                ? [style.bold("Totals by \(grouping.header.lowercased()), \(year)")] : []
            return (heading + table + notes.filter { !$0.isEmpty }.map(style.dim)).joined(separator: "\n") + "\n"
        case .csv, .tsv:
            return ColumnCSV.render(columns, rows: summaries, source: source, dialect: format.dialect)
        case .json:
            let total = byYear ? [] : summaries.suffix(1).map { ("total", ColumnJSON.object(columns, row: $0)) }
            return MetadataJSON.document(
                source: source, query: [("year", .string(year.description))],
                [("rows", ColumnJSON.array(columns, rows: summaries.dropLast(byYear ? 0 : 1)))] + total)
        case .markdown:
            let table = ColumnMarkdown.table(columns, entries: summaries.map { .row($0) }, showsYears: false)
            let notes = mixed.filter { !$0.isEmpty }.map { "\n\($0)\n" }.joined()
            return table + notes + "\n_\(MarkdownText.cell(source.line))_\n"
        }
    }

    /// What the columns beside the Bank's aggregates say.
    static let compared =
        "WB: the World Bank's own aggregate (WLD for the total); Δ: our sum against it; the Bank estimates "
        + "economies without figures and some aggregates count more or other economies."

    /// `EAS 2022: GDP -2.56%: …`, the reason under a terminal table, which has no room for it.
    private static func reason(_ summary: RegionSummary) -> String? {
        guard let reason = ReconciliationText.reason(summary.reconciliation), !reason.isEmpty else { return nil }
        let year = summary.year.map { " \($0)" } ?? ""
        return "\(summary.reconciliation?.aggregateID ?? "")\(year): \(reason)"
    }
}
