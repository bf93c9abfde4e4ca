import CountriesCLI
import Foundation
import OfflineStore
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A run that is stopped, fails or runs again leaves nothing of its own behind and touches nothing
/// that is not its own: signals during a report, leftovers of killed runs, files a user put into a
/// report folder, a snapshot on a disk that refuses it, names at the file system's limit, dates,
/// unit files, and error lines people can read.
@Suite struct LeaveNoTraceTests {
    static func environment(_ folder: URL, baseURL: String = RepositoryPaths.unreachableBaseURL) -> [String: String] {
        [
            "COUNTRIES_CACHE_DIR": folder.appendingPathComponent("cache").path,
            "COUNTRIES_DATA_DIR": RepositoryPaths.snapshot.path, "WORLDBANK_API_URL": baseURL, "HOME": folder.path,
        ]
    }

    /// Runs `script` in bash in a fresh folder, with `$COUNTRIES` the built binary.
    static func shell(_ script: String, in folder: URL, baseURL: String = RepositoryPaths.unreachableBaseURL)
        async throws -> BinaryRun
    {
        try await BinaryRun.shell(
            "cd '\(folder.path)' && " + script, environment: environment(folder, baseURL: baseURL))
    }

    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The report is caught while its staging folder exists: a `latest` that is not the tool's makes
    /// it say so on stderr after writing its files and before publishing them, and stderr is a pipe
    /// that is already full, so the run blocks there until the signal comes. No timing is involved:
    /// the shell waits for the staging folder to appear, and the run cannot get past it.
    @Test(arguments: [("TERM", 143), ("INT", 130), ("HUP", 129)])
    func aStopSignalDuringAReportRemovesItsStagingFolder(signal: String, status: Int) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await Self.shell(
            #"mkdir R && echo mine > R/latest && mkfifo err && exec 3<>err && head -c 65536 /dev/zero >&3; "#
                + #""$COUNTRIES" report --offline --out R 2>&3 >/dev/null & pid=$!; "#
                + #"timeout 120 bash -c 'until ls -A R | grep -q "^\.staging-"; do sleep 0.01; done'; "#
                + #"kill -\#(signal) $pid; wait $pid; echo "status $?"; ls -A R"#,
            in: folder)

