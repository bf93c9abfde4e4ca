public import Analysis

/// The `list` command's table: aligned, grouped by region with subtotals unless one region is
/// asked for, with a total of every listed economy and the source line at the foot.
public enum ListingTable {
    /// Renders `listing` for a terminal of `style`.
    public static func render(_ listing: Listing, source: SourceNote, style: TerminalStyle) -> String {
        let grouped = listing.query.region == nil
        let years = listing.showsYears
        var columns: [TextTable.Column] = [TextTable.Column("ISO3"), TextTable.Column("Name", shrinks: true)]
        if !grouped { columns.append(TextTable.Column("Region", dropPriority: 2)) }
        columns += [TextTable.Column("Income", dropPriority: 3), TextTable.Column("Capital", dropPriority: 4)]
        columns.append(TextTable.Column("Population", right: true))
        if years { columns.append(TextTable.Column("Year", right: true, dropPriority: 1)) }
        columns.append(TextTable.Column("GDP (US$)", right: true))
        if years { columns.append(TextTable.Column("Year", right: true, dropPriority: 1)) }
        columns.append(TextTable.Column("GDP/capita", right: true))
        for code in listing.query.extras {
            columns.append(TextTable.Column(code.rawValue, right: true))
            if years { columns.append(TextTable.Column("Year", right: true, dropPriority: 1)) }
        }

        func cells(_ row: CountryRow) -> [String] {
            var cells = [row.country.id, row.country.name]
            if !grouped { cells.append(row.country.region.name) }
            cells += [row.country.incomeLevel.name, row.country.capitalCity ?? "—"]
            cells.append(row.population.map { NumberText.human($0.value) } ?? "—")
            if years { cells.append(row.population.map { String($0.year) } ?? "") }
            cells.append(row.gdp.map { NumberText.humanDollars($0.value) } ?? "—")
            if years { cells.append(row.gdp.map { String($0.year) } ?? "") }
            cells.append(row.gdpPerCapita.map { NumberText.groupedDollars($0.value) } ?? "—")
            for extra in row.extras {
                cells.append(extra.value.map { NumberText.human($0.value) } ?? "—")
                if years { cells.append(extra.value.map { String($0.year) } ?? "") }
            }
            return cells
        }

        func totals(_ summary: RegionSummary, label: String) -> [String] {
            var cells = ["", label]
            if !grouped { cells.append("") }
            cells += ["", ""]
            cells.append(NumberText.human(summary.population))
            if years { cells.append("") }
            cells.append(NumberText.humanDollars(summary.gdp))
            if years { cells.append("") }
            cells.append(summary.gdpPerCapita.map(NumberText.groupedDollars) ?? "—")
            for _ in listing.query.extras {
                cells.append("")
                if years { cells.append("") }
            }
            return cells
        }

        var lines: [TextTable.Line] = []
        if grouped {
            for group in listing.groups {
                lines.append(.caption("\(group.region.name) (\(Plural.economies(group.rows.count)))"))
                lines += group.rows.map { .cells(cells($0)) }
                lines.append(.cells(totals(group.summary, label: "Subtotal")))
            }
        } else {
            lines += listing.rows.map { .cells(cells($0)) }
        }
        lines.append(.separator)
        lines.append(.cells(totals(listing.total, label: "Total (\(Plural.economies(listing.total.economies)))")))

        let table = TextTable(columns: columns, lines: lines).render(width: style.width, style: style)
        let coverage = CoverageText.describe(listing.total)
        return (table + [style.dim(coverage), style.dim(source.line)].filter { !$0.isEmpty })
            .joined(separator: "\n") + "\n"
    }
}
