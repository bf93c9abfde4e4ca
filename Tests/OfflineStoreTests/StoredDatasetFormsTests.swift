import Foundation
import TestSupport
import Testing
import WorldBank

@testable import OfflineStore

/// Both stored forms of a dataset: data/'s JSON (``StoredDataset/json``, the product's JSON writer) and the
/// compact table of the cache and the built-in snapshot, on the real snapshot, on every key and
/// date, on hostile strings and huge numbers, and on damaged bytes.
@Suite struct StoredDatasetFormsTests {
    static let names = ["countries.json", "SP.POP.TOTL@history.json", "NY.GDP.MKTP.CD@history.json"]

    static func file(_ name: String) throws -> (StoredDataset, Data) {
        let data = try Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(name))
        let key = try #require(DatasetKey(name: String(name.dropLast(5))))
        return (try DatasetFile.decode([UInt8](data), as: key, format: .json), data)
    }

    static let korea = Country(
        id: "KOR", iso2Code: "KR", name: "Korea, Rep.",
        region: Classification(id: "EAS", iso2Code: "Z4", name: "East Asia & Pacific"),
        adminRegion: Classification(id: "", iso2Code: "", name: ""),
        incomeLevel: Classification(id: "HIC", iso2Code: "XD", name: "High income"),
        lendingType: Classification(id: "IBD", iso2Code: "XF", name: "IBRD"),
        capitalCity: "Seoul", longitude: 126.957, latitude: 37.5323)

    @Test(arguments: names)
    func dataIsWrittenBackByteForByte(name: String) throws {
        let (stored, data) = try Self.file(name)
        #expect(Data(stored.json.compactText().utf8) == data)
        #expect((stored.indicator?.observations.count ?? stored.countries?.count ?? 0) > 290)
    }

    @Test(arguments: names)
    func everySnapshotFileComesBackFromItsCompactFormBitForBit(name: String) throws {
        let (stored, data) = try Self.file(name)
        let compact = try stored.compact()
        let read = try CompactDataset(compact).cut(to: .history)
        #expect(read == stored)
        #expect(
            read.indicator?.observations.map(\.value?.bitPattern)
                == stored.indicator?.observations.map(\.value?.bitPattern))
        #expect(read.countries?.map(\.name) == stored.countries?.map(\.name))
        #expect(compact.count < data.count * 3 / 4)
    }

    @Test(arguments: [
        DatasetKey.countries, .indicator(.population, .history), .indicator(.gdp, .year(2022)),
        .indicator(.population, .range(2011, 2023)), .indicator(.gdp, .mostRecentNonEmpty(1)),
        .indicator(IndicatorCode("SP.DYN.LE00.IN") ?? .gdp, .mostRecent(5)),
        .indicator(IndicatorCode("CC.EST") ?? .gdp, .year(2022), source: DatabaseID("3") ?? .wdi),
        .indicator(IndicatorCode("SP.DYN.LE00.IN") ?? .gdp, .history, source: DatabaseID("16") ?? .wdi),
        .members("EUU"),
    ])
    func everyKeyRoundTripsThroughItsNameAndBothForms(key: DatasetKey) throws {
        #expect(DatasetKey(name: key.name) == key)
        let date = try #require(ISO8601DateFormatter().date(from: "2024-02-29T23:59:59Z"))
        let dataset: StoredDataset
        if case .indicator(let code, let period, let database) = key {
            let observation = Observation(economyID: "KOR", economyISO2: "KR", indicator: code, year: 2022, value: 1.5)
            dataset = StoredDataset(
                dataset: IndicatorDataset(
                    indicator: code, name: "n", metadata: DatasetMetadata(sourceID: "2", lastUpdated: nil),
                    observations: [observation]),
                period: period, fetchedAt: date, source: "s", database: database)
        } else if case .members = key {
            dataset = StoredDataset(members: [Self.korea], key: key, fetchedAt: date, source: "s")
        } else {
            dataset = StoredDataset(countries: [Self.korea], fetchedAt: date, source: "s")
        }
        #expect(try CompactDataset(try dataset.compact()).cut(to: .history) == dataset)
        #expect(try DatasetFile.decode(Array(dataset.json.compactText().utf8), as: key, format: .json) == dataset)
        let other = key == .countries ? DatasetKey.indicator(.gdp, .history) : .countries
        #expect(throws: StoreError.foreign("holds \(key), expected \(other)")) {
            try DatasetFile.decode(dataset.compact(), as: other, format: .compact)
        }
    }

    @Test func hostileStringsAndExtremeNumbersComeBackExactly() throws {
        let hostile = "a\"b\\c/d\u{1}\u{8}\u{c}\n\t\r\u{7f}é\u{2028}\u{1F}😀"
        let country = Country(
            id: "XXX", iso2Code: "XX", name: hostile,
            region: Classification(id: "R", iso2Code: "R1", name: hostile),
            adminRegion: Classification(id: "", iso2Code: "", name: ""),
            incomeLevel: Classification(id: "HIC", iso2Code: "XD", name: "High income"),
            lendingType: Classification(id: "LNX", iso2Code: "XX", name: "Not classified"),
            capitalCity: nil, longitude: -70.0167, latitude: nil)
        let values = [1e308, 0.0001, .leastNonzeroMagnitude, 101_225_059_591_362.84, -0.0, .greatestFiniteMagnitude]
        let datasets = [
            StoredDataset(
                countries: [country, Self.korea], fetchedAt: Date(timeIntervalSince1970: 0), source: hostile),
            StoredDataset(
                dataset: IndicatorDataset(
                    indicator: .gdp, name: hostile, metadata: DatasetMetadata(sourceID: nil, lastUpdated: "2026-03-20"),
                    observations: ObservationTable(
                        values.enumerated().map {
                            Observation(
                                economyID: "KOR", economyISO2: "KR", indicator: .gdp, year: 2000 + $0.offset,
                                value: $0.element, status: $0.offset == 2 ? hostile : "")
                        })),
                period: .range(2011, 2023), fetchedAt: Date(timeIntervalSince1970: 1e9), source: "s"),
        ]
        for dataset in datasets {
            let read = try CompactDataset(try dataset.compact()).cut(to: .history)
            #expect(read == dataset)
            #expect(
                read.indicator?.observations.map(\.value?.bitPattern)
                    == dataset.indicator?.observations.map(\.value?.bitPattern))
            #expect(
                read.indicator.map { $0.observations.map(\.status) }
                    == dataset.indicator.map { $0.observations.map(\.status) })
        }
        let first = try CompactDataset(try datasets[0].compact()).cut(to: .history).countries?.first
        #expect(first?.capitalCity == nil)
        #expect(first?.latitude == nil)
        #expect(first?.longitude == -70.0167)
    }

    @Test func aValueTheCompactFormCannotHoldIsRefusedWhenWritten() throws {
        let long = String(repeating: "x", count: 70_000)
        let observation = Observation(
            economyID: "KOR", economyISO2: "KR", indicator: .gdp, year: 3_000_000_000, value: 1)
        let dataset = StoredDataset(
            dataset: IndicatorDataset(
                indicator: .gdp, name: "GDP", metadata: DatasetMetadata(sourceID: nil, lastUpdated: nil),
                observations: [observation]),
            period: .history, fetchedAt: Date(timeIntervalSince1970: 0), source: "s")
        #expect(throws: CompactTable.Failure.self) { try dataset.compact() }
        var table = CompactTable(header: Data(), kinds: [.text])
        #expect(throws: CompactTable.Failure.self) { try table.append([.text(long)]) }
        #expect(throws: CompactTable.Failure.self) { try table.append([.number(1)]) }
        #expect(table.count == 0)
    }

    @Test func aTextCellBeyondThePoolIsRefusedNamingItsRow() throws {
        var table = CompactTable(header: Data(), kinds: [.integer, .text, .text])
        for (number, text) in [(1, "a"), (2, "b"), (3, "a")] {
            try table.append([.integer(number), .text(text), .text("c")])
        }
        var bytes = table.bytes
        #expect(try CompactTable(bytes).text(2, 1) == "a")
        // The last row's first text cell (2 bytes after its 4-byte integer) names text 9 of 3.
        bytes[bytes.count - 4] = 9
        do {
            _ = try CompactTable(bytes)
            Issue.record("a table naming a text beyond its pool was opened")
        } catch {
            #expect(error.reason == "a text out of range in row 2")
        }
    }

    @Test func damagedCompactBytesAreAnErrorNeverACrash() throws {
        let compact = try Self.file("SP.POP.TOTL@history.json").0.compact()
        let key = DatasetKey.indicator(.population, .history)
        for cut in [0, 3, 4, 9, 500, compact.count / 2, compact.count - 1] {
            #expect(throws: StoreError.self) {
                try DatasetFile.decode(Array(compact.prefix(cut)), as: key, format: .compact)
            }
        }
        let original = try CompactDataset(compact).cut(to: .history)
        // A row is 18 bytes: economy and ISO2 (text indexes), year (4), value (8), status (text index).
        let rowsStart = compact.count - 17_195 * 18
        var random = SeededRandom(seed: 7)
        var (figuresOnly, refused, other) = (0, 0, 0)
        for _ in 0..<300 {
            var bytes = [UInt8](compact)
            let positions = (0..<4).map { _ in Int.random(in: 0..<bytes.count, using: &random) }
            for position in positions { bytes[position] = UInt8.random(in: 0...255, using: &random) }
            let inFigures = positions.allSatisfy { $0 >= rowsStart && (4..<16).contains(($0 - rowsStart) % 18) }
            do {
                let read = try DatasetFile.decode(bytes, as: key, format: .compact)
                let (rows, before) = (read.indicator?.observations ?? [], original.indicator?.observations ?? [])
                #expect(rows.count == 17_195)
                guard inFigures else {
                    other += 1  // a text index moved to another text of the pool: still a table
                    continue
                }
                #expect(zip(rows, before).allSatisfy { $0.economyID == $1.economyID && $0.status == $1.status })
                #expect(zip(rows, before).count { $0 != $1 } <= 4)
                figuresOnly += 1
            } catch {
                // A damaged header, count or text index is refused as damage, never as anything else.
                #expect(!inFigures, "changed figures are still a table")
                #expect(error.message.hasPrefix("corrupt") || error.message.hasPrefix("not a countries data file"))
                refused += 1
            }
        }
        #expect(figuresOnly > 30)
        #expect(refused > 10)
        #expect(figuresOnly + refused + other == 300)
    }

    @Test(arguments: [
        (#""fetchedAt":""#, #""fetchedAt":"9"#, "compact table header: unexpected value at fetchedAt"),
        ("{", "[", "compact table header: not valid JSON (truncated or overwritten)"),
        (#""format":"#, #""formats":"#, "compact table header: missing 'format'"),
    ])
    func aDamagedHeaderInACompactFileIsSaidOnceAsDamage(old: String, new: String, reason: String) throws {
        let compact = [UInt8](try Self.file("countries.json").0.compact())
        // The magic, the header's length (4 bytes, little-endian), then the header.
        let length = compact[4..<8].reversed().reduce(0) { $0 << 8 | Int($1) }
        let header = String(decoding: compact[8..<8 + length], as: UTF8.self)
        let damaged = Array(header.replacingOccurrences(of: old, with: new).utf8)
        #expect(damaged != Array(header.utf8))
        let bytes =
            compact[0..<4] + withUnsafeBytes(of: UInt32(damaged.count).littleEndian, Array.init) + damaged
            + compact[(8 + length)...]
        #expect(throws: StoreError.corrupt(reason)) { try CompactDataset(bytes).cut(to: .history) }
    }
}

/// The keys of other databases than the World Development Indicators: apart from WDI's, while WDI's
/// keep the names and the stored form they had, so existing cache files and the snapshot still read.
@Suite struct DatabaseKeyTests {
    static let wgi = DatabaseID("3") ?? .wdi
    static let day = Date(timeIntervalSince1970: 1_777_507_200)

    /// The stored form of `key` inside a dataset's JSON, after checking that the dataset reads back
    /// with it.
    static func storedKey(_ key: DatasetKey) throws -> String {
        let dataset: StoredDataset
        if case .indicator(let code, let period, let database) = key {
            dataset = StoredDataset(
                dataset: IndicatorDataset(
                    indicator: code, name: "n", metadata: DatasetMetadata(sourceID: nil, lastUpdated: nil),
                    observations: []),
                period: period, fetchedAt: day, source: "s", database: database)
        } else {
            dataset = StoredDataset(countries: [StoredDatasetFormsTests.korea], fetchedAt: day, source: "s")
        }
        let text = dataset.json.compactText()
        #expect(try StoredDataset(json: Data(text.utf8)).key == key)
        let start = try #require(text.range(of: #""key":"#)?.upperBound)
        let end = try #require(text.range(of: #","source":"s"}"#, options: .backwards)?.lowerBound)
        return String(text[start..<end])
    }

    @Test func aGroupsMemberListIsAKeyOfItsOwnAndOnlyAGroupCodeMakesOne() throws {
        #expect(DatasetKey.members(of: "EUU") == .members("EUU"))
        #expect(DatasetKey.members("EUU").name == "members@EUU")
        #expect(DatasetKey.members("EUU").description == "member list of EUU")
        for text in ["eu", "", "EUUU", "E/U", "../"] { #expect(DatasetKey.members(of: text) == nil) }
        let members = StoredDataset(
            members: [StoredDatasetFormsTests.korea], key: .members("T5"), fetchedAt: Self.day, source: "s")
        let text = members.json.compactText()
        #expect(text.hasSuffix(#","key":{"members":"T5"},"source":"s"}"#))
        #expect(throws: StoreError.foreign("not a group code: ../x")) {
            try StoredDataset(
                json: Data(text.replacingOccurrences(of: #"{"members":"T5"}"#, with: #"{"members":"../x"}"#).utf8))
        }
    }

    @Test func aKeyOfTheWorldDevelopmentIndicatorsKeepsItsNameAndStoredForm() throws {
        let key = DatasetKey.indicator(.population, .history)
        #expect(key == .indicator(.population, .history, source: .wdi))
        #expect(key.name == "SP.POP.TOTL@history")
        #expect(try Self.storedKey(key) == #"{"indicator":{"_0":"SP.POP.TOTL","_1":{"history":{}}}}"#)
        #expect(try Self.storedKey(.countries) == #"{"countries":{}}"#)
    }

    @Test func aKeyOfAnotherDatabaseIsNamedAndStoredWithItsNumber() throws {
        let code = try #require(IndicatorCode("CC.EST"))
        let key = DatasetKey.indicator(code, .year(2022), source: Self.wgi)
        #expect(key.name == "CC.EST@2022@source3")
        #expect(key != .indicator(code, .year(2022)))
        #expect(key.description == "CC.EST (source 3, 2022)")
        #expect(try Self.storedKey(key) == #"{"indicator":{"_0":"CC.EST","_1":{"year":{"_0":2022}},"source":3}}"#)
    }

    @Test(arguments: [
        "CC.EST@2022@source2", "CC.EST@2022@source", "CC.EST@2022@source0", "CC.EST@2022@3", "CC.EST@2022@source12345",
        "members@eu", "members@EUUU", "members@E", "members@../x", "members@EUU@source3",
    ])
    func aNameThisToolNeverWritesIsNoKey(name: String) {
        #expect(DatasetKey(name: name) == nil)
    }
}
