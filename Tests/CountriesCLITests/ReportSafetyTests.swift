import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The report under a scheduler, with the built binary: killed runs, the lock, concurrent runs.
@Suite struct ReportSafetyTests {
    static func environment(cache: URL, baseURL: String = RepositoryPaths.unreachableBaseURL) -> [String: String] {
        [
            "COUNTRIES_CACHE_DIR": cache.path, "COUNTRIES_DATA_DIR": RepositoryPaths.snapshot.path,
            "WORLDBANK_API_URL": baseURL, "HOME": cache.path,
        ]
    }

    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func aRunKilledMidwayLeavesTheEarlierReportAsLatest() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        let cache = root.appendingPathComponent("cache")
        let first = try await BinaryRun.run(
            ["report", "--offline", "--out", reports.path, "--year", "2021"],
            environment: Self.environment(cache: cache))
        #expect(first.status == 0)
        let today = try #require(first.stdout.split(separator: "/").last.map { $0.trimmingCharacters(in: .newlines) })
        let before = try Self.entries(reports)

        // The second run holds the lock and waits on the API when it is killed, as cron's timeout or a
        // reboot would kill it; the shell reports how it ended.
        let killed = try await withFakeWorldBank { server in
            try await server.setFaults([FaultRule(.hold, times: -1, timeoutMs: 600_000)])
            let wait =
                "import urllib.request; urllib.request.urlopen('http://127.0.0.1:\(server.port)"
                + "/_control/wait?count=1&timeout_ms=600000').read()"
            return try await BinaryRun.shell(
                #""$COUNTRIES" report --out '\#(reports.path)' --year 2022 --network-budget 600 & pid=$!; "#
                    + #"python3 -c "\#(wait)" && kill -KILL $pid; wait $pid; echo "status $?""#,
                environment: Self.environment(cache: cache, baseURL: server.baseURL.description))
        }

        #expect(killed.stdout == "status 137\n", "killed by SIGKILL: \(killed.stderr)")
        #expect(try Self.entries(reports) == before, "nothing half-made is visible, latest unchanged")
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: reports.appendingPathComponent("latest-2021").path) == today)
    }

    @Test func whatAKilledRunLeftWhileStagingIsNeverAReportAndIsCleanedUp() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        let environment = Self.environment(cache: root.appendingPathComponent("cache"))
        let first = try await BinaryRun.run(
            ["report", "--offline", "--out", reports.path, "--year", "2021"], environment: environment)
        let today = try #require(first.stdout.split(separator: "/").last.map { $0.trimmingCharacters(in: .newlines) })
        let staging = reports.appendingPathComponent(".staging-\(today)-0B9F")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        try Data("<html><body><h1>half".utf8).write(to: staging.appendingPathComponent("index.html"))

        let next = try await BinaryRun.run(
            ["report", "--offline", "--out", reports.path, "--year", "2022"], environment: environment)

        #expect(next.status == 0)
        let other = today.replacingOccurrences(of: "-2021", with: "-2022")
        #expect(try Self.entries(reports) == [".lock", today, other, "latest-2021", "latest-2022"])
        let summary = try String(
            contentsOf: reports.appendingPathComponent("latest-2022/summary.json"), encoding: .utf8)
        #expect(summary.contains("\"year\": \"2022\""))
    }

    @Test func aHeldLockMakesTheRunExit75AndWriteNothing() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let descriptor = open(reports.appendingPathComponent(".lock").path, O_CREAT | O_RDWR, 0o644)
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)

        let run = try await BinaryRun.run(
            ["report", "--offline", "--out", reports.path],
            environment: Self.environment(cache: root.appendingPathComponent("cache")))
        flock(descriptor, LOCK_UN)
        close(descriptor)

        #expect(run.status == 75)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix("error: another report run holds \(reports.path)/.lock\nhint: wait for it to finish"))
        #expect(try Self.entries(reports) == [".lock"])
    }

    @Test func twoConcurrentRunsExactlyOneWrites() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        let (first, second) = try await withFakeWorldBank { server in
            // The first run takes the lock, then its requests are held at the server until the
            // second run has finished: the two overlap for certain, whatever the machine's load.
            try await server.setFaults([FaultRule(.hold, times: -1, timeoutMs: 600_000)])
            let environment = Self.environment(
                cache: root.appendingPathComponent("cache"), baseURL: server.baseURL.description)
            async let first = BinaryRun.run(
                ["report", "--out", reports.path, "--year", "2022", "--network-budget", "600"],
                environment: environment)
            try await server.waitForRequests(1)
            let second = try await BinaryRun.run(
                ["report", "--out", reports.path, "--year", "2022"], environment: environment)
            try await server.release()
            return (try await first, second)
        }
        #expect(first.status == 0)
        #expect(second.status == 75)
        #expect(second.stderr.hasPrefix("error: another report run (pid "))
        #expect(try Self.entries(reports).filter { !$0.hasPrefix(".") }.count == 2)
    }
}
