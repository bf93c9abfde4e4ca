import CountriesCLI
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The tool deletes or replaces only what it made, believes an answer only value by value, and says
/// so with the exit code the README's table gives.
@Suite struct OwnershipAndTrustTests {
    // MARK: Only what the tool made

    @Test func aSameDayFolderTheToolDidNotWriteIsLeftAlone() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let notes = root.appendingPathComponent("R/2026-11-29/notes.txt")
        try FileManager.default.createDirectory(
            at: notes.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: notes)

        let run = try await CommandRun.run(["report", "--offline", "--out", root.appendingPathComponent("R").path])

        #expect(run.exitCode == .cannotCreate)
        #expect(
            run.stderr.hasPrefix(
                "error: cannot write \(notes.deletingLastPathComponent().path): it was not written by countries; "))
        #expect(try String(contentsOf: notes, encoding: .utf8) == "mine")
    }

    @Test func keepRemovesOnlyReportsTheToolWrote() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("R")
        let thesis = reports.appendingPathComponent("2020-01-01/thesis.txt")
        try FileManager.default.createDirectory(
            at: thesis.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("years of work".utf8).write(to: thesis)

        let run = try await CommandRun.run(["report", "--offline", "--out", reports.path, "--keep", "1"])

        #expect(run.exitCode == .success)
        #expect(run.stderr == "notice: --keep left alone 2020-01-01: not written by countries\n")
        #expect(try String(contentsOf: thesis, encoding: .utf8) == "years of work")
    }

    // MARK: Trust earned per value

    static func cachedFiles(_ cache: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".dataset") }
            .map { ($0 as NSString).lastPathComponent }.sorted()
    }

    /// A snapshot folder without GDP: the real country list and population only, so that GDP is an
    /// indicator no offline copy holds (the fake API serves population and GDP alone).
    static func snapshotWithoutGDP(in root: URL) throws -> [String: String] {
        let folder = root.appendingPathComponent("data-without-gdp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["countries.json", "SP.POP.TOTL@history.json", "wdi-indicators.csv"] {
            try FileManager.default.copyItem(
                at: RepositoryPaths.snapshot.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return ["COUNTRIES_DATA_DIR": folder.path]
    }

    @Test func anEmptyAnswerForAnIndicatorNothingHoldsIsBadDataNotLive() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let cache = root.appendingPathComponent("cache")
        let data = try Self.snapshotWithoutGDP(in: root)
        let arguments = ["list", "--year", "2022", "--region", "NAC", "--format", "csv"]
        let (empty, recovered) = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.nullPage, match: "indicator", times: -1)])
            let empty = try await CommandRun.run(
                arguments, baseURL: server.baseURL.description, cache: cache, environment: data)
            try await server.reset()
            let recovered = try await CommandRun.run(
                arguments, baseURL: server.baseURL.description, cache: cache, environment: data)
            return (empty, recovered)
        }

        #expect(empty.exitCode == .dataError)
        #expect(
            empty.stderr.hasSuffix(
                "error: the World Bank API sent no values for the NY.GDP.MKTP.CD (2022), and neither the cache nor "
                    + "the bundled snapshot holds it\n"
                    + "hint: try another year or try again later: the World Bank may not have published these figures\n"
            ))
        #expect(empty.stdout == "")
        #expect(recovered.exitCode == .success)
        #expect(
            recovered.stderr.hasSuffix("SP.POP.TOTL (2022): live; NY.GDP.MKTP.CD (2022): live\n"),
            "no empty answer was cached")
        #expect(recovered.stdout.contains("USA,US,United States,NAC,North America,HIC,High income,Washington D.C.,"))
    }

    @Test func aReportWithFiguresNobodySentIsNotPublished() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("R")
        let data = try Self.snapshotWithoutGDP(in: root)
        let run = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.emptyValues, match: "NY.GDP.MKTP.CD", times: -1)])
            return try await CommandRun.run(
                ["report", "--out", reports.path], baseURL: server.baseURL.description,
                cache: root.appendingPathComponent("cache"), environment: data)
        }

        #expect(run.exitCode == .dataError)
        #expect(
            run.stderr.contains("error: the World Bank API sent no values for the NY.GDP.MKTP.CD (latest 20 values)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: reports.path) == [".lock"], "no report")
    }

    @Test func aRangeMissingHalfItsValuesIsNotBelievedNorCached() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.shrink, match: "indicator", times: -1)])
            return try await CommandRun.run(
                ["list", "--year", "2010:2022", "--format", "csv"], baseURL: server.baseURL.description, cache: cache)
        }

        #expect(run.exitCode == .success)
        // "… answered the SP.POP.TOTL (2010–2022) with N values, where the bundled snapshot has M; …"
        let notice = try #require(
            run.stderr.split(separator: "\n").first {
                $0.hasPrefix("notice: the World Bank API answered the SP.POP.TOTL (2010–2022) with ")
            })
        let counts = notice.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
        #expect(counts.count == 2 && Double(counts[0]) < Double(counts[1]) * 0.95, "\(notice)")
        #expect(notice.hasSuffix("; answering from the bundled snapshot"))
        #expect(try Self.cachedFiles(cache) == ["countries.dataset"], "nothing of the thin answer is cached")
    }

    @Test func zeroAndSubnormalValuesAreLeftOut() async throws {
        let run = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.tiny, match: "indicator", times: -1)])
            return try await CommandRun.run(
                ["list", "--year", "2022", "--format", "csv"], baseURL: server.baseURL.description)
        }

        #expect(run.exitCode == .success)
        #expect(run.stderr.contains("notice: left out 2 implausible values ("))
        #expect(run.stderr.contains("ABW SP.POP.TOTL 2022 = 0.0, AFE SP.POP.TOTL 2022 = 5e-324"))
        let aruba = try #require(run.stdout.split(separator: "\r\n").first { $0.hasPrefix("ABW,") })
        #expect(aruba.contains("Oranjestad,,,"), "no population, not 0: \(aruba)")
    }

    @Test func snapshotUpdateRefusesImplausibleValuesAndWritesNothing() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.implausible, match: "indicator", times: -1)])
            return try await CommandRun.run(
                ["snapshot", "update", "--data-dir", folder.path], baseURL: server.baseURL.description)
        }

        #expect(run.exitCode == .dataError)
        #expect(run.stderr.hasPrefix("error: the new data holds 2 implausible values ("))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    // MARK: The cache knows where an answer came from

    @Test func credentialsInTheBaseURLAreNeitherPrintedNorStored() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank { server in
            try await CommandRun.run(
                [
                    "list", "--year", "2022", "--verbose", "--base-url",
                    "http://analyst:s3cret@127.0.0.1:\(server.port)/v2",
                ],
                baseURL: server.baseURL.description, cache: cache)
        }

        #expect(run.exitCode == .success)
        #expect(run.stderr.contains("request: http://127.0.0.1:"))
        #expect(!run.stderr.contains("s3cret") && !run.stdout.contains("s3cret"))
        let files = try FileManager.default.subpathsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".dataset") }
        #expect(files.count == 3)
        for file in files {
            let bytes = try Data(contentsOf: cache.appendingPathComponent(file))
            #expect(String(decoding: bytes, as: UTF8.self).contains("http://127.0.0.1:"))
            #expect(!String(decoding: bytes, as: UTF8.self).contains("s3cret"))
        }
    }

    // MARK: Never older than the last report

    @Test func ifChangedNeverPublishesOlderDataThanTheLatestReport() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("R")
        let first = try await withFakeWorldBank(lastUpdated: "2026-06-01") { server in
            try await CommandRun.run(
                ["report", "--out", reports.path, "--year", "2022"], baseURL: server.baseURL.description,
                cache: root.appendingPathComponent("cache"))
        }
        let summary = try String(
            contentsOf: reports.appendingPathComponent("latest-2022/summary.json"), encoding: .utf8)

        let outage = try await CommandRun.run(["report", "--out", reports.path, "--year", "2022", "--if-changed"])

        #expect(first.exitCode == .success)
        #expect(outage.exitCode == .success)
        #expect(
            outage.stderr.hasSuffix(
                "notice: the data at hand (World Bank lastupdated 2026-03-20) is older than that of report "
                    + "2026-11-29-2022 (lastupdated 2026-06-01); nothing written\n"))
        #expect(
            try String(contentsOf: reports.appendingPathComponent("latest-2022/summary.json"), encoding: .utf8)
                == summary)
    }

    // MARK: Exit codes as the README says

    @Test func untrustedDataWithNoOfflineCopyIsExit65AndNoAnswerIsExit69() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let data = try Self.snapshotWithoutGDP(in: root)
        let arguments = ["list", "--year", "2022"]
        let untrusted = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.duplicate, match: "indicator", times: -1)])
            return try await CommandRun.run(arguments, baseURL: server.baseURL.description, environment: data)
        }
        let unreachable = try await CommandRun.run(arguments, environment: data)

        #expect(untrusted.exitCode == .dataError, "\(untrusted.stderr)")
        #expect(untrusted.stderr.contains("sent data that cannot be trusted"))
        #expect(unreachable.exitCode == .unavailable, "\(unreachable.stderr)")
        #expect(unreachable.stderr.hasPrefix("error: gave up on http://127.0.0.1:9/v2/"))
    }

    // MARK: Output

    @Test func replacingAFileKeepsItsPermissions() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("out.csv")
        try Data("old".utf8).write(to: file)
        #expect(chmod(file.path, 0o640) == 0)

        let run = try await CommandRun.run(["list", "--offline", "--region", "NAC", "--output", file.path])

        #expect(run.exitCode == .success)
        var status = stat()
        #expect(stat(file.path, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("iso3,iso2,name,"))
    }

    @Test func aLinkToAFileNotYetMadeIsFollowedAndStays() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let link = folder.appendingPathComponent("latest.csv")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "data/2022.csv")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("data"), withIntermediateDirectories: false)

        let run = try await CommandRun.run(["list", "--offline", "--region", "NAC", "--output", link.path])

        #expect(run.exitCode == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "data/2022.csv")
        #expect(
            try String(contentsOf: folder.appendingPathComponent("data/2022.csv"), encoding: .utf8).hasPrefix(
                "iso3,iso2,name,"))
    }

    // MARK: Inputs accepted as documented

    @Test func tenYearsIsAValidMaxAge() async throws {
        let run = try await CommandRun.run(["list", "--offline", "--region", "NAC", "--max-age", "3650d"])
        #expect(run.exitCode == .success)
    }

    @Test func offlineByDefaultRefusesRefreshWithoutOnline() async throws {
        let refused = try await CommandRun.run(["list", "--refresh"], environment: ["COUNTRIES_OFFLINE": "1"])

        #expect(refused.exitCode == .usage)
        #expect(
            refused.stderr
                == "error: --refresh asks the API, but COUNTRIES_OFFLINE=1 makes --offline the default\n"
                + "hint: add --online to ask the API this once\n")
    }
}
