import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// The provider's door for sources (``DatasetSource``): a source of the test's own, answering from
/// the snapshot's figures in memory, is asked, believed, cached and told apart from the copies.
@Suite struct DatasetSourceTests {
    /// Answers every key from the snapshot in `data/` and counts the questions it was asked.
    final class SnapshotSource: DatasetSource {
        let snapshot = BundledSnapshot(folder: RepositoryPaths.snapshot)
        let asked = Asked()
        var location: String { "test://snapshot" }

        func answers(to keys: [DatasetKey], footnotes: Bool) async throws -> [DatasetAnswer] {
            await asked.add(keys)
            return try keys.map { key in
                guard case .indicator(let code, let period, _) = key else {
                    return DatasetAnswer(key: key, countries: try snapshot.file(.countries).countries ?? [])
                }
                return DatasetAnswer(key: key, dataset: try snapshot.indicator(code, period: period).0)
            }
        }
    }

    /// The keys a source was asked, in order.
    actor Asked {
        private(set) var keys: [DatasetKey] = []
        func add(_ more: [DatasetKey]) { keys += more }
    }

    @Test func aSourceOfTheTestsOwnIsAskedBelievedAndCached() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let source = SnapshotSource()
        let baseURL = try BaseURL(parsing: RepositoryPaths.unreachableBaseURL)
        func provider(_ mode: DataOptions.Mode) -> DataProvider {
            DataProvider(
                service: WorldBankService(configuration: ServiceConfiguration(baseURL: baseURL)), live: source,
                cache: DatasetCache(root: cache, api: baseURL),
                snapshot: BundledSnapshot(folder: RepositoryPaths.snapshot),
                options: DataOptions(mode: mode, maxAge: .seconds(86_400), networkBudget: .seconds(600)),
                clock: { DataProviderTests.now })
        }

        let answer = try await provider(.automatic).economyData(indicators: [.population], period: .year(2022))

        #expect(answer.provenance.map(\.origin) == [.live, .live])
        #expect(await source.asked.keys == [.countries, .indicator(.population, .year(2022))])
        let kenya = answer.data.economies.first { $0.country.id == "KEN" }
        #expect(kenya?.value(.population, in: 2022) == (try SharedFigures.value("SP.POP.TOTL", "KEN", 2022)))
        // Cached under the source's location, so that an offline run answers from it.
        let offline = try await provider(.offline).economyData(indicators: [.population], period: .year(2022))
        #expect(offline.provenance.map(\.origin) == [.cache, .cache])
        #expect(await source.asked.keys.count == 2, "offline, the source is not asked")
        #expect(offline.data == answer.data.withoutEmptyValues)
    }
}
