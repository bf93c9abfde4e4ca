public import Analysis
import WorldBank

/// The columns of a listing, in order: the one place that says what `list`, the report's tables and
/// its CSV files show of an economy.
public enum ListingColumns {
    /// The columns of `listing`, one row per economy, or per economy and year for a year range (the
    /// long layout: a `year` column, one plain column per indicator, no capital).
    ///
    /// The region column is shown to people only where the rows are not already under one heading
    /// per region; the `aggregate` column appears when the World Bank's own aggregates are listed.
    public static func all(for listing: Listing) -> [Column<CountryRow>] {
        var regionAudience: Audience = .machines
        if !listing.isGroupedByRegion { regionAudience.insert(.terminal) }
        if listing.isRanking || listing.isPanel { regionAudience.insert(.markdown) }
        var columns = identity(
            for: listing, regionAudience: regionAudience, countryOf: { (row: CountryRow) in row.country })
        if listing.isPanel {
            columns.append(Column("Year", key: "year", kind: .year) { .integer($0.year) })
        } else {
            columns.append(
                Column("Capital", key: "capital", kind: .label(width: 9.5), dropPriority: 4) {
                    .text($0.country.capitalCity)
                })
        }
        let dated = listing.isPanel ? Column<CountryRow>.Shape.plain : .dated
        columns += [
            Column("Population", key: "population", kind: .quantity, shape: dated) {
                listing.isPanel ? .number($0.population?.value) : .dated($0.population)
            } total: {
                .number($0.population)
            },
            Column("GDP (US$)", key: "gdp_usd", yearKey: "gdp_year", kind: .money, shape: dated) {
                listing.isPanel ? .number($0.gdp?.value) : .dated($0.gdp)
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
            let group = listing.isPanel ? nil : ColumnGroup(name: "indicators", member: code.rawValue, title: "")
            columns.append(
                Column(code.rawValue, key: code.rawValue, kind: .quantity, shape: dated, group: group) { row in
                    let value = row.extras.indices.contains(index) ? row.extras[index].value : nil
                    return listing.isPanel ? .number(value?.value) : .dated(value)
                })
        }
        return columns
    }

    /// The wide layout of a year range: one row per economy, one column per indicator and year
    /// (`population 2015`, `SP.DYN.LE00.IN 2015`), grouped by indicator.
    public static func wide(for listing: Listing) -> [Column<EconomySeries>] {
        var columns = identity(
            for: listing, regionAudience: .all, countryOf: { (series: EconomySeries) in series.country })
        let years = listing.query.year.years
        var indicators: [WideIndicator] = [
            WideIndicator(key: "population", title: "Population", kind: .quantity) { row in row.population?.value },
            WideIndicator(key: "gdp_usd", title: "GDP (US$)", kind: .money) { row in row.gdp?.value },
            WideIndicator(key: "gdp_per_capita_usd", title: "GDP per capita", kind: .moneyPerHead) { row in
                row.gdpPerCapita?.value
            },
        ]
        for (index, code) in listing.query.extras.enumerated() {
            indicators.append(
                WideIndicator(key: code.rawValue, title: code.rawValue, kind: .quantity) { row in
                    row.extras.indices.contains(index) ? row.extras[index].value?.value : nil
                })
        }
        for indicator in indicators {
            for year in years {
                let group = ColumnGroup(name: indicator.key, member: "\(year)", title: indicator.title)
                columns.append(
                    Column("\(year)", key: "\(indicator.key) \(year)", kind: indicator.kind, group: group) { series in
                        .number(series.row(year).flatMap(indicator.value))
                    })
            }
        }
        return columns
    }

    /// The columns that say which economy a row is: codes, name, region, income level, and whether
    /// it is one of the Bank's aggregates.
    private static func identity<Row>(
        for listing: Listing, regionAudience: Audience, countryOf country: @escaping @Sendable (Row) -> Country
    ) -> [Column<Row>] {
        var columns: [Column<Row>] = [
            Column("ISO3", key: "iso3", kind: .code) { .text(country($0).id) },
            Column("ISO2", key: "iso2", kind: .code, audience: .machines) { .text(country($0).iso2Code) },
            Column("Name", key: "name", kind: .name) { .text(country($0).name) },
            Column(
                "Region", key: "region", kind: .label(width: 12), shape: .classification, audience: regionAudience,
                dropPriority: 2
            ) { .classification(country($0).region) },
            Column("Income", key: "income", kind: .label(width: 11.5), shape: .classification, dropPriority: 3) {
                .classification(country($0).incomeLevel)
            },
        ]
        if listing.hasAggregates {
            columns.append(
                Column("Aggregate", key: "aggregate", kind: .label(width: 5), audience: .machines) {
                    .flag(country($0).isAggregate)
                })
        }
        return columns
    }

    /// One indicator of the wide layout: its key, its title for people, its kind and its value in a row.
    private struct WideIndicator: Sendable {
        let key: String
        let title: String
        let kind: ColumnKind
        let value: @Sendable (CountryRow) -> Double?
    }
}
