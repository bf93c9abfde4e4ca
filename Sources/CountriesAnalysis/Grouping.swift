public import WorldBank

/// What a totals table groups economies by: the region (the default), the income level or the
/// lending type, as the World Bank's own group aggregates do.
public enum Grouping: String, Sendable, Hashable, CaseIterable {
    case region, income, lending

    /// The heading of the group column.
    public var header: String {
        switch self {
        case .region: "Region"
        case .income: "Income level"
        case .lending: "Lending type"
        }
    }

    /// `economies`, each in its group of this kind in place of its region: listings and totals group
    /// by region, so they then total by income level or lending type unchanged.
    public func regroup(_ economies: [Economy]) -> [Economy] {
        guard self != .region else { return economies }
        return economies.map { economy in
            let entry = economy.country
            let country = Country(
                id: entry.id, iso2Code: entry.iso2Code, name: entry.name,
                region: self == .income ? entry.incomeLevel : entry.lendingType, adminRegion: entry.adminRegion,
                incomeLevel: entry.incomeLevel, lendingType: entry.lendingType, capitalCity: entry.capitalCity,
                longitude: entry.longitude, latitude: entry.latitude)
            return Economy(country: country, values: economy.values)
        }
    }
}