        #expect(run.stdout == "status \(status)\n.lock\nlatest\n", "\(run.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("R/latest"), encoding: .utf8) == "mine\n")
    }

    @Test func whatKilledRunsLeftIsRemovedUnderTheLockAndSaidOnce() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let reports = folder.appendingPathComponent("R")
        let staging = reports.appendingPathComponent(".staging-2026-11-28-1f2e3d")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data("half".utf8).write(to: staging.appendingPathComponent("index.html"))
        // A pid above Linux's pid_max (4194304) never runs.
        try Data("half".utf8).write(to: reports.appendingPathComponent(".countries-4999999-9a.tmp"))
        try Data("mine".utf8).write(to: reports.appendingPathComponent(".staging-notes.txt.bak"))

        let first = try await CommandRun.run(["report", "--offline", "--out", reports.path])
        let second = try await CommandRun.run(["report", "--offline", "--out", reports.path])

        #expect(first.exitCode == .success)
        #expect(
            first.stderr.contains(
                "notice: removed what runs that were stopped left unfinished in \(reports.path): "
                    + ".staging-2026-11-28-1f2e3d, .countries-4999999-9a.tmp\n"), "\(first.stderr)")
        #expect(!second.stderr.contains("removed what runs"), "said once")
        #expect(
            try Self.entries(reports) == [".lock", ".staging-notes.txt.bak", "2026-11-29", "latest"],
            "a file of someone else's is not a staging folder, whatever its name")
    }

    @Test func anOutputFileBesideWhatAKilledRunLeftRemovesItAndKeepsARunningOnes() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let dead = folder.appendingPathComponent(".countries-4999999-2b.tmp")
        let running = folder.appendingPathComponent(".countries-\(getpid())-3c.tmp")
        for file in [dead, running] { try Data("half".utf8).write(to: file) }

        let run = try await CommandRun.run(
            ["list", "--offline", "--region", "NAC", "--output", folder.appendingPathComponent("out.csv").path])

        #expect(run.exitCode == .success)
        #expect(
            run.stderr.hasPrefix(
                "notice: removed 1 unfinished file that a stopped run of countries left in \(folder.path): "
                    + ".countries-4999999-2b.tmp\n"))
        #expect(try Self.entries(folder) == [".countries-\(getpid())-3c.tmp", "out.csv"])
    }

    @Test func aSameDayRerunCarriesWhatSomeoneElsePutIntoTheDaysFolder() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let reports = folder.appendingPathComponent("R")
        let day = reports.appendingPathComponent("2026-11-29")
        #expect(try await CommandRun.run(["report", "--offline", "--out", reports.path]).exitCode == .success)
        try Data("my notes\n".utf8).write(to: day.appendingPathComponent("my-notes.txt"))
        try FileManager.default.createDirectory(
            at: day.appendingPathComponent("drafts"), withIntermediateDirectories: false)
        try Data("draft\n".utf8).write(to: day.appendingPathComponent("drafts/board.md"))
        try Data("mine\n".utf8).write(to: day.appendingPathComponent("regions/notes.txt"))
        try Data("edited\n".utf8).write(to: day.appendingPathComponent("index.md"))

        let rerun = try await CommandRun.run(["report", "--offline", "--out", reports.path])

        #expect(rerun.exitCode == .success)
        #expect(
            rerun.stderr.contains(
                "notice: kept drafts, my-notes.txt, regions/notes.txt from the earlier report of the day in "
                    + "\(day.path): not written by countries\n"))
        #expect(try String(contentsOf: day.appendingPathComponent("my-notes.txt"), encoding: .utf8) == "my notes\n")
        #expect(try String(contentsOf: day.appendingPathComponent("drafts/board.md"), encoding: .utf8) == "draft\n")
        #expect(try String(contentsOf: day.appendingPathComponent("regions/notes.txt"), encoding: .utf8) == "mine\n")
        #expect(
            try String(contentsOf: day.appendingPathComponent("index.md"), encoding: .utf8).hasPrefix("# World Bank"),
            "the tool's own file is the new report's")
        #expect(try Self.entries(reports) == [".lock", "2026-11-29", "latest"])
    }

    /// The third file cannot be put in place (a folder is where it goes): the two before it get
    /// their old contents back, and nothing new stays in the folder.
    @Test func aSnapshotUpdateThatCannotFinishLeavesTheOldSnapshotByteForByte() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let names = ["countries.json", "SP.POP.TOTL@history.json"]
        for name in names {
            try FileManager.default.copyItem(
                at: RepositoryPaths.snapshot.appendingPathComponent(name), to: data.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(
            at: data.appendingPathComponent("NY.GDP.MKTP.CD@history.json/kept"), withIntermediateDirectories: true)
        let before = try names.map { try Data(contentsOf: data.appendingPathComponent($0)) }

        let run = try await withFakeWorldBank { server in
            try await CommandRun.run(
                ["snapshot", "update", "--data-dir", data.path, "--force", "--fetched-at", "2026-11-29"],
                baseURL: server.baseURL.description)
        }

        #expect(run.exitCode == .cannotCreate, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("error: cannot write \(data.path)/NY.GDP.MKTP.CD@history.json: it is a folder\n"))
        #expect(try names.map { try Data(contentsOf: data.appendingPathComponent($0)) } == before)
        #expect(
            try Self.entries(data) == ["NY.GDP.MKTP.CD@history.json", "SP.POP.TOTL@history.json", "countries.json"])
    }

    /// `ulimit -f` (in 1024-byte blocks) lets the 107 kB country list through and stops the 453 kB
    /// population history: the reason is said in words, and the old files stay.
    @Test func aFileSizeLimitIsSaidInWordsAndChangesNothing() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let data = folder.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        let names = ["countries.json", "SP.POP.TOTL@history.json", "NY.GDP.MKTP.CD@history.json"]
        for name in names {
            try FileManager.default.copyItem(
                at: RepositoryPaths.snapshot.appendingPathComponent(name), to: data.appendingPathComponent(name))
        }
        let before = try names.map { try Data(contentsOf: data.appendingPathComponent($0)) }

        let runs = try await withFakeWorldBank { server in
            (
                try await Self.shell(
                    #"ulimit -f 200; "$COUNTRIES" snapshot update --data-dir data --force --network-budget 600"#,
                    in: folder, baseURL: server.baseURL.description),
                try await Self.shell(
                    #"ulimit -f 20; "$COUNTRIES" list --offline --year 1960:2024 -f csv -o out.csv"#, in: folder)
            )
        }

        #expect(runs.0.status == 73)
        #expect(
            runs.0.stderr.hasPrefix(
                "error: cannot write \(data.path)/SP.POP.TOTL@history.json: the file would be larger than this "
                    + "process may write (the file size limit)\n"), "\(runs.0.stderr)")
        #expect(try names.map { try Data(contentsOf: data.appendingPathComponent($0)) } == before)
        #expect(runs.1.status == 73)
        #expect(
            runs.1.stderr.hasPrefix(
                "error: cannot write 'out.csv': the file would be larger than this process may write"),
            "no source line before the error: \(runs.1.stderr)")
        let left = try Self.entries(folder)
        #expect(!left.contains("out.csv") && !left.contains { $0.hasPrefix(".countries-") }, "\(left)")
    }

    @Test func aNameAtTheFileSystemsLimitIsWrittenAndOnePastItIsSaidAsSuch() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let longest = String(repeating: "a", count: 251) + ".csv"
        let tooLong = String(repeating: "b", count: 252) + ".csv"

        let written = try await CommandRun.run(
            ["list", "--offline", "--region", "NAC", "-o", folder.appendingPathComponent(longest).path])
        let refused = try await CommandRun.run(
            ["list", "--offline", "--region", "NAC", "-o", folder.appendingPathComponent(tooLong).path])

        #expect(written.exitCode == .success)
        #expect(refused.exitCode == .cannotCreate)
        let line = try #require(refused.stderr.split(separator: "\n").first)
        #expect(
            line.hasSuffix(
                ".csv (\(folder.path.count + 257) characters)': the file name is too long for the file system (256 bytes; at most 255)"
            ))
        #expect(line.count < 200, "the value is shortened: \(line)")
        #expect(try Self.entries(folder) == [longest])
    }

    @Test(arguments: [
        "2026-02-30", "2026-02-29", "26-01-01", "2026-02-3x", "2026-13-01", "2026-00-10", "2026-01-00",
        " 2026-01-01", "2026-01-01T00:00:00Z", "२०२६-०१-०१",
    ])
    func anImpossibleDateIsRefusedNamingIt(text: String) async throws {
        let run = try await CommandRun.run(["snapshot", "update", "--data-dir", "/nonexistent", "--fetched-at", text])
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: invalid --fetched-at '\(text)': not a calendar day written YYYY-MM-DD\n"))
    }

    @Test(arguments: [
        ("2024-02-29", 1_709_164_800.0), ("2000-02-29", 951_782_400), ("1970-01-01", 0), ("1969-12-31", -86_400),
        ("2026-12-01", 1_796_083_200),
    ])
    func aCalendarDayIsItsMidnightInUTC(text: String, seconds: Double) {
        #expect(DayText.parse(text) == Date(timeIntervalSince1970: seconds))
        #expect(DayText.parse(text).map(DayText.format) == text)
    }

    @Test func aCenturyThatIsNoLeapYearHasNoFebruary29() {
        #expect(DayText.parse("1900-02-29") == nil)
        #expect(DayText.parse("2100-02-29") == nil)
    }

    /// Each target's own syntax: the shell's single quotes under cron's `\%`, and systemd's double
    /// quotes with `\\`, `\"`, `$$` and `%%` (systemd.syntax(7)).
    @Test(arguments: [
        ("/srv/my reports", #""/srv/my reports""#, "'/srv/my reports'"),
        (#"/srv/a\b"#, #""/srv/a\\b""#, #"'/srv/a\b'"#),
        ("/srv/${HOME}x", #""/srv/$${HOME}x""#, "'/srv/${HOME}x'"),
        ("/srv/100%", #""/srv/100%%""#, #"'/srv/100\%'"#),
        ("/srv/it's", #""/srv/it's""#, #"'/srv/it'\''s'"#),
        (#"/srv/"q""#, #""/srv/\"q\"""#, #"'/srv/"q"'"#),
        ("/srv/Zürich", "/srv/Zürich", "/srv/Zürich"),
    ])
    func scheduleQuotesAFolderForSystemdAndForCron(folder: String, systemd: String, cron: String) async throws {
        let run = try await CommandRun.run(["schedule", "--out", folder], environment: CommandRun.unsetVariables)
        #expect(run.exitCode == .success)
        #expect(
            run.stdout.contains(
                "\nExecStart=/usr/local/bin/countries report --out \(systemd) --if-changed --keep 30 --quiet\n"))
        #expect(
            run.stdout.contains(
                "\n17 6 * * * /usr/local/bin/countries report --out \(cron) --if-changed --keep 30 --quiet > /dev/null\n"
            ))
    }

    /// systemd runs no executable whose path holds a backslash or a quote, and expands no variable in
    /// the executable's path: such a binary starts through env, and a `$` in its path stays single.
    @Test(arguments: [
        ("/opt/a$b/countries", #""/opt/a$b/countries""#),
        ("/opt/it's/countries", #"/usr/bin/env "/opt/it's/countries""#),
        (#"/opt/a\b/countries"#, #"/usr/bin/env "/opt/a\\b/countries""#),
        ("/opt/100%/countries", #""/opt/100%%/countries""#),
    ])
    func scheduleStartsABinaryAtAnyPath(binary: String, systemd: String) async throws {
        let run = try await CommandRun.run(["schedule", "--out", "/srv/r"], executable: binary)
        #expect(run.stdout.contains("\nExecStart=\(systemd) report --out /srv/r --if-changed --keep 30 --quiet\n"))
    }

    @Test func aHugeValueComesBackShortenedInTheErrorLine() async throws {
        let value = String(repeating: "x", count: 100_000)
        let run = try await CommandRun.run(["list", "--offline", "--country", value])
        #expect(run.exitCode == .usage)
        #expect(
            run.stderr.hasPrefix(
                "error: unknown economy '" + String(repeating: "x", count: 48) + "…" + String(repeating: "x", count: 16)
                    + " (100000 characters)'\n"))
        #expect(run.stderr.count < 400)
    }
}
