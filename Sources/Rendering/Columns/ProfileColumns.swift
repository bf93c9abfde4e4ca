public import Analysis

/// The columns of an economy's years in `show`, in order.
public enum ProfileColumns {
    /// Every column; the economy's codes appear only in CSV, where each row must say which economy
    /// it belongs to. The change of GDP is said to be nominal: it is the change in current US$, which
    /// moves with prices and exchange rates, not real growth.
    public static let all: [Column<EconomyProfile.ProfileYear>] = [
        Column("ISO3", key: "iso3", kind: .code, audience: .csv) { .text($0.country.id) },
        Column("Name", key: "name", kind: .name, audience: .csv) { .text($0.country.name) },
        Column("Year", key: "year", kind: .year) { .integer($0.year) },
        Column("Population", key: "population", kind: .quantity) { .number($0.population) },
        Column("Change", key: "population_growth", kind: .growth) { .number($0.populationGrowth) },
        Column("GDP (US$)", key: "gdp_usd", kind: .money) { .number($0.gdp) },
        Column(
            "Change (nominal US$)", terminalHeader: "Nominal chg", key: "gdp_nominal_change", kind: .growth
        ) { .number($0.gdpGrowth) },
        Column("GDP per capita", terminalHeader: "GDP/capita", key: "gdp_per_capita_usd", kind: .moneyPerHead) {
            .number($0.gdpPerCapita)
        },
    ]
}
