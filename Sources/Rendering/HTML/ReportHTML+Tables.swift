import Analysis
import WorldBank

/// The region totals and the per-region tables, drawn from the same column descriptions as every
/// other output: a subtotal per region, `—` where the Bank has no figure.
extension ReportHTML {
    /// One row per region, then every listed economy, with how many lack figures.
    static func regionTotalsSection(_ document: ReportDocument) -> HTMLText {
        let table = ColumnHTML.table(RegionColumns.all, rows: document.regions, foot: .row(document.listing.total))
        return """
            <section id="regions">
            <h2>Regions</h2>
            \(table.html)
            </section>
            """
    }

    /// One table per region with its subtotal.
    static func regionsSection(_ listing: Listing) -> HTMLText {
        let tables = listing.groups.map { group -> HTMLText in
            let table = ColumnHTML.table(
                ListingColumns.all(for: listing), rows: group.rows, foot: .total(group.summary, label: "Subtotal"),
                showsYears: listing.showsYears, fixedLayout: true)
            return """
                <h3>\(group.region.name) (\(Plural.economies(group.rows.count)))</h3>
                \(table.html)
                """
        }
        return """
            <section id="economies">
            <h2>Economies by region</h2>
            \(tables)
            </section>
            """
    }
}
