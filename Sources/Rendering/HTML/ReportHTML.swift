public import CountriesAnalysis
public import WorldBank

/// The scheduled report as one self-contained HTML page: how fresh the figures are, a table of
/// contents, a summary, what changed, the region totals with their charts, the trends over 20 years
/// as small multiples, the largest economies, and a table per region that opens when asked.
///
/// The page is polyglot XHTML5 (every element closed, attributes quoted, only the five XML entities),
/// so browsers read it as HTML and tools can check it with any XML parser. It loads nothing (no
/// scripts, fonts, images or external stylesheets) so that it can be mailed or archived as one file
/// and still show the same thing years later. It is a pure function of its inputs: two runs over the
/// same data differ only in the one place that says when the page was generated.
public enum ReportHTML {
    /// Renders the whole page.
    ///
    /// - Parameters:
    ///   - document: what the report shows, its title included.
    ///   - source: where the figures came from, in the credit line at the foot.
    ///   - citation: how to cite the figures, the page's last line; none when `nil`.
    ///   - map: the world map of GDP per capita, shown after the region totals; none when `nil`.
    public static func render(
        _ document: ReportDocument, source: SourceNote, citation: Citation? = nil, map: WorldMap? = nil
    ) -> String {
        let sections = sections(document, map: map)
        let header: HTMLText = """
            <h1>\(document.title)</h1>
            \(freshness(document))
            <p class="generated">Generated \(HumanDate.time(document.generatedAt))</p>
            \(contents(sections))
            """
        let css: HTMLText = map == nil ? ReportStyleSheet.css : "\(ReportStyleSheet.css)\n\(WorldMap.css)"
        return page(
            title: document.title, css: css, header: header, main: "\(sections.map(\.html))", source: source,
            citation: citation)
    }

