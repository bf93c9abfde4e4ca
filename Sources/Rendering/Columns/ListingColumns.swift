public import Analysis
import WorldBank

/// The columns of a listing, in order: the one place that says what `list`, the report's tables and
/// its CSV files show of an economy.
public enum ListingColumns {
    /// The columns of `listing`. The region column is left out of the terminal table when the table
    /// is grouped by region (its captions say it), and every extra indicator adds a dated column.
    public static func all(for listing: Listing) -> [Column<CountryRow>] {
        let grouped = listing.query.region == nil
        var columns: [Column<CountryRow>] = [
            Column("ISO3", key: "iso3", kind: .code) { .text($0.country.id) },
            Column("ISO2", key: "iso2", kind: .code, audience: .machines) { .text($0.country.iso2Code) },
            Column("Name", key: "name", kind: .name) { .text($0.country.name) },
            Column(
                "Region", key: "region", kind: .label(width: 12), shape: .classification,
                audience: grouped ? .machines : [.machines, .terminal],
                dropPriority: 2
            ) { .classification($0.country.region) },
            Column("Income", key: "income", kind: .label(width: 11.5), shape: .classification, dropPriority: 3) {
                .classification($0.country.incomeLevel)
            },
            Column("Capital", key: "capital", kind: .label(width: 9.5), dropPriority: 4) {
                .text($0.country.capitalCity)
            },
            Column("Population", key: "population", kind: .quantity, shape: .dated) {
                .dated($0.population)
            } total: {
                .number($0.population)
            },
            Column("GDP (US$)", key: "gdp_usd", yearKey: "gdp_year", kind: .money, shape: .dated) {
                .dated($0.gdp)
            } total: {
                .number($0.gdp)
            },
            Column(
                "GDP per capita", terminalHeader: "GDP/capita", key: "gdp_per_capita_usd", kind: .moneyPerHead
            ) {
                .number($0.gdpPerCapita?.value)
            } total: {
                .number($0.gdpPerCapita)
            },
        ]
        for (index, code) in listing.query.extras.enumerated() {
            columns.append(
                Column(code.rawValue, key: code.rawValue, kind: .quantity, shape: .dated, jsonGroup: "indicators") {
                    row in .dated(row.extras.indices.contains(index) ? row.extras[index].value : nil)
                })
        }
        return columns
    }
}
