public import Analysis
public import WorldBank

/// The scheduled report as one self-contained HTML page: what changed, the region totals, bar charts
/// and a table per region.
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
    ///   - document: what the report shows.
    ///   - source: where the figures came from, stated under the title.
    ///   - title: the page title and its heading.
    public static func render(_ document: ReportDocument, source: SourceNote, title: String) -> String {
        let page: HTMLText = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(title)</title>
            <style>
            \(ReportStyleSheet.css)
            </style>
            </head>
            <body>
            <div class="page">
            <header>
            <h1>\(title)</h1>
            <p class="provenance">\(source.line)<br/>Generated \(document.generatedAt)</p>
            </header>
            <main>
            \(sections(document))
            </main>
            <footer>
            <p>\(SourceNote.attribution)</p>
            </footer>
            </div>
            </body>
            </html>

            """
        return page.markup
    }

    /// The sections in reading order; "What changed" only when there is a previous report.
    private static func sections(_ document: ReportDocument) -> [HTMLText] {
        var sections: [HTMLText] = []
        if let changes = document.changes { sections.append(changesSection(changes)) }
        sections.append(summarySection(document))
        sections.append(chartsSection(document))
        sections.append(regionsSection(document.listing))
        return sections
    }

    /// Population, GDP by region and the largest economies, as bar charts. With `--year latest` the
    /// year of each economy's GDP goes with its name, keeping the value beside the bar short.
    private static func chartsSection(_ document: ReportDocument) -> HTMLText {
        // A region with no figure gets no bar rather than a bar of zero.
        let regions = document.regions.sorted { ($0.population ?? 0, $1.name) > ($1.population ?? 0, $0.name) }
        let population = BarChartSVG(
            title: "Population by region",
            bars: regions.compactMap { region in
                region.population.map { .init(label: region.name, value: $0, valueText: NumberText.human($0)) }
            }
        )
        let byGDP = document.regions.sorted { ($0.gdp ?? 0, $1.name) > ($1.gdp ?? 0, $0.name) }
        let gdp = BarChartSVG(
            title: "GDP by region (current US$)",
            bars: byGDP.compactMap { region in
                region.gdp.map { .init(label: region.name, value: $0, valueText: NumberText.humanDollars($0)) }
            }
        )
        let years = document.listing.showsYears
        let largest = BarChartSVG(
            title: "The \(document.largest.count) largest economies by GDP (current US$)",
            bars: document.largest.compactMap { row in
                row.gdp.map { gdp in
                    let label = years ? "\(row.country.name) (\(gdp.year))" : row.country.name
                    return .init(label: label, value: gdp.value, valueText: NumberText.humanDollars(gdp.value))
                }
            }
        )
        let figures = [population, gdp, largest].map { chart -> HTMLText in
            """
            <figure class="chart">
            <figcaption>\(chart.title)</figcaption>
            \(chart.svg)
            </figure>
            """
        }
        return """
            <section id="charts">
            <h2>Charts</h2>
            <div class="charts">
            \(figures)
            </div>
            </section>
            """
    }
}
