public import Analysis
public import WorldBank

/// A listing in every format, drawn from its one column description (``ListingColumns``).
///
/// People see the economies under one heading per region with a subtotal each, unless one region
/// was asked for, the listing is a ranking, or it is panel data; the World Bank's aggregates come
/// last, never added into a total. A year range is long by default (one row per economy and year)
/// and wide on request (one row per economy, one column per indicator and year).
public enum ListingRenderer {
    /// Renders `listing` in `format`; `wide` asks for the wide layout of a year range.
    public static func render(
        _ listing: Listing, format: OutputFormat, wide: Bool = false, source: SourceNote, style: TerminalStyle
    ) -> String {
        if listing.isPanel, wide {
            return WideListingRenderer.render(listing, format: format, source: source, style: style)
        }
        switch format {
        case .table: return table(listing, source: source, style: style)
        case .csv, .tsv: return csv(listing, source: source, dialect: format.dialect)
        case .json: return json(listing, source: source)
        case .markdown: return markdown(listing, source: source)
        }
    }

    /// The listing as CSV (or TSV): one row per economy (per economy and year for a range).
    public static func csv(_ listing: Listing, source: SourceNote, dialect: CSVText.Dialect = .csv) -> String {
        ColumnCSV.render(ListingColumns.all(for: listing), rows: listing.rows, source: source, dialect: dialect)
    }

    /// The listing as Markdown; `level` is the heading level of the region sections (3 when nested
    /// in a report).
    public static func markdown(_ listing: Listing, source: SourceNote, level: Int = 2) -> String {
        let heading = String(repeating: "#", count: level)
        let columns = ListingColumns.all(for: listing)
        var sections: [String] = []
        if listing.isRanking || listing.isPanel {
            sections.append(
                ColumnMarkdown.table(columns, entries: listing.rows.map { .row($0) }, showsYears: listing.showsYears))
        } else {
            for group in listing.groups {
                var entries = group.rows.map { TableEntry.row($0) }
                if group.holdsEconomies { entries.append(.total(group.summary, label: "Subtotal")) }
                sections.append(
                    "\(heading) \(MarkdownText.cell(group.region.name)) (\(Plural.rows(group.rows)))\n\n"
                        + ColumnMarkdown.table(columns, entries: entries, showsYears: listing.showsYears))
            }
        }
        if !listing.isPanel {
            let total = listing.total
            let figures = Measure.core.map { $0.total?(total).map($0.kind.format) ?? $0.kind.missingText }
            let totals = MarkdownText.table(
                header: ["", "Economies"] + Measure.core.map(\.header),
                right: [false, true] + Measure.core.map { _ in true },
                rows: [["**Total**", String(total.economies)] + figures])
            sections.append("\(heading) All listed economies\n\n" + totals)
        }
        let notes = footnotes(listing).joined(separator: "\n\n")
        sections.append((notes.isEmpty ? "" : "\(notes)\n\n") + "_\(MarkdownText.cell(source.line))_\n")
        return sections.joined(separator: "\n")
    }

    private static func table(_ listing: Listing, source: SourceNote, style: TerminalStyle) -> String {
        var entries: [TableEntry<CountryRow>] = []
        if listing.isGroupedByRegion {
            for group in listing.groups {
                entries.append(.caption("\(group.region.name) (\(Plural.rows(group.rows)))"))
                entries += group.rows.map { .row($0) }
                if group.holdsEconomies { entries.append(.total(group.summary, label: "Subtotal")) }
            }
        } else {
            entries += listing.rows.map { .row($0) }
        }
        if !listing.isPanel {
            entries += [
                .separator, .total(listing.total, label: "Total (\(Plural.economies(listing.total.economies)))"),
            ]
        }
        let table = ColumnTable.render(
            ListingColumns.all(for: listing), entries: entries, showsYears: listing.showsYears, style: style)
        return (table + (footnotes(listing) + [source.line]).map(style.dim)).joined(separator: "\n") + "\n"
    }

    /// The lines under a listing: what its totals cover, and for a range how to get the other layout.
    static func footnotes(_ listing: Listing) -> [String] {
        if listing.isPanel {
            return ["One row per economy and year; add --wide for one row per economy with the years as columns."]
        }
        let coverage = [CoverageText.gaps(listing.total), CoverageText.mixedYears(listing.total)].filter { !$0.isEmpty }
        return coverage.isEmpty ? [] : [coverage.joined(separator: ". ")]
    }

    private static func json(_ listing: Listing, source: SourceNote) -> String {
        let columns = ListingColumns.all(for: listing)
        var members: [(String, JSONValue)] = [
            ("metadata", MetadataJSON.object(source: source, query: MetadataJSON.query(listing.query))),
            ("rows", ColumnJSON.array(columns, rows: listing.rows)),
        ]
        if !listing.isPanel {
            let regions = listing.groups.filter(\.holdsEconomies).map(\.summary)
            members.append(("regions", ColumnJSON.array(RegionColumns.all, rows: regions)))
            members.append(("total", ColumnJSON.object(RegionColumns.all, row: listing.total)))
        }
        return JSONValue.object(members).rendered()
    }
}
