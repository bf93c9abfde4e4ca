/// The country list together with the indicator datasets of one query: everything needed to merge
/// rows, and the metadata to say where each figure came from.
public struct EconomyData: Sendable, Hashable, Codable {
    /// Every entry of the country list, aggregates included (they are dropped when merging).
    public let countries: [Country]
    /// One dataset per indicator asked for, in the order asked.
    public let datasets: [IndicatorDataset]

    /// Creates the bundle.
    public init(countries: [Country], datasets: [IndicatorDataset]) {
        self.countries = countries
        self.datasets = datasets
    }

    /// One merged row per real economy, aggregates dropped.
    public var economies: [Economy] { EconomyMerger.merge(entries: countries.withoutAggregates, datasets: datasets) }

    /// The economies and the World Bank's aggregates (World, regions, income groups) from one pass
    /// over the observations, for a listing that shows the Bank's own figures beside the economies,
    /// never added to them.
    public var economiesAndAggregates: (economies: [Economy], aggregates: [Economy]) {
        let all = EconomyMerger.merge(entries: countries, datasets: datasets)
        return (all.filter { !$0.country.isAggregate }, all.filter(\.country.isAggregate))
    }
}
