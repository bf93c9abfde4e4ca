import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// Live → fresh cache → snapshot, proved against the fake API's request log.
@Suite struct DataProviderTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    static func provider(
        _ baseURL: BaseURL, cache: URL, mode: DataOptions.Mode = .automatic, maxAge: Duration = .seconds(86_400),
        now: Date = now, footnotes: Bool = false
    ) -> DataProvider {
        let configuration = ServiceConfiguration(
            baseURL: baseURL, requestTimeout: .seconds(120),
            retryPolicy: RetryPolicy(maximumAttempts: 2, baseDelay: .milliseconds(10)))
        return DataProvider(
            service: WorldBankService(configuration: configuration), cache: DatasetCache(root: cache, api: baseURL),
            snapshot: BundledSnapshot(folder: RepositoryPaths.snapshot),
            options: DataOptions(mode: mode, maxAge: maxAge, networkBudget: .seconds(300), footnotes: footnotes),
            clock: { now })
    }

    @Test func anUnreachableAPIWithAnEmptyCacheAnswersFromTheSnapshot() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let provider = Self.provider(try BaseURL(parsing: RepositoryPaths.unreachableBaseURL), cache: cache)

        let answer = try await provider.economyData(indicators: [.population, .gdp], period: .year(2022))

        #expect(answer.provenance.map(\.origin) == [.snapshot, .snapshot, .snapshot])
        #expect(answer.lastUpdated == ["2026-03-20"])
        #expect(answer.notices.count == 1)
        #expect(
            answer.notices.first?.message.hasPrefix(
                "the World Bank API could not be reached: gave up on http://127.0.0.1:9/v2/") == true)
        #expect(
            answer.notices.first?.message.hasSuffix(
                "after 2 tries: connection failed (connection refused); answering from the bundled snapshot") == true)
        #expect(answer.data.economies.count == 217)
        #expect(answer.sourceNote(now: Self.now).origin == "snapshot (fetched 2026-04-30)")
    }

    @Test func aWarmCacheAnswersWithoutASingleRequest() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (cold, warm, log) = try await withFakeWorldBank { server in
            let cold = try await Self.provider(server.baseURL, cache: cache)
                .economyData(indicators: [.population, .gdp], period: .year(2022))
            let coldRequests = try await server.requestLog().count
            try await server.reset()
            let warm = try await Self.provider(server.baseURL, cache: cache, now: Self.now.addingTimeInterval(600))
                .economyData(indicators: [.population, .gdp], period: .year(2022))
            return (cold, warm, (coldRequests, try await server.requestLog().count))
        }

        #expect(log.0 == 2, "the country list, and one query for both indicators")
        #expect(log.1 == 0)
        #expect(cold.requests.count == 2, "the answer carries the requests it took")
        #expect(cold.requests.allSatisfy { $0.status == 200 && $0.attempt == 1 })
        #expect(warm.requests == [])
        #expect(cold.provenance.map(\.origin) == [.live, .live, .live])
        #expect(warm.provenance.map(\.origin) == [.cache, .cache, .cache])
        #expect(warm.sourceNote(now: Self.now.addingTimeInterval(600)).origin == "cache (10 min old)")
        #expect(warm.data == cold.data.withoutEmptyValues)
    }

    @Test func aStaleCacheIsRefetchedAndRefreshIgnoresAFreshOne() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let counts = try await withFakeWorldBank { server in
            _ = try await Self.provider(server.baseURL, cache: cache).economyData(
                indicators: [.gdp], period: .year(2022))
            try await server.reset()
            let later = Self.now.addingTimeInterval(3_600)
            _ = try await Self.provider(server.baseURL, cache: cache, maxAge: .seconds(1_800), now: later)
                .economyData(indicators: [.gdp], period: .year(2022))
            let stale = try await server.requestLog().count
            try await server.reset()
            _ = try await Self.provider(server.baseURL, cache: cache, mode: .refresh)
                .economyData(indicators: [.gdp], period: .year(2022))
            return (stale, try await server.requestLog().count)
        }
        #expect(counts.0 == 2)
        #expect(counts.1 == 2)
    }

    @Test func offlineNeverTouchesTheNetworkAndPrefersTheCache() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (answer, requests) = try await withFakeWorldBank { server in
            _ = try await Self.provider(server.baseURL, cache: cache).economyData(
                indicators: [.population], period: .year(2022))
            try await server.reset()
            let answer = try await Self.provider(
                server.baseURL, cache: cache, mode: .offline, maxAge: .seconds(1),
                now: Self.now.addingTimeInterval(86_400 * 30)
            ).economyData(indicators: [.population, .gdp], period: .year(2022))
            return (answer, try await server.requestLog().count)
        }
        #expect(requests == 0)
        #expect(answer.provenance.map(\.origin) == [.cache, .cache, .snapshot])
    }

    @Test func aCachedHistoryAnswersAnyYearOrRangeOffline() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (history, api) = try await withFakeWorldBank { server in
            (
                try await Self.provider(server.baseURL, cache: cache).economyData(indicators: [.gdp], period: .history),
                server.baseURL
            )
        }
        let offline = Self.provider(api, cache: cache, mode: .offline)

        let year = try await offline.economyData(indicators: [.gdp], period: .year(2014))
        let range = try await offline.economyData(indicators: [.gdp], period: .range(2010, 2012))

        #expect(year.provenance.map(\.origin) == [.cache, .cache])
        #expect(range.provenance.last?.origin == .cache)
        let venezuela = year.data.economies.first { $0.country.id == "VEN" }
        #expect(venezuela?.value(.gdp, in: 2014) == (try SharedFigures.value("NY.GDP.MKTP.CD", "VEN", 2014)))
        #expect(Set(range.data.datasets[0].observations.map(\.year)) == [2010, 2011, 2012])
        #expect(
            range.data.datasets[0].observations.count
                == history.data.datasets[0].observations.filter { (2010...2012).contains($0.year) && $0.value != nil }
                .count)
    }

    @Test func aDamagedCacheFileIsReportedOnceAndRefetched() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (answer, paths) = try await withFakeWorldBank { server in
            let folder = DatasetCache(root: cache, api: server.baseURL).folder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{\"format\":\"countries-dataset/1\",\"key\":".utf8).write(
                to: folder.appendingPathComponent("countries.dataset"))
            let answer = try await Self.provider(server.baseURL, cache: cache).economyData(
                indicators: [], period: .year(2022))
            return (answer, try await server.requestLog().map(\.path))
        }
        #expect(paths == ["/v2/country"])
        #expect(
            answer.notices == [
                .damagedCacheFileRemoved(key: .countries, damage: .corrupt("compact table not a compact table"))
            ])
        #expect(
            answer.notices.map(\.message) == [
                "removed a damaged cache file for the country list (corrupt data file: compact table not a compact table)"
            ])
        #expect(answer.data.countries.count == 296)
        #expect(DatasetCache.entries(root: cache).map { "\($0.name) \($0.damaged)" } == ["countries false"])
    }

    @Test(arguments: [FaultRule.Kind.html, .truncate, .envelope, .xml])
    func aBrokenAnswerIsNeverCached(kind: FaultRule.Kind) async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (answer, requests) = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(kind, match: "SP.POP.TOTL", times: -1, id: "105")])
            let answer = try await Self.provider(server.baseURL, cache: cache)
                .economyData(indicators: [.population], period: .year(2022))
            return (answer, try await server.requestLog().count { $0.path.hasSuffix("SP.POP.TOTL") })
        }
        #expect(requests == 2, "both tries were made")
        #expect(answer.provenance.map(\.origin) == [.live, .snapshot])
        #expect(DatasetCache.entries(root: cache).map(\.name) == ["countries"])
    }

    @Test func anAPIRefusalIsNotHiddenBehindTheSnapshot() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let code = try #require(IndicatorCode("NO.SUCH.CODE"))
        let error = try await withFakeWorldBank { server in
            await #expect(throws: WorldBankError.self) {
                try await Self.provider(server.baseURL, cache: cache).economyData(
                    indicators: [code], period: .year(2022))
            }
        }
        guard case .api(_, let messages)? = error else {
            Issue.record("expected the API's refusal, got \(String(describing: error))")
            return
        }
        #expect(messages.map(\.id) == ["120"])
    }
}

extension EconomyData {
    /// The same data with `null` observations dropped, as the cache stores it.
    var withoutEmptyValues: EconomyData {
        EconomyData(
            countries: countries,
            datasets: datasets.map {
                IndicatorDataset(
                    indicator: $0.indicator, name: $0.name, metadata: $0.metadata,
                    observations: ObservationTable($0.observations.filter { $0.value != nil }))
            })
    }
}