    /// A whole page in the report's style, the one skeleton of the report and of `countries map`'s page:
    /// self-contained (its style inline, nothing loaded) and well-formed XML (polyglot XHTML5).
    static func page(
        title: String, css: HTMLText, header: HTMLText, main: HTMLText, source: SourceNote, citation: Citation? = nil
    ) -> String {
        let cite: HTMLText = citation.map { "\n<p class=\"citation\">Cite as: \($0.text)</p>" } ?? ""
        let page: HTMLText = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(title)</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            <div class="page">
            <header>
            \(header)
            </header>
            <main>
            \(main)
            </main>
            <footer>
            <p>\(source.line)</p>\(cite)
            </footer>
            </div>
            </body>
            </html>

            """
        return page.markup
    }

    /// The plain-language freshness line, styled as a warning when the figures are not live or were
    /// fetched more than a week before the report.
    private static func freshness(_ document: ReportDocument) -> HTMLText {
        guard let freshness = document.freshness else { return "" }
        let warning = freshness.deservesWarning(now: document.generatedAt)
        return "<p class=\"freshness\(warning ? " warning" : "")\">\(FreshnessText.sentences(freshness))</p>"
    }

    /// A section of the page: its anchor, its heading (also its entry in the contents) and what is
    /// under the heading.
    struct Section {
        let id: String
        let heading: String
        let content: HTMLText

        var html: HTMLText { "<section id=\"\(id)\">\n<h2>\(heading)</h2>\n\(content)\n</section>" }
    }

    /// The sections in reading order, the same as `index.md`'s; "What changed" only when there is a
    /// previous report. The region totals are drawn from the same column descriptions as every
    /// other output.
    private static func sections(_ document: ReportDocument, map: WorldMap?) -> [Section] {
        let notes = FigureNotes(
            aggregatesOf: document.regions + [document.total], footnotesAsked: document.listing.query.footnotes,
            markedIn: .people)
        let totals = RegionColumns.table(document.regions, total: document.total, notes: notes)
        let trends = MeasureTrend.all(document.trends)
        let rankings = ReportRanking.all(document).map { section($0.id, $0.title, rankingChart($0)) }
        return [
            section("summary", "Summary", summary(document)),
            document.changes.map { section("changes", "What changed", changes($0)) },
            section(
                "regions", SummaryText.heading("Regions", document),
                "\(regionTables(totals))\n\(self.notes(notes))\(differences(document))\n\(regionCharts(document.regions))"
            ),
            map.map { section("map", "Map: \($0.title)", $0.figure) },
            trends.isEmpty ? nil : section("trends", MeasureTrend.heading(trends), trendCharts(trends)),
        ].compactMap { $0 } + rankings + [
            section(
                "economies", SummaryText.heading("Economies by region", document), regions(document.listing))
        ]
    }

    private static func section(_ id: String, _ heading: String, _ content: HTMLText) -> Section {
        Section(id: id, heading: heading, content: content)
    }

    /// The table of contents: a link to every section, so that a phone reader skips to what they need.
    private static func contents(_ sections: [Section]) -> HTMLText {
        let links = sections.map { "<li><a href=\"#\($0.id)\">\($0.heading)</a></li>" as HTMLText }
        return "<nav class=\"contents\" aria-label=\"Contents\">\n<ol>\n\(links)\n</ol>\n</nav>"
    }

    /// The summary paragraph and the notes on what the totals mix.
    private static func summary(_ document: ReportDocument) -> HTMLText {
        let notes = SummaryText.notes(document).map { note -> HTMLText in "<p class=\"note\">\(note)</p>" }
        return "<p>\(SummaryText.sentences(document).joined(separator: " "))</p>\n\(notes)"
    }

    /// The region totals as two tables that each fit a laptop's width and a printed page: our sums
    /// with what they lack, then the World Bank's aggregates beside them.
    private static func regionTables(_ totals: Table) -> HTMLText {
        let isBanks = { (column: ColumnDescription) in
            column.key.hasPrefix("bank_") || column.key.hasSuffix("_difference_pct")
        }
        let ours = ColumnHTML.table(totals.keeping { !isBanks($0) })
        let banks = ColumnHTML.table(totals.keeping { $0.kind == .name || isBanks($0) })
        return """
            \(ours.html)
            <h3>Beside the World Bank's own aggregates</h3>
            \(banks.html)
            """
    }

    /// Why each total differs from the World Bank's aggregate, region by region, folded: it is for
    /// whoever checks the totals, and long.
    private static func differences(_ document: ReportDocument) -> HTMLText {
        let reasons = (document.regions + [document.total]).compactMap { summary -> HTMLText? in
            guard let reason = ReconciliationText.reason(summary.reconciliation), !reason.isEmpty else { return nil }
            return "<li><strong>\(summary.name)</strong>: \(reason)</li>"
        }
        guard !reasons.isEmpty else { return "" }
        return """
            <details class="note">
            <summary>Why the totals differ from the World Bank's</summary>
            <ul>
            \(reasons)
            </ul>
            </details>
            """
    }

    /// One table per region with its subtotal, `—` where the Bank has no figure, each economy's code
    /// before its name. Every table starts folded: the seven region names fit on one phone screen as
    /// an index to open from, where an open first table would put its 37 rows before the other six.
    /// With footnotes asked, each noted figure has its mark and the notes follow the tables.
    private static func regions(_ listing: Listing) -> HTMLText {
        let notes = FigureNotes(listing: listing, rows: listing.groups.flatMap(\.rows), markedIn: .people)
        let columns = ListingColumns.all(for: listing, notes: notes)
        let tables = listing.groups.map { group -> HTMLText in
            let entries = group.rows.map { .row($0) } + [TableEntry.total(group.summary, label: "Subtotal")]
            let table = ColumnHTML.table(
                Table(
                    columns, entries: entries, showsYears: listing.showsYears,
                    flag: \.country.iso2Code),
                fixedLayout: true)
            return """
                <details id="region-\(Slug.make(group.region.name, empty: "region"))">
                <summary><h3>\(group.region.name) (\(Plural.economies(group.rows.count)))</h3></summary>
                \(table.html)
                </details>
                """
        }
        return "\(tables)\(self.notes(notes))"
    }

    /// The notes under a table's marks, one paragraph each (`[1] footnote`, `F: a forecast`).
    private static func notes(_ notes: FigureNotes) -> HTMLText {
        let lines = notes.lines.map { line -> HTMLText in "<p class=\"note\">\(line.mark) \(line.text)</p>\n" }
        return "\(lines)"
    }
}
