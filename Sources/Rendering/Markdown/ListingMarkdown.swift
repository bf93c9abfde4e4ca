public import Analysis

/// The `list` command's Markdown: a GitHub table per region with its subtotal, then the total and
/// the source line.
public enum ListingMarkdown {
    /// Renders `listing` as Markdown.
    ///
    /// `level` is the Markdown heading level of the region sections (3 when nested in a report).
    public static func render(_ listing: Listing, source: SourceNote, level: Int = 2) -> String {
        let heading = String(repeating: "#", count: level)
        let years = listing.showsYears
        var header = ["ISO3", "Name", "Income", "Capital", "Population", "GDP (US$)", "GDP per capita"]
        header += listing.query.extras.map(\.rawValue)
        let right = header.indices.map { $0 >= 4 }

        func dated(_ text: String, _ year: Int?) -> String {
            years ? year.map { "\(text) (\($0))" } ?? text : text
        }
        func row(_ row: CountryRow) -> [String] {
            [
                row.country.id, MarkdownText.cell(row.country.name), MarkdownText.cell(row.country.incomeLevel.name),
                MarkdownText.cell(row.country.capitalCity ?? "—"),
                row.population.map { dated(NumberText.human($0.value), $0.year) } ?? "—",
                row.gdp.map { dated(NumberText.humanDollars($0.value), $0.year) } ?? "—",
                row.gdpPerCapita.map { NumberText.groupedDollars($0.value) } ?? "—",
            ] + row.extras.map { extra in extra.value.map { dated(NumberText.human($0.value), $0.year) } ?? "—" }
        }
        func total(_ summary: RegionSummary, _ label: String) -> [String] {
            [
                "", "**\(label)**", "", "", "**\(NumberText.human(summary.population))**",
                "**\(NumberText.humanDollars(summary.gdp))**",
                summary.gdpPerCapita.map { "**\(NumberText.groupedDollars($0))**" } ?? "—",
            ] + listing.query.extras.map { _ in "" }
        }

        var sections: [String] = []
        for group in listing.groups {
            let rows = group.rows.map(row) + [total(group.summary, "Subtotal")]
            sections.append(
                "\(heading) \(MarkdownText.cell(group.region.name)) (\(Plural.economies(group.rows.count)))\n\n"
                    + MarkdownText.table(header: header, right: right, rows: rows))
        }
        let totals = MarkdownText.table(
            header: ["", "Economies", "Population", "GDP (US$)", "GDP per capita"],
            right: [false, true, true, true, true],
            rows: [
                [
                    "**Total**", String(listing.total.economies), NumberText.human(listing.total.population),
                    NumberText.humanDollars(listing.total.gdp),
                    listing.total.gdpPerCapita.map(NumberText.groupedDollars) ?? "—",
                ]
            ])
        sections.append("\(heading) All listed economies\n\n" + totals)
        let coverage = CoverageText.describe(listing.total)
        var footer = "_\(MarkdownText.cell(source.line))_\n"
        if !coverage.isEmpty { footer = "\(coverage)\n\n" + footer }
        sections.append(footer)
        return sections.joined(separator: "\n")
    }
}
