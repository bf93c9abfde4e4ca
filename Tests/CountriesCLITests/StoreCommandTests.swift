import CountriesCLI
import Foundation
import OfflineStore
import TestSupport
import Testing

/// `cache info`, `cache clear`, `snapshot update` and `schedule`.
@Suite struct StoreCommandTests {
    @Test func commandsThatNeedNoAPIIgnoreABadAPIURL() async throws {
        let bad = ["WORLDBANK_API_URL": "ftp://example.org/v2"]
        let info = try await CommandRun.run(["cache", "info"], environment: bad)
        let clear = try await CommandRun.run(["cache", "clear"], environment: bad)
        let schedule = try await CommandRun.run(["schedule"], environment: bad)
        let list = try await CommandRun.run(["list", "--offline"], environment: bad)

        #expect([info.exitCode, clear.exitCode, schedule.exitCode] == [.success, .success, .success])
        #expect(info.stdout.hasPrefix("Cache folder: "))
        #expect(list.exitCode == .usage)
        #expect(list.stderr.hasPrefix("error: invalid World Bank API URL 'ftp://example.org/v2'"))
    }

    @Test func cacheInfoListsEntriesAndClearEmptiesTheCache() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let fill = try await withFakeWorldBank { server in
            try await CommandRun.run(["list", "--year", "2022"], baseURL: server.baseURL.description, cache: cache)
        }
        #expect(fill.exitCode == .success)

