public import Analysis
public import WorldBank

/// The scheduled report as one self-contained HTML page: how fresh the figures are, a summary, what
/// changed, the region totals, charts (by region, trends over 20 years, the largest economies) and a
/// table per region.
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
    ///   - map: the world map of GDP per capita, shown after the region totals; none when `nil`.
    public static func render(_ document: ReportDocument, source: SourceNote, map: WorldMap? = nil) -> String {
        let page: HTMLText = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(document.title)</title>
            <style>
            \(ReportStyleSheet.css)\(map == nil ? "" : "\n\(WorldMap.css)" as HTMLText)
            </style>
            </head>
            <body>
            <div class="page">
            <header>
            <h1>\(document.title)</h1>
            \(freshness(document))
            <p class="generated">Generated \(HumanDate.time(document.generatedAt))</p>
            </header>
            <main>
            \(sections(document, map: map))
            </main>
            <footer>
            <p>\(source.line)</p>
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

    /// The sections in reading order; "What changed" only when there is a previous report. The
    /// region totals are drawn from the same column descriptions as every other output.
    private static func sections(_ document: ReportDocument, map: WorldMap?) -> [HTMLText] {
        let totals = ColumnHTML.table(RegionColumns.all, rows: document.regions, foot: .row(document.total))
        return [
            section("summary", "Summary", summary(document)),
            document.changes.map { section("changes", "What changed", changes($0)) },
            section("regions", SummaryText.heading("Regions", document), totals.html),
            map.map { section("map", "Map: \($0.title)", $0.figure) },
            section("charts", "Charts", charts(document)),
            section(
                "economies", SummaryText.heading("Economies by region", document), regions(document.listing)),
        ].compactMap { $0 }
    }

    /// A section of the page under its heading.
    private static func section(_ id: String, _ heading: String, _ content: HTMLText) -> HTMLText {
        "<section id=\"\(id)\">\n<h2>\(heading)</h2>\n\(content)\n</section>"
    }

    /// The summary paragraph and the notes on what the totals mix.
    private static func summary(_ document: ReportDocument) -> HTMLText {
        let notes = SummaryText.notes(document).map { note -> HTMLText in "<p class=\"note\">\(note)</p>" }
        return "<p>\(SummaryText.sentences(document).joined(separator: " "))</p>\n\(notes)"
    }

    /// One table per region with its subtotal, `—` where the Bank has no figure.
    private static func regions(_ listing: Listing) -> HTMLText {
        let tables = listing.groups.map { group -> HTMLText in
            let table = ColumnHTML.table(
                ListingColumns.all(for: listing), rows: group.rows, foot: .total(group.summary, label: "Subtotal"),
                showsYears: listing.showsYears, fixedLayout: true)
            return """
                <h3>\(group.region.name) (\(Plural.economies(group.rows.count)))</h3>
                \(table.html)
                """
        }
        return "\(tables)"
    }
}
