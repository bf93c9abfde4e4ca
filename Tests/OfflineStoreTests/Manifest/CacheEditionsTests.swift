import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// The cache keeps the earlier editions of a dataset when the answer changes: at most three in all,
/// the oldest dropped, and none for an answer that is the same as the one held.
@Suite struct CacheEditionsTests {
    static let key = DatasetKey.indicator(.population, .year(2022))

    /// An answer of Kenya's 2022 population, `value`, released on `lastUpdated`. Synthetic values.
    static func answer(_ value: Double, lastUpdated: String = "2026-03-20") -> StoredDataset {
        StoredDataset(
            dataset: IndicatorDataset(
                indicator: .population, name: "Population, total",
                metadata: DatasetMetadata(sourceID: "2", lastUpdated: lastUpdated),
                observations: [
                    Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2022, value: value)
                ]),
            period: .year(2022), fetchedAt: Date(timeIntervalSince1970: 1_795_953_600), source: "test")
    }

    static func values(_ cache: DatasetCache) -> [Double] {
        cache.editions(of: key).compactMap { $0.indicator?.dataset.observations.first?.value }
    }

    @Test func atMostThreeEditionsAreKeptNewestFirst() throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let cache = DatasetCache(root: root, api: .worldBank)
        try cache.write(Self.answer(1))
        try cache.write(Self.answer(1))
        #expect(Self.values(cache) == [1], "the same answer is no new edition")
        try cache.write(Self.answer(2))
        try cache.write(Self.answer(2, lastUpdated: "2026-07-01"))
        try cache.write(Self.answer(3, lastUpdated: "2026-07-01"))
        #expect(Self.values(cache) == [3, 2, 2])
        #expect(
            cache.editions(of: Self.key).map { $0.indicator?.metadata.lastUpdated } == [
                "2026-07-01", "2026-07-01", "2026-03-20",
            ])
        #expect(
            cache.latestChanges().map(\.revisions) == [
                [ValueRevision(economy: "KEN", indicator: .population, year: 2022, before: 2, after: 3)]
            ])
        let names = DatasetCache.entries(root: root).map(\.name)
        #expect(names == ["SP.POP.TOTL@2022", "SP.POP.TOTL@2022~1", "SP.POP.TOTL@2022~2"])
        #expect(try DatasetCache.clear(root: root).count == 3)
        #expect(Self.values(cache) == [])
    }
}