        let info = try await CommandRun.run(["cache", "info"], cache: cache)
        let lines = info.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Cache folder: \(cache.path)")
        #expect(lines.dropFirst(1).first?.hasPrefix("Entries: 3, ") == true)
        #expect(
            lines.dropFirst(2).map { String($0.prefix { $0 != " " }.drop { $0 != "/" }) } == [
                "/NY.GDP.MKTP.CD@2022", "/SP.POP.TOTL@2022", "/countries",
            ])
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("127.0.0.1-") }, "the API root's folder first")

        let clear = try await CommandRun.run(["cache", "clear"], cache: cache)
        #expect(clear.exitCode == .success)
        #expect(clear.stdout == "")
        #expect(clear.stderr == "removed 3 cached answers from \(cache.path)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == [])
    }

    @Test func aCacheFileCountriesDidNotWriteIsSaidAndLeftAndTheOthersAreStored() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (run, folder, storedCountries) = try await withFakeWorldBank { server in
            let folder = DatasetCache(root: cache, api: server.baseURL).folder
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("mine\n".utf8).write(to: folder.appendingPathComponent("NY.GDP.MKTP.CD@2022.dataset"))
            let run = try await CommandRun.run(
                ["list", "--year", "2022", "--format", "csv"], baseURL: server.baseURL.description, cache: cache)
            return (run, folder, try DatasetCache(root: cache, api: server.baseURL).read(.countries)?.countries)
        }

        #expect(run.exitCode == .success)
        #expect(run.stdout.split(separator: "\r\n").count == 218, "the header and the 217 economies")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        // Said when it was read, then that it cannot be replaced; the source line closes.
        #expect(lines.count == 3, "\(run.stderr)")
        #expect(
            lines.first
                == "notice: cannot read the cache file for the NY.GDP.MKTP.CD (2022) (it is not an answer countries wrote); it was left as it is"
        )
        #expect(
            lines.dropFirst().first
                == "notice: cannot update the cache: cannot write \(folder.path)/NY.GDP.MKTP.CD@2022.dataset: something countries did not write is there; it was left as it is"
        )
        #expect(lines.last?.hasPrefix("Source: World Bank, World Development Indicators") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["NY.GDP.MKTP.CD@2022.dataset", "SP.POP.TOTL@2022.dataset", "countries.dataset"])
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("NY.GDP.MKTP.CD@2022.dataset")) == Data("mine\n".utf8))
        let bundled = try BundledSnapshot(folder: RepositoryPaths.snapshot).file(.countries).countries
        #expect(storedCountries?.map(\.id) == bundled?.map(\.id), "the country list is stored before the run ends")
    }

    @Test func cacheInfoListsTheDatabaseListAndCataloguesAndClearRemovesThemAndNothingElse() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let fills = try await withFakeWorldBank { server in
            [
                try await CommandRun.run(["sources"], baseURL: server.baseURL.description, cache: cache),
                try await CommandRun.run(
                    ["indicators", "--source", "3", "corruption"], baseURL: server.baseURL.description, cache: cache),
            ]
        }
        #expect(fills.map(\.exitCode) == [.success, .success], "\(fills.map(\.stderr))")
        let api = try #require(try FileManager.default.contentsOfDirectory(atPath: cache.path).first)
        let folder = cache.appendingPathComponent(api)
        // Files countries did not write, one named as a catalogue: cache clear leaves them.
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("indicators@source6.csv"))
        try Data("mine\n".utf8).write(to: folder.appendingPathComponent("notes.csv"))

        let info = try await CommandRun.run(["cache", "info"], cache: cache)
        let lines = info.stdout.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst(1).first?.hasPrefix("Entries: 2, ") == true, "\(info.stdout)")
        #expect(
            lines.dropFirst(2).map { $0.split(separator: " ").first.map(String.init) ?? "" } == [
                "\(api)/indicators@source3", "\(api)/sources",
            ])
        #expect(lines.dropFirst(2).first?.hasSuffix(" old  (indicator catalogue of database 3)") == true)
        #expect(lines.dropFirst(3).first?.hasSuffix(" old  (list of databases)") == true)
        let json = try await CommandRun.run(["cache", "info", "--json"], cache: cache)
        try JSONSchemaTests.check(json.stdout, is: "cache-info", "cache info with catalogues")
        #expect(json.stdout.contains("\"name\": \"sources\",\n      \"kind\": \"databases\","))
        #expect(json.stdout.contains("\"name\": \"indicators@source3\",\n      \"kind\": \"catalogue\","))

        let clear = try await CommandRun.run(["cache", "clear"], cache: cache)
        #expect(clear.exitCode == .success)
        #expect(
            clear.stderr == "removed 0 cached answers, the list of databases and 1 catalogue from \(cache.path)\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "indicators@source6.csv", "notes.csv",
            ])
        #expect(
            try String(contentsOf: folder.appendingPathComponent("indicators@source6.csv"), encoding: .utf8) == "mine\n"
        )
    }

    @Test func snapshotUpdateFromTheSharedDataReproducesDataByteForByte() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let source = try BundledSnapshot(folder: RepositoryPaths.snapshot).file(.countries).source
        let run = try await withFakeWorldBank { server in
            try await CommandRun.run(
                [
                    "snapshot", "update", "--data-dir", folder.path, "--fetched-at", "2026-04-30", "--source", source,
                    "--network-budget", "600",
                ],
                baseURL: server.baseURL.description)
        }

        #expect(run.exitCode == .success)
        #expect(
            run.stderr == "wrote \(folder.path): 296 countries, 17195 SP.POP.TOTL values, 13979 NY.GDP.MKTP.CD values; "
                + "World Bank lastupdated 2026-03-20\n")
        for file in ["countries.json", "SP.POP.TOTL@history.json", "NY.GDP.MKTP.CD@history.json"] {
            let rebuilt = try Data(contentsOf: folder.appendingPathComponent(file))
            let bundled = try Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(file))
            #expect(rebuilt == bundled, "\(file) is reproduced exactly")
        }
    }

    @Test func snapshotUpdateWritesNothingWhenTheAPIFails() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await CommandRun.run(["snapshot", "update", "--data-dir", folder.path, "--timeout", "2"])
        #expect(run.exitCode == .unavailable)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test func scheduleFillsInTheBinaryAndTheFolder() async throws {
        let run = try await CommandRun.run(
            ["schedule", "--out", "/srv/reports", "--at", "05:30", "--keep", "7"],
            environment: CommandRun.unsetVariables)
        #expect(run.exitCode == .success)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "30 5 * * * /usr/local/bin/countries report --out /srv/reports --if-changed --keep 7 --quiet > /dev/null"
            ))
        #expect(
            lines.contains("ExecStart=/usr/local/bin/countries report --out /srv/reports --if-changed --keep 7 --quiet")
        )
        #expect(lines.contains("OnCalendar=*-*-* 05:30:00"))
        let bad = try await CommandRun.run(["schedule", "--at", "25:00"])
        #expect(bad.exitCode == .usage)
        #expect(bad.stderr.hasPrefix("error: invalid --at '25:00'\n"))
    }
}
