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
        for country in economies { idByISO2[country.iso2Code.uppercasedCode] = country.id }
        let wanted = Set(economies.map(\.id))

        var values: [String: [IndicatorCode: [Int: Double]]] = [:]
        values.reserveCapacity(economies.count)
        for dataset in datasets {
            // One indicator at a time, so each value is one hash lookup deep rather than three.
            var byEconomy: [String: [Int: Double]] = [:]
            byEconomy.reserveCapacity(economies.count)
            for observation in dataset.observations {
                guard let value = observation.value, isPlausible(value, dataset.indicator) else { continue }
                let id =
                    observation.economyID.isEmpty
                    ? idByISO2[observation.economyISO2.uppercasedCode] : observation.economyID.uppercasedCode
                guard let id, wanted.contains(id) else { continue }
                byEconomy[id, default: [:]][observation.year] = value
            }
            // Two datasets of one indicator (its latest values, then the years GDP needs) add up, the
            // later one winning a year both hold.
            for (id, series) in byEconomy {
                values[id, default: [:]][dataset.indicator, default: [:]].merge(series) { _, later in later }
            }
        }
        return economies.map { country in
            var series = values[country.id] ?? [:]
            for dataset in datasets where series[dataset.indicator] == nil { series[dataset.indicator] = [:] }
            return Economy(country: country, values: series)
        }
    }

    /// True for a value that can be real: finite, not negative for population and GDP, at most
    /// 10 billion people and 10^15 US$ of GDP for one entry. Anything else is left out (the entry then
    /// counts as without a value) rather than printed as `inf` or summed into a total.
    public static func isPlausible(_ value: Double, _ indicator: IndicatorCode) -> Bool {
        guard value.isFinite else { return false }
        switch indicator {
        case .population: return (0...1e10).contains(value)
        case .gdp: return (0...1e15).contains(value)
        default: return true
        }
    }

    /// The values of `datasets` that ``isPlausible(_:_:)`` refuses, for a notice naming them.
    public static func implausibleValues(in datasets: [IndicatorDataset]) -> [Observation] {
        datasets.flatMap { dataset in
            dataset.observations.filter { observation in
                observation.value.map { !isPlausible($0, dataset.indicator) } ?? false
            }
        }
    }
}
