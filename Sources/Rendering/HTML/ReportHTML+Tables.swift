import Analysis
import WorldBank

/// The region totals and the per-region tables, laid out like the Markdown listing: the same
/// columns, a subtotal per region, `—` where the Bank has no figure.
extension ReportHTML {
    /// A column: its heading, and whether it holds numbers (right-aligned, tabular figures).
    struct Column {
        let title: String
        let numeric: Bool

        init(_ title: String, numeric: Bool = false) {
            self.title = title
            self.numeric = numeric
        }
    }

    /// What a cell shows when the Bank has no figure, as in every other renderer.
    static let missing: HTMLText = "—"

    /// One row per region, then every listed economy, with how many lack figures.
    static func summarySection(_ document: ReportDocument) -> HTMLText {
        let columns = [
            Column("Region"), Column("Economies", numeric: true), Column("Population", numeric: true),
            Column("GDP (US$)", numeric: true), Column("GDP per capita", numeric: true),
            Column("Without population", numeric: true), Column("Without GDP", numeric: true),
        ]
        func cells(_ summary: RegionSummary) -> [HTMLText] {
            [
                HTMLText(text: summary.name), "\(summary.economies)",
                HTMLText(text: NumberText.human(summary.population)),
                HTMLText(text: NumberText.humanDollars(summary.gdp)),
                summary.gdpPerCapita.map { HTMLText(text: NumberText.groupedDollars($0)) } ?? missing,
                "\(summary.missingPopulation)", "\(summary.missingGDP)",
            ]
        }
        let coverage = CoverageText.describe(document.listing.total)
        let note: HTMLText = coverage.isEmpty ? "" : "\n<p class=\"note\">\(coverage)</p>"
        return """
            <section id="regions">
            <h2>Regions</h2>
            \(table(columns: columns, body: document.regions.map(cells), foot: cells(document.listing.total)))\(note)
            </section>
            """
    }

    /// One table per region with its subtotal.
    static func regionsSection(_ listing: Listing) -> HTMLText {
        let tables = listing.groups.map { group -> HTMLText in
            """
            <h3>\(group.region.name) (\(Plural.economies(group.rows.count)))</h3>
            \(regionTable(group, listing: listing))
            """
        }
        return """
            <section id="economies">
            <h2>Economies by region</h2>
            \(tables)
            </section>
            """
    }

    private static func regionTable(_ group: RegionGroup, listing: Listing) -> HTMLText {
        let years = listing.showsYears
        let columns =
            [
                Column("ISO3"), Column("Name"), Column("Income"), Column("Capital"),
                Column("Population", numeric: true), Column("GDP (US$)", numeric: true),
                Column("GDP per capita", numeric: true),
            ] + listing.query.extras.map { Column($0.rawValue, numeric: true) }

        func dated(_ text: String, _ value: YearValue) -> HTMLText {
            years ? "\(text) <span class=\"year\">(\(value.year))</span>" : HTMLText(text: text)
        }
        func cells(_ row: CountryRow) -> [HTMLText] {
            let country = row.country
            var cells: [HTMLText] = [
                HTMLText(text: country.id), HTMLText(text: country.name), HTMLText(text: country.incomeLevel.name),
            ]
            cells.append(country.capitalCity.map { HTMLText(text: $0) } ?? missing)
            cells.append(row.population.map { dated(NumberText.human($0.value), $0) } ?? missing)
            cells.append(row.gdp.map { dated(NumberText.humanDollars($0.value), $0) } ?? missing)
            cells.append(row.gdpPerCapita.map { HTMLText(text: NumberText.groupedDollars($0.value)) } ?? missing)
            for extra in row.extras {
                cells.append(extra.value.map { dated(NumberText.human($0.value), $0) } ?? missing)
            }
            return cells
        }
        let summary = group.summary
        let subtotal: [HTMLText] =
            [
                "", "Subtotal", "", "", HTMLText(text: NumberText.human(summary.population)),
                HTMLText(text: NumberText.humanDollars(summary.gdp)),
                summary.gdpPerCapita.map { HTMLText(text: NumberText.groupedDollars($0)) } ?? missing,
            ] + listing.query.extras.map { _ in "" }
        return table(columns: columns, body: group.rows.map(cells), foot: subtotal)
    }

    /// A table inside a wrapper that scrolls sideways on a narrow screen, with a totals row at the foot.
    private static func table(columns: [Column], body: [[HTMLText]], foot: [HTMLText]) -> HTMLText {
        func row(_ cells: [HTMLText], element: String) -> HTMLText {
            let parts = zip(columns, cells).map { column, cell -> HTMLText in
                column.numeric ? "<\(element) class=\"num\">\(cell)</\(element)>" : "<\(element)>\(cell)</\(element)>"
            }
            return "<tr>\(HTMLText.joined(parts, separator: ""))</tr>"
        }
        let head = columns.map { column -> HTMLText in
            column.numeric
                ? "<th scope=\"col\" class=\"num\">\(column.title)</th>" : "<th scope=\"col\">\(column.title)</th>"
        }
        return """
            <div class="table-wrap">
            <table>
            <thead><tr>\(HTMLText.joined(head, separator: ""))</tr></thead>
            <tbody>
            \(body.map { row($0, element: "td") })
            </tbody>
            <tfoot>
            \(row(foot, element: "td"))
            </tfoot>
            </table>
            </div>
            """
    }
}
