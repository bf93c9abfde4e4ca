import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// The cache writes atomically, reads back exactly, and recovers from damaged files.
@Suite struct DatasetCacheTests {
    static let sample = IndicatorDataset(
        indicator: .population, name: "Population, total",
        metadata: DatasetMetadata(sourceID: "2", lastUpdated: "2026-03-20"),
        observations: [
            Observation(economyID: "KOR", economyISO2: "KR", indicator: .population, year: 2022, value: 51_672_569),
            Observation(economyID: "USA", economyISO2: "US", indicator: .gdp, year: 2022, value: nil),
        ])
    static let fetchedAt = Date(timeIntervalSince1970: 1_780_000_000)

    @Test func aWrittenAnswerReadsBackWithoutItsEmptyValues() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cache = DatasetCache(root: folder, api: .worldBank)
        let key = DatasetKey.indicator(.population, .year(2022))

        try cache.write(
            StoredDataset(dataset: Self.sample, period: .year(2022), fetchedAt: Self.fetchedAt, source: "test"))
        let stored = try #require(try cache.read(key))

        #expect(stored.fetchedAt == Self.fetchedAt)
        #expect(stored.indicator?.dataset.observations == [Self.sample.observations[0]])
        #expect(DatasetCache.entries(root: folder).map(\.name) == ["SP.POP.TOTL@2022"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path)
        #expect(leftovers == ["SP.POP.TOTL@2022.dataset"], "no temporary files are left behind")
    }

    @Test func answersWrittenTogetherReadBackAndEachFailureIsSaidInTheirOrder() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cache = DatasetCache(root: folder, api: .worldBank)
        // A file the cache did not write holds two of the names: those two are refused, the rest stored.
        try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
        for name in ["SP.POP.TOTL@2019", "SP.POP.TOTL@2021"] {
            try Data("someone else's".utf8).write(to: cache.folder.appendingPathComponent(name + ".dataset"))
        }
        let datasets = (2018...2022).map { year in
            StoredDataset(dataset: Self.sample, period: .year(year), fetchedAt: Self.fetchedAt, source: "test")
        }

        let failures = await cache.write(datasets)

        #expect(failures.map(\.message).map { $0.contains("SP.POP.TOTL@2019") } == [true, false])
        #expect(failures.map(\.message).map { $0.contains("SP.POP.TOTL@2021") } == [false, true])
        for year in [2018, 2020, 2022] {
            let stored = try #require(try cache.read(.indicator(.population, .year(year))))
            #expect(stored.indicator?.dataset.observations == [Self.sample.observations[0]])
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path).sorted()
        #expect(names == (2018...2022).map { "SP.POP.TOTL@\($0).dataset" }, "no temporary files are left behind")
    }

    /// Damage to a file the cache wrote: it still begins as a compact table.
    static let damages: [(String, @Sendable (Data) -> Data)] = [
        ("cut in half", { (data: Data) -> Data in Data(data.prefix(data.count / 2)) }),
        ("signature only", { (data: Data) -> Data in Data(data.prefix(4)) }),
        ("bytes after the end", { (data: Data) -> Data in data + Data("overwritten".utf8) }),
        ("a header of another shape", { (_: Data) -> Data in Data("CTB1".utf8) + Data(repeating: 0xFF, count: 64) }),
    ]

    @Test(arguments: damages.map(\.0))
    func aDamagedFileIsReportedAndRemoved(kind: String) throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cache = DatasetCache(root: folder, api: .worldBank)
        let file = cache.folder.appendingPathComponent("SP.POP.TOTL@2022.dataset")
        let damage = try #require(Self.damages.first { $0.0 == kind }?.1)
        try cache.write(
            StoredDataset(dataset: Self.sample, period: .year(2022), fetchedAt: Self.fetchedAt, source: "test"))
        try damage(try Data(contentsOf: file)).write(to: file)
        #expect(
            DatasetCache.entries(root: folder).map { "\($0.api)/\($0.name) \($0.damaged)" } == [
                "api.worldbank.org-v2/SP.POP.TOTL@2022 true"
            ], "listed, as damaged")

        #expect(throws: StoreError.self) { try cache.read(.indicator(.population, .year(2022))) }

        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try cache.read(.indicator(.population, .year(2022))) == nil)
    }

    /// Files that only have an entry's name (`COUNTRIES_CACHE_DIR=$HOME`, a folder of the user's
    /// named like an API root): not listed, not read, not replaced, not cleared.
    static let foreignFiles: [(String, Data)] = [
        ("empty", Data()),
        ("text", Data("my own notes\n".utf8)),
        ("random bytes", Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ 11) })),
        ("JSON", Data(#"{"title":"my own settings","format":"other/2"}"#.utf8)),
    ]

    @Test(arguments: foreignFiles.map(\.0))
    func aFileTheCacheDidNotWriteIsNeverListedReplacedOrCleared(kind: String) throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let bytes = try #require(Self.foreignFiles.first { $0.0 == kind }?.1)
        let cache = DatasetCache(root: folder, api: .worldBank)
        let mine = folder.appendingPathComponent("data/countries.dataset")
        let inTheAPIFolder = cache.folder.appendingPathComponent("SP.POP.TOTL@2022.dataset")
        for file in [mine, inTheAPIFolder] {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: file)
        }
        try DatasetCache(root: folder, api: .worldBank).write(
            StoredDataset(countries: [], fetchedAt: Self.fetchedAt, source: "test"))

        #expect(DatasetCache.entries(root: folder).map(\.name) == ["countries"], "only what the cache wrote")
        #expect(throws: StoreError.unreadable("it is not an answer countries wrote")) {
            try cache.read(.indicator(.population, .year(2022)))
        }
        #expect(throws: StoreError.self) {
            try cache.write(
                StoredDataset(dataset: Self.sample, period: .year(2022), fetchedAt: Self.fetchedAt, source: "test"))
        }
        #expect(try DatasetCache.clear(root: folder).count == 1)
        #expect(try Data(contentsOf: mine) == bytes)
        #expect(try Data(contentsOf: inTheAPIFolder) == bytes)
    }

    @Test func leftoversOfAKilledRunAreRemovedAndARunningOnesAreNot() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cache = DatasetCache(root: folder, api: .worldBank)
        try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
        // A pid above Linux's pid_max (4194304) never runs; this process does.
        let dead = cache.folder.appendingPathComponent(".countries-4999999-1a2b.tmp")
        let running = cache.folder.appendingPathComponent(".countries-\(getpid())-3c4d.tmp")
        let lookalike = cache.folder.appendingPathComponent(".countries-4999999-notes.txt")
        for file in [dead, running, lookalike] { try Data("half".utf8).write(to: file) }

        try cache.write(StoredDataset(countries: [], fetchedAt: Self.fetchedAt, source: "test"))

        let names = Set(try FileManager.default.contentsOfDirectory(atPath: cache.folder.path))
        #expect(
            names == [".countries-\(getpid())-3c4d.tmp", ".countries-4999999-notes.txt", "countries.dataset"])
    }

    @Test func aFIFOOrAFolderInPlaceOfAFileIsRefusedAtOnceAndLeftAlone() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cache = DatasetCache(root: folder, api: .worldBank)
        try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
        // A FIFO with no writer would block a plain open() for ever.
        let fifo = cache.folder.appendingPathComponent("SP.POP.TOTL@2022.dataset")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let inner = cache.folder.appendingPathComponent("countries.dataset/notes.txt")
        try FileManager.default.createDirectory(
            at: inner.deletingLastPathComponent(), withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: inner)

        #expect(throws: StoreError.unreadable("not a regular file")) {
            try cache.read(.indicator(.population, .year(2022)))
        }
        #expect(throws: StoreError.unreadable("not a regular file")) { try cache.read(.countries) }
        #expect(try cache.read(.indicator(.gdp, .year(2022))) == nil, "no file is no answer, not an error")
        #expect(FileManager.default.fileExists(atPath: fifo.path), "what cannot be read is not removed")
        #expect(try String(contentsOf: inner, encoding: .utf8) == "mine")
        #expect(DatasetCache.entries(root: folder) == [], "neither is an answer of the cache")
    }

    @Test func anAnswerFromOneAPIRootIsNeverServedForAnother() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let mirror = try BaseURL(parsing: "http://user:secret@mirror.example:8080/wb/v2")
        try DatasetCache(root: folder, api: mirror).write(
            StoredDataset(
                dataset: Self.sample, period: .year(2022), fetchedAt: Self.fetchedAt, source: mirror.description))

        #expect(try DatasetCache(root: folder, api: .worldBank).read(.indicator(.population, .year(2022))) == nil)
        #expect(try DatasetCache(root: folder, api: mirror).read(.indicator(.population, .year(2022))) != nil)
        #expect(
            DatasetCache.entries(root: folder).map { "\($0.api)/\($0.name)" } == [
                "mirror.example-8080-wb-v2/SP.POP.TOTL@2022"
            ])
        let file = String(
            decoding: try Data(
                contentsOf: DatasetCache(root: folder, api: mirror).folder.appendingPathComponent(
                    "SP.POP.TOTL@2022.dataset")),
            as: UTF8.self)
        #expect(file.contains("http://mirror.example:8080/wb/v2"))
        #expect(!file.contains("secret"), "credentials are never stored")
    }

    @Test func aFileUnderAnotherKeysNameIsForeign() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cache = DatasetCache(root: folder, api: .worldBank)
        try cache.write(
            StoredDataset(dataset: Self.sample, period: .year(2022), fetchedAt: Self.fetchedAt, source: "test"))
        try FileManager.default.moveItem(
            at: cache.folder.appendingPathComponent("SP.POP.TOTL@2022.dataset"),
            to: cache.folder.appendingPathComponent("SP.POP.TOTL@2021.dataset"))

        #expect(throws: StoreError.foreign("holds SP.POP.TOTL (2022), expected SP.POP.TOTL (2021)")) {
            try cache.read(.indicator(.population, .year(2021)))
        }
    }

    @Test func concurrentWritersNeverLeaveAHalfFile() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let cache = DatasetCache(root: folder, api: .worldBank)
        let snapshot = BundledSnapshot(folder: RepositoryPaths.snapshot)
        let (history, _) = try snapshot.indicator(.population, period: .history)
        let stored = StoredDataset(dataset: history, period: .year(2022), fetchedAt: Self.fetchedAt, source: "test")
        let key = DatasetKey.indicator(.population, .year(2022))

        // A reader that met half a file would throw (and delete it); every read must be whole.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<10 { try cache.write(stored) } }
            }
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<20 {
                        if let read = try cache.read(key) { #expect(read == stored) }
                    }
                }
            }
            try await group.waitForAll()
        }

        #expect(try cache.read(key) == stored)
        #expect(DatasetCache.entries(root: folder).map(\.name) == ["SP.POP.TOTL@2022"])
    }

    @Test(arguments: [
        (["COUNTRIES_CACHE_DIR": "/srv/cache", "XDG_CACHE_HOME": "/x", "HOME": "/h"], "/srv/cache"),
        (["XDG_CACHE_HOME": "/x", "HOME": "/h"], "/x/countries"),
        (["HOME": "/h"], "/h/.cache/countries"),
    ])
    func theCacheFolderFollowsTheEnvironment(environment: [String: String], path: String) {
        #expect(DatasetCache.defaultRoot(environment: environment).path == path)
    }
}
