import Analysis
import WorldBank

/// The region totals and the per-region tables, laid out like the Markdown listing: the same
/// columns, a subtotal per region, `—` where the Bank has no figure.
extension ReportHTML {
    /// What a cell shows when the Bank has no figure, as in every other renderer.
    static let missing: HTMLText = "—"

    /// One row per region, then every listed economy, with how many lack figures.
    static func summarySection(_ document: ReportDocument) -> HTMLText {
        let number = HTMLTable.Column.Kind.number(dated: false)
        let columns: [HTMLTable.Column] = [
            .init("Region", .name), .init("Economies", number), .init("Population", number),
            .init("GDP (US$)", number), .init("GDP per capita", number), .init("Without population", number),
            .init("Without GDP", number),
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
            \(HTMLTable(columns: columns, body: document.regions.map(cells), foot: cells(document.listing.total)).html)\(note)
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
        let numberKind = HTMLTable.Column.Kind.number(dated: years)
        let columns: [HTMLTable.Column] =
            [
                .init("ISO3", .code), .init("Name", .name), .init("Income", .text(width: 11.5)),
                .init("Capital", .text(width: 9.5)),
                .init("Population", numberKind), .init("GDP (US$)", numberKind),
                .init("GDP per capita", .number(dated: false)),
            ] + listing.query.extras.map { .init($0.rawValue, numberKind) }

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
        return HTMLTable(columns: columns, body: group.rows.map(cells), foot: subtotal, fixedLayout: true).html
    }
}
