import Foundation
import TestSupport
import Testing
import WorldBank

@testable import BundledData
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
        #expect(
            EmbeddedSnapshot.base64Files.keys.sorted()
                == names.map { $0.replacing(/\.json$/, with: ".dataset") }.sorted())
        for name in names {
            let onDisk = try Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(name))
            guard let key = DatasetKey(name: String(name.dropLast(5))), name.hasSuffix(".json") else {
                #expect(EmbeddedSnapshot.file(named: name) == [UInt8](onDisk), "\(name)")
                continue
            }
            // Built in as a compact table; every row must come back bit for bit as the JSON file has it.
            let compact = try #require(EmbeddedSnapshot.file(named: key.name + ".dataset"))
            let reference = try StoredDataset(json: onDisk)
            let embedded = try BundledSnapshot.embedded.file(key)
            #expect(embedded == reference, "\(name)")
            #expect(
                embedded.indicator?.observations.map(\.value?.bitPattern)
                    == reference.indicator?.observations.map(\.value?.bitPattern))
            #expect(compact.count < onDisk.count * 3 / 4)
        }
    }

    @Test func builtInFilesAreDecodedAsFoundationDecodesBase64() throws {
        var random = SeededRandom(seed: 11)
        for count in Array(0...9) + [255, 256, 257, 4096] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            let text = Data(bytes).base64EncodedString()
            #expect(EmbeddedSnapshot.bytes(base64: text) == bytes, "\(count) bytes")
            #expect(EmbeddedSnapshot.bytes(base64: text) == Data(base64Encoded: text).map { [UInt8]($0) })
        }
        // Not base64: a byte outside the alphabet, a line break, a length not a multiple of four,
        // padding inside the text or more than two `=` (stricter than Foundation, which reads
        // "QU=D" as two bytes: the built-in files are Foundation's own encoding, padded at the end).
        for text in ["QUJD#A==", "QUJD\nQUJD", "QUJDRA=", "QQ==QUJD", "Q===", "QU=D"] {
            #expect(EmbeddedSnapshot.bytes(base64: text) == nil, "\(text)")
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

    @Test func aDamagedBuiltInFileIsNamedInTheError() throws {
        let damaged = BundledSnapshot { name in
            name == "countries.dataset" ? EmbeddedSnapshot.file(named: name).map { Array($0.dropLast(7)) } : nil
        }
        #expect(
            throws: StoreError.snapshotCorrupt(
                "the snapshot built into countries/countries.dataset: corrupt data file: compact table cut short")
        ) {
            try damaged.file(.countries)
        }
        #expect(
            throws: StoreError.snapshotMissing("no SP.POP.TOTL@history.dataset in the snapshot built into countries")
        ) {
            try damaged.indicator(.population, period: .year(2022))
        }
    }

    @Test func theEmbeddedSnapshotIsUsedUnlessAFolderIsNamed() throws {
        #expect(BundledSnapshot.locate(environment: [:]).folder == nil)
        #expect(BundledSnapshot.locate(environment: ["COUNTRIES_DATA_DIR": "/opt/data"]).folder?.path == "/opt/data")
        let embedded = try BundledSnapshot.embedded.file(.countries)
        #expect(embedded == (try Self.snapshot.file(.countries)))
    }
}
