/// Joins the country list with indicator observations into one row per real economy.
///
/// Aggregates are dropped by region id `NA`, never by an empty capital city (six real economies
/// have none). Observations are matched on ISO3 and, where the API left that empty, on ISO2.
public enum EconomyMerger {
    /// Merges `countries` with every dataset, keeping economies only, in country-list order.
    public static func merge(countries: [Country], datasets: [IndicatorDataset]) -> [Economy] {
        merge(entries: countries.withoutAggregates, datasets: datasets)
    }

    /// Merges the given entries of the country list (economies, or the Bank's aggregates) with every
    /// dataset, in the order given.
    public static func merge(entries economies: [Country], datasets: [IndicatorDataset]) -> [Economy] {
        var idByISO2: [String: String] = [:]
        for country in economies { idByISO2[country.iso2Code.uppercased()] = country.id }

        var values: [String: [IndicatorCode: [Int: Double]]] = [:]
        for dataset in datasets {
            for observation in dataset.observations {
                guard let value = observation.value else { continue }
                let id =
                    observation.economyID.isEmpty
                    ? idByISO2[observation.economyISO2.uppercased()] : observation.economyID.uppercased()
                guard let id else { continue }
                values[id, default: [:]][dataset.indicator, default: [:]][observation.year] = value
            }
        }
        return economies.map { country in
            var series = values[country.id] ?? [:]
            for dataset in datasets where series[dataset.indicator] == nil { series[dataset.indicator] = [:] }
            return Economy(country: country, values: series)
        }
    }
}
