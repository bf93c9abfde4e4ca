import BundledData
import Foundation
import TestSupport
import Testing
import WorldBank

@testable import OfflineStore

/// The bundled snapshot holds the shared data and answers exactly like the API.
@Suite struct SnapshotTests {
    static let snapshot = BundledSnapshot(folder: RepositoryPaths.snapshot)

    @Test func theSnapshotHoldsEveryEntryAndBothFullHistories() throws {
        let countries = try #require(try Self.snapshot.file(.countries).countries)
        let (population, populationDate) = try Self.snapshot.indicator(.population, period: .history)
        let (gdp, _) = try Self.snapshot.indicator(.gdp, period: .history)

        #expect(countries.count == 296)
        #expect(countries.count { !$0.isAggregate } == 217)
        #expect(population.observations.count == 17_195)
        #expect(gdp.observations.count == 13_979)
        #expect(Set(population.observations.map(\.year)) == Set(1960...2024))
        #expect(population.metadata == DatasetMetadata(sourceID: "2", lastUpdated: "2026-03-20"))
        #expect(populationDate == ISO8601DateFormatter().date(from: "2026-04-30T00:00:00Z"))
    }

    @Test(arguments: [Period.year(2022), .range(2015, 2020), .mostRecentNonEmpty(1), .mostRecentNonEmpty(3)])
    func theSnapshotYieldsTheSameRowsAsTheAPI(period: Period) async throws {
        let countries = try #require(try Self.snapshot.file(.countries).countries)
        let datasets = try [IndicatorCode.population, .gdp].map { try Self.snapshot.indicator($0, period: period).0 }
        let offline = EconomyData(countries: countries, datasets: datasets).economies

        let live = try await withFakeWorldBank { server in
            try await WorldBankService(configuration: ServiceConfiguration(baseURL: server.baseURL))
                .economyData(indicators: [.population, .gdp], period: period).economies
        }

        #expect(live.count == 217)
        #expect(offline == live)
    }

    @Test func anIndicatorOutsideTheSnapshotSaysWhatItHolds() throws {
        let code = try #require(IndicatorCode("SP.DYN.LE00.IN"))
        #expect(
            throws: StoreError.notInSnapshot(
                "SP.DYN.LE00.IN (all years) (the snapshot holds SP.POP.TOTL and NY.GDP.MKTP.CD only)")
        ) {
            try Self.snapshot.indicator(code, period: .year(2022))
        }
    }

    @Test func theSnapshotBuiltIntoTheBinaryHoldsExactlyWhatDataHolds() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: RepositoryPaths.snapshot.path)
            .filter { $0 != "README.md" }.sorted()
        #expect(EmbeddedSnapshot.fileNames == names)
        for name in names {
            let onDisk = try Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(name))
            if name.hasSuffix("@history.json") {
                // Built in compact; every row must come back bit for bit as the JSON file has it.
                #expect(EmbeddedSnapshot.file(named: name) == nil)
                let compact = try #require(EmbeddedSnapshot.compactHistory(named: name))
                let reference = try DatasetFile.decoder.decode(StoredDataset.self, from: onDisk)
                let embedded = try CompactHistory(compact).stored
                #expect(embedded == reference, "\(name)")
                #expect(
                    embedded.indicator?.rows.map(\.value.bitPattern)
                        == reference.indicator?.rows.map(\.value.bitPattern))
                #expect(compact.count < onDisk.count / 2)
            } else {
                #expect(EmbeddedSnapshot.file(named: name) == onDisk, "\(name)")
            }
        }
    }

    @Test(arguments: [
        Period.year(2022), .range(2015, 2020), .mostRecentNonEmpty(1), .mostRecentNonEmpty(3), .mostRecent(14),
        .history,
    ])
    func theBuiltInHistoriesAnswerEveryPeriodAsDataDoes(period: Period) throws {
        for code in IndicatorCode.core {
            let (embedded, embeddedDate) = try BundledSnapshot.embedded.indicator(code, period: period)
            let (folder, folderDate) = try Self.snapshot.indicator(code, period: period)
            #expect(embedded == folder, "\(code) \(period)")
            #expect(embeddedDate == folderDate)
            #expect(!embedded.observations.isEmpty)
        }
    }

    @Test func aDamagedCompactHistoryIsAnErrorNotACrash() throws {
        let compact = try #require(EmbeddedSnapshot.compactHistory(named: "SP.POP.TOTL@history.json"))
        var random = SeededRandom(seed: 7)
        for cut in [0, 3, 4, 9, 500, compact.count / 2, compact.count - 1] {
            #expect(throws: StoreError.self) { try CompactHistory(compact.prefix(cut)) }
        }
        var refused = 0
        for _ in 0..<300 {
            var bytes = [UInt8](compact)
            for _ in 0..<4 {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            do {
                _ = try CompactHistory(Data(bytes)).stored
            } catch {
                refused += 1
            }
        }
        #expect(refused > 0)
    }

    @Test func theEmbeddedSnapshotIsUsedUnlessAFolderIsNamed() throws {
        #expect(BundledSnapshot.locate(environment: [:]).folder == nil)
        #expect(BundledSnapshot.locate(environment: ["COUNTRIES_DATA_DIR": "/opt/data"]).folder?.path == "/opt/data")
        let embedded = try BundledSnapshot.embedded.file(.countries)
        #expect(embedded == (try Self.snapshot.file(.countries)))
    }
}
