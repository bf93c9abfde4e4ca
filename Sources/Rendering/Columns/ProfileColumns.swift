public import Analysis
public import WorldBank

/// The columns of an economy's years in `show`, in order.
public enum ProfileColumns {
    /// Every column for the years of `country`; its codes appear only in CSV, where each row must
    /// say which economy it belongs to.
    public static func all(for country: Country) -> [Column<EconomyProfile.ProfileYear>] {
        [
            Column("ISO3", key: "iso3", kind: .code, audience: .csv) { _ in .text(country.id) },
            Column("Name", key: "name", kind: .name, audience: .csv) { _ in .text(country.name) },
            Column("Year", key: "year", kind: .year) { .integer($0.year) },
            Column("Population", key: "population", kind: .quantity) { .number($0.population) },
            Column("Change", key: "population_growth", kind: .growth) { .number($0.populationGrowth) },
            Column("GDP (US$)", key: "gdp_usd", kind: .money) { .number($0.gdp) },
            Column("Change", key: "gdp_growth", kind: .growth) { .number($0.gdpGrowth) },
            Column("GDP per capita", terminalHeader: "GDP/capita", key: "gdp_per_capita_usd", kind: .moneyPerHead) {
                .number($0.gdpPerCapita)
            },
        ]
    }
}
