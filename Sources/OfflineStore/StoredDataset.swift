public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// One stored answer, the same wherever it is kept: the cache, the snapshot built into the binary
/// (both as compact tables) and `data/` (JSON, ``json``).
///
/// One type for all means the snapshot is read and checked by exactly the code that reads fresh
/// answers. Observations are rows (`["KOR","KR",2022,51672569]` in JSON); only non-empty values are
/// kept, since a missing value is what an absent row means.
public struct StoredDataset: Sendable, Hashable {
    /// The format tag every file starts with; anything else is a foreign file.
    public static let currentFormat = "countries-dataset/1"

    /// The format tag as read.
    public let format: String
    /// Which answer this is.
    public let key: DatasetKey
    /// When it was fetched from the API.
    public let fetchedAt: Date
    /// The API base URL it was fetched from.
    public let source: String
    /// The country list, for ``DatasetKey/countries``; the members, for ``DatasetKey/members(_:)``.
    public internal(set) var countries: [Country]?
    /// The indicator answer, for ``DatasetKey/indicator(_:_:)``.
    public internal(set) var indicator: StoredIndicator?

    /// Checks that the file is what its name promises; throws a reason for people otherwise.
    public func validate(expecting expected: DatasetKey) throws(StoreError) {
        guard format == Self.currentFormat else {
            throw .foreign("format '\(format)', expected '\(Self.currentFormat)'")
        }
        guard key == expected else { throw .foreign("holds \(key), expected \(expected)") }
        switch key {
        case .countries:
            guard let countries, !countries.isEmpty, indicator == nil else { throw .foreign("no country list inside") }
        case .members(let group):
            guard countries != nil, indicator == nil else { throw .foreign("no member list of \(group) inside") }
        case .indicator(let code, _, _):
            guard countries == nil, let indicator, indicator.code == code else {
                throw .foreign("no \(code) data inside")
            }
        }
    }
}

extension StoredDataset {
    /// The dataset with the rows `period` asks for.
    func cut(to period: Period) -> StoredDataset {
        var cut = self
        cut.indicator = indicator?.cut(to: period)
        return cut
    }

    /// Wraps the country list.
    public init(countries: [Country], fetchedAt: Date, source: String) {
        self.init(
            format: Self.currentFormat, key: .countries, fetchedAt: fetchedAt, source: source, countries: countries)
    }

    /// Wraps the members the API lists for the group `key` names (``DatasetKey/members(of:)``).
    public init(members: [Country], key: DatasetKey, fetchedAt: Date, source: String) {
        self.init(format: Self.currentFormat, key: key, fetchedAt: fetchedAt, source: source, countries: members)
    }

    /// Wraps an indicator answer of database `database` for `period`.
    public init(
        dataset: IndicatorDataset, period: Period, fetchedAt: Date, source: String, database: DatabaseID = .wdi
    ) {
        self.init(
            format: Self.currentFormat, key: .indicator(dataset.indicator, period, source: database),
            fetchedAt: fetchedAt,
            source: source, indicator: StoredIndicator(dataset))
    }
}
