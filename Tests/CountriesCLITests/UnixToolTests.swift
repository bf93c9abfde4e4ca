import CountriesCLI
import Foundation
import OfflineStore
import TestSupport
import Testing

/// The habits of a Unix tool: usage, short options, quiet runs, offline by default, completions,
/// the manual, and a binary that works wherever it is copied.
@Suite struct UnixToolTests {
    @Test func bareCountriesPrintsShortUsageAndSucceeds() async throws {
        let run = try await CommandRun.run([])
        #expect(run.exitCode == .success)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("countries 0.1.0: World Bank country statistics"))
        #expect(run.stdout.contains("\nCommands: list, regions, show, "))
    }

    @Test(arguments: ["cache", "snapshot"])
    func aGroupOfCommandsHasHelpToo(group: String) async throws {
        let run = try await CommandRun.run([group, "--help"])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix("Usage: countries \(group) <command> [options]\n\nCommands:\n  \(group) "))
    }

    @Test func aReportWithNoFiguresIsRefused() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await CommandRun.run(["report", "--offline", "--year", "2026", "--out", folder.path])
        #expect(run.exitCode == .dataError)
        #expect(run.stderr.hasPrefix("error: no population or GDP figures for 2026; no report was written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [".lock"])
    }

    @Test func shortOptionsMeanTheirLongOnes() async throws {
        let short = try await CommandRun.run(["list", "-r", "nac", "-y2022", "-f", "csv", "-o", "-"])
        let long = try await CommandRun.run([
            "list", "--region", "nac", "--year", "2022", "--format", "csv", "--output", "-",
        ])
        #expect(short.exitCode == .success)
        #expect(short.stdout == long.stdout)
        #expect(short.stdout.hasPrefix("iso3,iso2,name,"))
    }

    @Test(arguments: [["-qf", "csv"], ["-qfcsv"], ["-q", "-fcsv"], ["-qfcsv", "-o-"]])
    func shortFlagsCombineAsGetoptReadsThem(flags: [String]) async throws {
        let combined = try await CommandRun.run(["regions", "--year", "2022"] + flags)
        let separate = try await CommandRun.run(["regions", "--year", "2022", "--quiet", "--format", "csv"])
        #expect(combined.exitCode == .success)
        #expect(combined.stderr == "")
        #expect(combined.stdout == separate.stdout)
        #expect(combined.stdout.hasPrefix("region_id,region,"))
    }

    @Test func aCombinedFlagNamesTheLetterItDoesNotKnow() async throws {
        let run = try await CommandRun.run(["regions", "-qx"])
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: unknown option '-x'\n"))
    }

    @Test(arguments: ["-V", "--version"])
    func versionHasAShortFlag(flag: String) async throws {
        let run = try await CommandRun.run([flag])
        #expect(run.exitCode == .success)
        #expect(run.stdout == "countries 0.1.0\n")
    }

    @Test func quietRunsSayNothingOnStderrButErrors() async throws {
        let quiet = try await CommandRun.run(["regions", "-q", "--year", "2022"])
        let failing = try await CommandRun.run(["list", "-q", "--region", "Atlantis"])

        #expect(quiet.exitCode == .success)
        #expect(quiet.stderr == "", "no notice, no source line")
        #expect(quiet.stdout.contains("All listed economies"))
        #expect(failing.exitCode == .usage)
        #expect(failing.stderr.hasPrefix("error: unknown region 'Atlantis'"))
    }

    @Test func offlineByDefaultMakesNoRequestUntilOnlineIsAsked() async throws {
        let (offline, online, log) = try await withFakeWorldBank { server in
            let offline = try await CommandRun.run(
                ["list", "--year", "2022"], baseURL: server.baseURL.description,
                environment: ["COUNTRIES_OFFLINE": "1"])
            let before = try await server.requestLog().count
            let online = try await CommandRun.run(
                ["list", "--year", "2022", "--online"], baseURL: server.baseURL.description,
                environment: ["COUNTRIES_OFFLINE": "1"])
            return (offline, online, (before, try await server.requestLog().count))
        }
        #expect(offline.exitCode == .success)
        #expect(offline.stderr.hasSuffix("data: snapshot (fetched 2026-04-30)\n"))
        #expect(online.stderr.hasSuffix("data: live\n"))
        #expect(log == (0, 2))
    }

    @Test(arguments: [
        ["list", "--offline", "--year", "2022", "--format", "csv"], ["regions", "--offline", "--year", "2015:2020"],
        ["show", "KOR", "--offline"], ["list", "--offline", "--region", "SSF", "--sort", "gdp-per-capita"],
    ])
    func theDataBuiltIntoTheBinaryAnswersExactlyAsDataDoes(arguments: [String]) async throws {
        // An empty COUNTRIES_DATA_DIR means the copy built into the binary: the compact tables, not data/.
        let builtIn = try await CommandRun.run(arguments, environment: ["COUNTRIES_DATA_DIR": ""])
        let folder = try await CommandRun.run(
            arguments, environment: ["COUNTRIES_DATA_DIR": RepositoryPaths.snapshot.path])
        #expect(builtIn.exitCode == .success)
        #expect(builtIn.stdout.split(whereSeparator: \.isNewline).count > 8)
        #expect(builtIn.stdout == folder.stdout)
        #expect(builtIn.stderr == folder.stderr)
        #expect(builtIn.stderr.contains("data: snapshot (fetched 2026-04-30)"))
    }

    @Test func aCopiedBinaryAnswersOfflineFromAnyFolder() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let copy = folder.appendingPathComponent("countries")
        // Copied by cp, not in this process: a child another test forks meanwhile would inherit the
        // copy's open descriptor, and running the copy would fail with ETXTBSY (seen under load).
        let copied = try await ProcessRun.run("/bin/cp", [BinaryRun.binary.path, copy.path])
        #expect(copied.status == 0)

        let run = try await BinaryRun.run(
            ["list", "--offline", "--region", "NAC", "--year", "2022", "--format", "csv"],
            environment: ["HOME": folder.path, "COUNTRIES_CACHE_DIR": folder.appendingPathComponent("cache").path],
            executable: copy, directory: URL(fileURLWithPath: "/"))

        #expect(run.status == 0)
        #expect(
            run.stdout.contains(
                "\r\nUSA,US,United States,NAC,North America,HIC,High income,Washington D.C.,334017321,2022,"))
        #expect(run.stderr.hasSuffix("data: snapshot (fetched 2026-04-30)\n"))
    }

    @Test func aLiveRunWritesOnlyTheDocumentedCacheFolder() async throws {
        let home = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(home) }
        let run = try await withFakeWorldBank { server in
            try await BinaryRun.run(
                ["list", "--online", "--region", "NAC", "--format", "csv"],
                environment: ["HOME": home.path, "WORLDBANK_API_URL": server.baseURL.description])
        }
        #expect(run.status == 0)
        #expect(run.stderr.hasSuffix("data: live\n"))
        let written = try FileManager.default.subpathsOfDirectory(atPath: home.path)
        let cache = ".cache/countries/"
        #expect(written.filter { !$0.hasPrefix(cache) }.sorted() == [".cache", ".cache/countries"])
        #expect(written.contains { $0.hasPrefix(cache) && $0.hasSuffix("/countries.dataset") })
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsParseInTheirShell(shell: String) async throws {
        let run = try await CommandRun.run(["completions", shell])
        #expect(run.exitCode == .success)
        // --region of list offers exactly the region ids of the country list, in each shell's syntax.
        let ids = "EAS ECS LCN MEA NAC SAS SSF"
        let help = "only this region: id (SSF), name, or part of a name (sub-saharan)"
        let regionLine = [
            "bash": "'list --region'|'list -r') _countries_reply '\(ids)' \"$3\" ;;",
            "zsh": "'(--region -r)--region=[\(help)]:R:(\(ids))' \\",
            "fish": "complete -c countries -n '__countries_is \\'list\\'' -l region -s r -x -a '\(ids)'"
                + " -d '\(help)'",
        ]
        let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(try #require(regionLine[shell])))
        #expect(run.stdout.contains("gdp-per-capita"), "closed values of --sort are offered")
        let path = ["/usr/bin/\(shell)", "/bin/\(shell)"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { return }  // The shell is not installed here; the script was still generated.
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let script = folder.appendingPathComponent("countries.\(shell)")
        try Data(run.stdout.utf8).write(to: script)
        let check = try await ProcessRun.run(path, ["-n", script.path])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func theManualListsEveryCommandAndOption() async throws {
        let run = try await CommandRun.run(["manual"])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix(".nr HY 0\n.ds AD l\n.TH COUNTRIES 1 \"2026-11-29\" \"countries 0.1.0\""))
        for command in ["list", "regions", "indicators show", "report", "schedule", "completions"] {
            #expect(run.stdout.contains(".SS \"countries \(command)"), "\(command)")
        }
        for option in [
            "\\-r, \\-\\-region R", "\\-\\-wide", "\\-\\-offline", "\\-q, \\-\\-quiet", "\\-\\-every PERIOD",
        ] {
            #expect(run.stdout.contains(".B \(option)"), "\(option)")
        }
        #expect(!run.stdout.split(separator: "\n").contains { $0.hasPrefix("'") })
    }

    @Test func scheduleFillsEveryPeriodAndEscapesPercentSigns() async throws {
        let weekly = try await CommandRun.run(
            ["schedule", "--every", "week", "--out", "/srv/100%/reports"], environment: CommandRun.unsetVariables)
        let monthly = try await CommandRun.run(
            ["schedule", "--every", "month", "--at", "05:30", "--json"], environment: CommandRun.unsetVariables)
        let control = try await CommandRun.run(["schedule", "--out", "/srv/a\nb"])

        #expect(
            weekly.stdout.contains(
                "\n17 6 * * 1 /usr/local/bin/countries report --out '/srv/100\\%/reports' --if-changed --keep 30 --quiet > /dev/null\n"
            ))
        #expect(
            weekly.stdout.contains(
                #"ExecStart=/usr/local/bin/countries report --out "/srv/100%%/reports" --if-changed"#))
        #expect(weekly.stdout.contains("OnCalendar=Mon *-*-* 06:17:00"))
        #expect(weekly.stdout.contains("loginctl enable-linger"))
        #expect(monthly.stdout.contains("\"crontab\": \"30 5 1 * * /usr/local/bin/countries report --out"))
        #expect(monthly.stdout.contains("OnCalendar=*-*-01 05:30:00"))
        #expect(control.exitCode == .usage)
        #expect(control.stderr.hasPrefix("error: the path '/srv/a\\nb' holds a control character"))
    }

    @Test func cacheInfoAsJSONListsTheEntries() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        _ = try await withFakeWorldBank { server in
            try await CommandRun.run(["list", "--year", "2022"], baseURL: server.baseURL.description, cache: cache)
        }
        let run = try await CommandRun.run(["cache", "info", "--json"], cache: cache)
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix("{\n  \"schema\": {\n    \"name\": \"cache-info\",\n    \"version\": 1\n  },\n"))
        #expect(run.stdout.contains("\n  \"folder\": \"\(cache.path)\",\n  \"entries\": [\n"))
        #expect(run.stdout.contains("\"name\": \"SP.POP.TOTL@2022\","))
        #expect(run.stdout.contains("\"name\": \"countries\","))
    }

    @Test(arguments: [["list"], ["cache"], ["cache", "info"], ["snapshot", "update"], ["map"]])
    func helpBeforeOrAfterACommandIsItsHelp(command: [String]) async throws {
        let expected = try await CommandRun.run(command + ["--help"])
        let before = try await CommandRun.run(["help"] + command)
        let after = try await CommandRun.run(command + ["help"])
        #expect(expected.exitCode == .success)
        #expect(expected.stdout.contains("Usage: countries \(command.joined(separator: " "))"))
        #expect(before.stdout == expected.stdout && before.exitCode == .success)
        #expect(after.stdout == expected.stdout && after.exitCode == .success)
    }

    /// `schedule` is not among them: it passes `--base-url` on to the job (`ScheduleCommandTests`); nor
    /// is an `indicators` search, which asks the API for another database's catalogue (`--source`),
    /// nor `economies`, whose `--in` asks it for a group only it lists (`GroupMembersTests`).
    @Test(arguments: [
        ["cache", "info"], ["completions", "bash"], ["manual"],
    ])
    func aCommandThatNeverAsksTheAPIAcceptsAndIgnoresTheNetworkOptions(command: [String]) async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let plain = try await CommandRun.run(command, cache: cache)
        let given = try await CommandRun.run(
            command + ["--offline", "--online", "--base-url", "http://127.0.0.1:9/v2"], cache: cache)
        #expect(plain.exitCode == .success)
        #expect(given.exitCode == .success)
        #expect(given.stdout == plain.stdout)
        // The data options that would mean something only to a command that asks are neither
        // listed nor taken.
        let help = try await CommandRun.run(command + ["--help"])
        #expect(!help.stdout.contains("Data options") && !help.stdout.contains("--max-age"))
        let cacheAge = try await CommandRun.run(command + ["--max-age", "1s"], cache: cache)
        #expect(cacheAge.exitCode == .usage)
        #expect(cacheAge.stderr.contains("unknown option '--max-age'"))
    }

    /// The age every data command judges an answer by is its fetch time, stored in it; `cache info`
    /// says the same after the files were copied or touched.
    @Test func cacheInfoAgesAnAnswerFromItsFetchNotItsFile() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        _ = try await withFakeWorldBank { server in
            try await CommandRun.run(["list", "--year", "2022"], baseURL: server.baseURL.description, cache: cache)
        }
        let old = Date(timeIntervalSince1970: CommandRun.now.timeIntervalSince1970 - 40 * 86_400)
        for entry in DatasetCache.entries(root: cache) {
            let file = cache.appendingPathComponent(entry.api).appendingPathComponent(entry.name + ".dataset")
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
        }

        let info = try await CommandRun.run(["cache", "info"], cache: cache)
        let json = try await CommandRun.run(["cache", "info", "--json"], cache: cache)

        #expect(info.stdout.contains("SP.POP.TOTL@2022"))
        #expect(!info.stdout.contains("40 d"), "\(info.stdout)")
        #expect(json.stdout.contains("\"age_seconds\": 0"))
        #expect(!json.stdout.contains("\"age_seconds\": 3456000"))
    }
}
