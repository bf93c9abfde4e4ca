public import Analysis
public import WorldBank

/// A listing in every format, drawn from its one column description (``ListingColumns``).
///
/// The table and Markdown group the economies by region with a subtotal each (the table only when
/// no region was asked for), then the total of every listed economy and the source line.
public enum ListingRenderer {
    /// Renders `listing` in `format`.
    public static func render(_ listing: Listing, format: OutputFormat, source: SourceNote, style: TerminalStyle)
        -> String
    {
        switch format {
        case .table: table(listing, source: source, style: style)
        case .csv: csv(listing, source: source)
        case .json: json(listing, source: source)
        case .markdown: markdown(listing, source: source)
        }
    }

    /// The listing as CSV: one row per economy.
    public static func csv(_ listing: Listing, source: SourceNote) -> String {
        ColumnCSV.render(ListingColumns.all(for: listing), rows: listing.rows, source: source)
    }

    /// The listing as Markdown; `level` is the heading level of the region sections (3 when nested
    /// in a report).
    public static func markdown(_ listing: Listing, source: SourceNote, level: Int = 2) -> String {
        let heading = String(repeating: "#", count: level)
        let columns = ListingColumns.all(for: listing)
        var sections: [String] = []
        for group in listing.groups {
            let entries = group.rows.map { ColumnMarkdown.Entry.row($0) } + [.total(group.summary, label: "Subtotal")]
            sections.append(
                "\(heading) \(MarkdownText.cell(group.region.name)) (\(Plural.economies(group.rows.count)))\n\n"
                    + ColumnMarkdown.table(columns, entries: entries, showsYears: listing.showsYears))
        }
        let total = listing.total
        let totals = MarkdownText.table(
            header: ["", "Economies", "Population", "GDP (US$)", "GDP per capita"],
            right: [false, true, true, true, true],
            rows: [
                [
                    "**Total**", String(total.economies), NumberText.human(total.population),
                    NumberText.humanDollars(total.gdp), total.gdpPerCapita.map(NumberText.groupedDollars) ?? "—",
                ]
            ])
        sections.append("\(heading) All listed economies\n\n" + totals)
        let coverage = CoverageText.describe(total)
        var footer = "_\(MarkdownText.cell(source.line))_\n"
        if !coverage.isEmpty { footer = "\(coverage)\n\n" + footer }
        sections.append(footer)
        return sections.joined(separator: "\n")
    }

    private static func table(_ listing: Listing, source: SourceNote, style: TerminalStyle) -> String {
        var entries: [ColumnTable.Entry<CountryRow>] = []
        if listing.query.region == nil {
            for group in listing.groups {
                entries.append(.caption("\(group.region.name) (\(Plural.economies(group.rows.count)))"))
                entries += group.rows.map { .row($0) }
                entries.append(.total(group.summary, label: "Subtotal"))
            }
        } else {
            entries += listing.rows.map { .row($0) }
        }
        entries += [.separator, .total(listing.total, label: "Total (\(Plural.economies(listing.total.economies)))")]
        let table = ColumnTable.render(
            ListingColumns.all(for: listing), entries: entries, showsYears: listing.showsYears, style: style)
        let coverage = CoverageText.describe(listing.total)
        return (table + [style.dim(coverage), style.dim(source.line)].filter { !$0.isEmpty })
            .joined(separator: "\n") + "\n"
    }

    private static func json(_ listing: Listing, source: SourceNote) -> String {
        let columns = ListingColumns.all(for: listing)
        return JSONValue.object([
            ("metadata", MetadataJSON.object(source: source, query: MetadataJSON.query(listing.query))),
            ("rows", .array(listing.rows.map { ColumnJSON.object(columns, row: $0) })),
            ("regions", .array(listing.groups.map { ColumnJSON.object(RegionColumns.all, row: $0.summary) })),
            ("total", ColumnJSON.object(RegionColumns.all, row: listing.total)),
        ]).rendered()
    }
}
