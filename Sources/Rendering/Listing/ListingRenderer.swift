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
        let columns = ListingColumns.all(for: listing)
        switch format {
        case .table: return table(listing, source: source, style: style)
        case .csv, .tsv: return ColumnCSV.render(columns, rows: listing.rows, source: source, dialect: format.dialect)
        case .markdown: return markdown(listing, source: source)
        case .json:
            let regions = listing.groups.filter(\.holdsEconomies).map(\.summary)
            let totals: [(String, JSONValue)] = [
                ("regions", ColumnJSON.array(RegionColumns.all, rows: regions)),
                ("total", ColumnJSON.object(RegionColumns.all, row: listing.total)),
            ]
            return MetadataJSON.document(
                source: source, query: MetadataJSON.query(listing.query),
                [("rows", ColumnJSON.array(columns, rows: listing.rows))] + (listing.isPanel ? [] : totals))
        }
    }

    /// The listing as CSV: one row per economy (per economy and year for a range).
    public static func csv(_ listing: Listing, source: SourceNote) -> String {
        render(listing, format: .csv, source: source, style: .plain)
    }

    /// The listing as Markdown; `level` is the heading level of the region sections (3 when nested
    /// in a report).
    static func markdown(_ listing: Listing, source: SourceNote, level: Int = 2) -> String {
        let heading = String(repeating: "#", count: level)
        let columns = ListingColumns.all(for: listing)
        var sections =
            listing.isRanking || listing.isPanel
            ? [ColumnMarkdown.table(columns, entries: listing.rows.map { .row($0) }, showsYears: listing.showsYears)]
            : listing.groups.map { group in
                "\(heading) \(MarkdownText.cell(title(group)))\n\n"
                    + ColumnMarkdown.table(columns, entries: withSubtotal(group), showsYears: listing.showsYears)
            }
        if !listing.isPanel {
            let total = listing.total
            let figures = Measure.core.map { $0.total?(total).map($0.kind.format) ?? $0.kind.missingText }
            let totals = MarkdownText.table(
                header: ["", "Economies"] + Measure.core.map(\.header),
                right: [false, true] + Measure.core.map { _ in true },
                rows: [["**Total**", String(total.economies)] + figures])
            // A listing of one year says which in its heading.
            let year = if case .year(let year) = listing.query.year { ", \(year)" } else { "" }
            sections.append("\(heading) All listed economies\(year)\n\n" + totals)
        }
        let notes = footnotes(listing).joined(separator: "\n\n")
        sections.append((notes.isEmpty ? "" : "\(notes)\n\n") + "_\(MarkdownText.cell(source.line))_\n")
        return sections.joined(separator: "\n")
    }

    private static func table(_ listing: Listing, source: SourceNote, style: TerminalStyle) -> String {
        var entries: [TableEntry<CountryRow>] =
            listing.isGroupedByRegion
            ? listing.groups.flatMap { [.caption(title($0))] + withSubtotal($0) } : listing.rows.map { .row($0) }
        if !listing.isPanel {
            entries += [
                .separator, .total(listing.total, label: "Total (\(Plural.economies(listing.total.economies)))"),
            ]
        }
        let table = ColumnTable.render(
            ListingColumns.all(for: listing), entries: entries, showsYears: listing.showsYears, style: style)
        // A fixed year is said above the table: the rows carry no year column then.
        var heading: [String] = []
        if case .year(let year) = listing.query.year {
            heading = [style.bold("\(listing.query.region?.name ?? "Economies"), \(year)")]
        }
        return (heading + table + (footnotes(listing) + [source.line]).map(style.dim)).joined(separator: "\n") + "\n"
    }

    /// A region's heading: `Sub-Saharan Africa (48 economies)`.
    private static func title(_ group: RegionGroup) -> String {
        "\(group.region.name) (\(Plural.rows(group.rows)))"
    }

    /// A region's rows, then its subtotal unless it holds the Bank's own aggregates.
    private static func withSubtotal(_ group: RegionGroup) -> [TableEntry<CountryRow>] {
        group.rows.map { .row($0) } + (group.holdsEconomies ? [.total(group.summary, label: "Subtotal")] : [])
    }

    /// The lines under a listing: what its totals cover, and for a range how to get the other layout.
    static func footnotes(_ listing: Listing) -> [String] {
        if listing.isPanel {
            return ["One row per economy and year; add --wide for one row per economy with the years as columns."]
        }
        let coverage = [CoverageText.gaps(listing.total), CoverageText.mixedYears(listing.total)].filter { !$0.isEmpty }
        let rates = listing.query.extras.filter { !listing.query.summable.contains($0) }.map(\.rawValue)
        let means =
            rates.isEmpty
            ? []
            : ["Totals of \(rates.joined(separator: ", ")) are means weighted by population: a rate does not add up."]
        return (coverage.isEmpty ? [] : [coverage.joined(separator: ". ")]) + means
    }
}
