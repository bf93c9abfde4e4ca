import CountriesAnalysis
import WorldBank

/// The five most populous economies of 2022, largest first, with their population.
func mostPopulous(from baseURL: BaseURL) async throws -> [(name: String, population: Double)] {
    let service = WorldBankService(configuration: ServiceConfiguration(baseURL: baseURL))
    let data = try await service.economyData(indicators: IndicatorCode.core, period: .year(2022))
    let query = ListQuery(year: .year(2022), sort: .population, descending: true, limit: 5)
    let listing = Listing.make(economies: data.economies, query: query)
    return listing.rows.compactMap { row in row.population.map { (row.country.name, $0.value) } }
}
