import BundledData
import Foundation
import TestSupport
import Testing
import WorldBank

@testable import OfflineStore

/// The byte-level reader and writer of dataset files against the reference, `JSONDecoder` and
/// `JSONEncoder` over the `Codable` conformance: on the real snapshot, on every key and date form,
/// on hostile strings, and on thousands of damaged files.
@Suite struct StoredDatasetReadingTests {
    static func reference(_ data: Data) -> StoredDataset? {
        try? DatasetFile.decoder.decode(StoredDataset.self, from: data)
    }

    static func encoded(_ dataset: StoredDataset) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(dataset)
    }

    @Test(arguments: ["countries.json", "SP.POP.TOTL@history.json", "NY.GDP.MKTP.CD@history.json"])
    func everySnapshotFileReadsExactlyAsJSONDecoderDecodesIt(name: String) throws {
        let data = try Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(name))
        let read = try StoredDataset.read(data)
        #expect(read == Self.reference(data))
        #expect((read.indicator?.rows.count ?? read.countries?.count ?? 0) > 290)
    }

    @Test(arguments: [
        DatasetKey.countries, .indicator(.population, .history), .indicator(.gdp, .year(2022)),
        .indicator(.population, .range(2011, 2023)), .indicator(.gdp, .mostRecentNonEmpty(1)),
        .indicator(IndicatorCode("SP.DYN.LE00.IN") ?? .gdp, .mostRecentNonEmpty(5)),
    ])
    func everyKeyAndDateRoundTrips(key: DatasetKey) throws {
        let dates = ["2026-04-30T00:00:00Z", "2024-02-29T23:59:59Z", "1999-12-31T12:30:05Z", "2100-03-01T00:00:00Z"]
        for text in dates {
            let date = try #require(ISO8601DateFormatter().date(from: text))
            let dataset: StoredDataset
            if case .indicator(let code, let period) = key {
                let observation = Observation(
                    economyID: "KOR", economyISO2: "KR", indicator: code, year: 2022, value: 1.5)
                dataset = StoredDataset(
                    dataset: IndicatorDataset(
                        indicator: code, name: "n", metadata: DatasetMetadata(sourceID: "2", lastUpdated: nil),
                        observations: [observation]),
                    period: period, fetchedAt: date, source: "s")
            } else {
                dataset = StoredDataset(countries: [], fetchedAt: date, source: "s")
            }
            let data = try Self.encoded(dataset)
            #expect(try StoredDataset.read(data) == dataset)
            #expect(try StoredDataset.read(data) == Self.reference(data))
        }
    }

    @Test func aDateInAnotherISOFormIsReadByFoundation() throws {
        let data = try Self.encoded(
            StoredDataset(countries: [], fetchedAt: Date(timeIntervalSince1970: 0), source: "s"))
        let other = Data(
            String(decoding: data, as: UTF8.self).replacingOccurrences(
                of: "1970-01-01T00:00:00Z", with: "1970-01-01T02:00:00+02:00"
            ).utf8)
        #expect(try StoredDataset.read(other).fetchedAt == Date(timeIntervalSince1970: 0))
        #expect(try StoredDataset.read(other) == Self.reference(other))
    }

    @Test func fiveThousandDamagedFilesReadAsJSONDecoderDecodesThem() throws {
        let countries = try #require(try BundledSnapshot(folder: RepositoryPaths.snapshot).file(.countries).countries)
        let (history, _) = try BundledSnapshot(folder: RepositoryPaths.snapshot).indicator(
            .population, period: .history)
        let originals = try [
            Self.encoded(
                StoredDataset(
                    countries: Array(countries.prefix(4)), fetchedAt: Date(timeIntervalSince1970: 1e9), source: "s")),
            Self.encoded(
                StoredDataset(
                    dataset: IndicatorDataset(
                        indicator: .population, name: history.name, metadata: history.metadata,
                        observations: Array(history.observations.prefix(12))),
                    period: .history, fetchedAt: Date(timeIntervalSince1970: 1e9), source: "s")),
        ]
        var random = SeededRandom(seed: 20_261_130)
        var (read, refused, disagreements) = (0, 0, [String]())
        for index in 0..<5_000 {
            var bytes = [UInt8](originals[index % originals.count])
            for _ in 0..<Int.random(in: 1...2, using: &random) { SeededRandom.mutate(&bytes, using: &random) }
            let data = Data(bytes)
            let ours = try? StoredDataset.read(data)
            // Country labels are trimmed as every Country is; the reference keeps what the file says.
            let reference = Self.reference(data).map { stored in
                StoredDataset(
                    format: stored.format, key: stored.key, fetchedAt: stored.fetchedAt, source: stored.source,
                    countries: stored.countries?.map(Self.trimmed), indicator: stored.indicator)
            }
            if ours == nil { refused += 1 } else { read += 1 }
            // The reader refuses what is not JSON although Foundation let it through unread (bad UTF-8,
            // escapes or numbers in a member nobody decodes, a trailing comma); nothing else may differ.
            let isJSON = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            let hasTrailingComma = String(decoding: bytes, as: UTF8.self).contains(/,\s*[\]}]/)
            let stricter = ours == nil && reference != nil && (!isJSON || hasTrailingComma)
            if ours != reference, !stricter, disagreements.count < 5 {
                disagreements.append("case \(index): \(String(decoding: bytes, as: UTF8.self).prefix(600))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(refused > 2_000)
        #expect(read > 200)
    }

    static func trimmed(_ country: Country) -> Country {
        Country(
            id: country.id, iso2Code: country.iso2Code, name: country.name,
            region: Classification(id: country.region.id, iso2Code: country.region.iso2Code, name: country.region.name),
            adminRegion: Classification(
                id: country.adminRegion.id, iso2Code: country.adminRegion.iso2Code, name: country.adminRegion.name),
            incomeLevel: Classification(
                id: country.incomeLevel.id, iso2Code: country.incomeLevel.iso2Code, name: country.incomeLevel.name),
            lendingType: Classification(
                id: country.lendingType.id, iso2Code: country.lendingType.iso2Code, name: country.lendingType.name),
            capitalCity: country.capitalCity, longitude: country.longitude, latitude: country.latitude)
    }

    @Test(arguments: ["countries.json", "SP.POP.TOTL@history.json", "NY.GDP.MKTP.CD@history.json"])
    func theWriterWritesExactlyWhatJSONEncoderWrites(name: String) throws {
        let data = try Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(name))
        let stored = try StoredDataset.read(data)
        #expect(stored.json == (try Self.encoded(stored)))
        #expect(stored.json == data, "data/ is written by the same writer")
    }

    @Test func keysDatesAndHostileStringsAreWrittenAsJSONEncoderWritesThem() throws {
        let hostile = "a\"b\\c/d\u{1}\u{8}\u{c}\n\t\r\u{7f}é\u{2028}\u{1F}😀"
        let country = Country(
            id: "XXX", iso2Code: "XX", name: hostile,
            region: Classification(id: "R", iso2Code: "R1", name: hostile),
            adminRegion: Classification(id: "", iso2Code: "", name: ""),
            incomeLevel: Classification(id: "HIC", iso2Code: "XD", name: "High income"),
            lendingType: Classification(id: "LNX", iso2Code: "XX", name: "Not classified"),
            capitalCity: "Town", longitude: -70.0167, latitude: 12.0)
        let dates = [0, 1e9, 1_777_507_200.9, -86_400.5, 1_951_000_000].map(Date.init(timeIntervalSince1970:))
        for date in dates {
            let datasets = [
                StoredDataset(countries: [country], fetchedAt: date, source: hostile),
                StoredDataset(
                    dataset: IndicatorDataset(
                        indicator: .gdp, name: hostile,
                        metadata: DatasetMetadata(sourceID: nil, lastUpdated: "2026-03-20"),
                        observations: [1e20, 0.0001, 1e-5, 101_225_059_591_362.84, 5, -0.0].enumerated().map {
                            Observation(
                                economyID: "KOR", economyISO2: "KR", indicator: .gdp, year: 2000 + $0.offset,
                                value: $0.element, status: $0.offset == 2 ? "F" : "")
                        }),
                    period: .range(2011, 2023), fetchedAt: date, source: "s"),
            ]
            for dataset in datasets {
                #expect(
                    String(decoding: dataset.json, as: UTF8.self)
                        == String(decoding: try Self.encoded(dataset), as: UTF8.self))
                #expect(try StoredDataset.read(dataset.json) == Self.reference(try Self.encoded(dataset)))
            }
        }
    }
}
