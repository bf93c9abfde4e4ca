import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// Offline, every figure comes from the newest release the machine holds, whichever question put it
/// in the cache: two questions for the same figure get the same number and the same provenance.
@Suite struct OneAnswerOfflineTests {
    /// Kenya's population of `year` in `answer`.
    static func kenya(_ answer: ProvidedData, _ year: Int) -> Double? {
        answer.data.economies.first { $0.country.id == "KEN" }?.value(.population, in: year)
    }

    @Test func aYearHeldInANewerCachedRangeIsAnsweredFromItAndOtherYearsFromTheSnapshot() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        // The fake's SYNTHETIC second edition: Kenya's 2022 population times 1.01, released 2026-07-01.
        let baseURL = try await withFakeWorldBank { server in
            try await server.serveSecondEdition(lastUpdated: "2026-07-01")
            _ = try await DataProviderTests.provider(server.baseURL, cache: cache)
                .economyData(indicators: [.population], period: .range(2020, 2023))
            return server.baseURL
        }
        let offline = DataProviderTests.provider(baseURL, cache: cache, mode: .offline)
        let year = try await offline.economyData(indicators: [.population], period: .year(2022))
        let range = try await offline.economyData(indicators: [.population], period: .range(2020, 2023))
        let snapshot = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2022))

        #expect(Self.kenya(year, 2022) == (snapshot * 1.01).rounded())
        #expect(Self.kenya(year, 2022) == Self.kenya(range, 2022))
        let provenance = { (answer: ProvidedData) in answer.provenance.filter { $0.key != .countries } }
        #expect(provenance(year).map(\.origin) == [.cache])
        #expect(provenance(year).map(\.lastUpdated) == ["2026-07-01"])
        #expect(provenance(year).map(\.fetchedAt) == provenance(range).map(\.fetchedAt))
        #expect(year.sourceNote(now: DataProviderTests.now) == range.sourceNote(now: DataProviderTests.now))
        // A year no cached answer holds comes from the snapshot.
        let before = try await offline.economyData(indicators: [.population], period: .year(2019))
        #expect(provenance(before).map(\.origin) == [.snapshot])
        #expect(Self.kenya(before, 2019) == (try SharedFigures.value("SP.POP.TOTL", "KEN", 2019)))
    }

    @Test func anOlderCachedReleaseGivesWayToTheSnapshot() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let baseURL = try await withFakeWorldBank(lastUpdated: "2025-12-16") { server in
            _ = try await DataProviderTests.provider(server.baseURL, cache: cache)
                .economyData(indicators: [.population], period: .year(2022))
            return server.baseURL
        }
        let answer = try await DataProviderTests.provider(baseURL, cache: cache, mode: .offline)
            .economyData(indicators: [.population], period: .year(2022))
        #expect(answer.provenance.filter { $0.key != .countries }.map(\.origin) == [.snapshot])
        #expect(answer.lastUpdated == ["2026-03-20"])
    }

    @Test func aFootnoteCachedInARangeIsFoundForOneYear() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let note = SyntheticNote(
            indicator: "SP.POP.TOTL", economy: "KEN", year: 2003, footnote: "SYNTHETIC note", status: "E")
        let baseURL = try await withFakeWorldBank { server in
            try await server.setNotes([note])
            _ = try await DataProviderTests.provider(server.baseURL, cache: cache, footnotes: true)
                .economyData(indicators: [.population], period: .range(2000, 2005))
            return server.baseURL
        }
        let answer = try await DataProviderTests.provider(baseURL, cache: cache, mode: .offline, footnotes: true)
            .economyData(indicators: [.population], period: .year(2003))
        let kenya = try #require(answer.data.economies.first { $0.country.id == "KEN" })
        #expect(kenya.note(.population, in: 2003) == ObservationNote(status: "E", footnote: "SYNTHETIC note"))
        #expect(answer.notices.isEmpty, "the cache holds the footnotes: \(answer.notices.map(\.message))")
    }
}
