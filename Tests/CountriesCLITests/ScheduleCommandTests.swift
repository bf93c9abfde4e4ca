import Foundation
import Testing

/// `schedule` carries what changes a report run into the job: cron and systemd start it with
/// neither the shell's environment nor the options `schedule` was given.
@Suite struct ScheduleCommandTests {
    /// The cron line and the service's lines, for whole-line comparisons.
    private static func lines(of run: CommandRun) -> (cron: String?, service: [String]) {
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let service = lines.filter { $0.hasPrefix("Environment=") || $0.hasPrefix("ExecStart=") }
        return (lines.first { $0.hasPrefix("17 6 ") }, service)
    }

    @Test func theVariablesThatChangeARunGoIntoTheCrontabLineAndTheUnit() async throws {
        let run = try await CommandRun.run(
            ["schedule", "--out", "/srv/r"],
            environment: [
                "WORLDBANK_API_URL": "http://127.0.0.1:8080/v2", "COUNTRIES_OFFLINE": "1",
                "COUNTRIES_CACHE_DIR": "/var/cache/countries", "COUNTRIES_DATA_DIR": "/srv/data",
                "XDG_CACHE_HOME": "/elsewhere", "NO_COLOR": "1",
            ])
        let (cron, service) = Self.lines(of: run)
        #expect(run.exitCode == .success)
        #expect(
            cron
                == "17 6 * * * WORLDBANK_API_URL='http://127.0.0.1:8080/v2' COUNTRIES_OFFLINE=1 "
                + "COUNTRIES_CACHE_DIR=/var/cache/countries COUNTRIES_DATA_DIR=/srv/data "
                + "/usr/local/bin/countries report --out /srv/r --if-changed --keep 30 --quiet > /dev/null")
        #expect(
            service == [
                "Environment=WORLDBANK_API_URL=http://127.0.0.1:8080/v2", "Environment=COUNTRIES_OFFLINE=1",
                "Environment=COUNTRIES_CACHE_DIR=/var/cache/countries", "Environment=COUNTRIES_DATA_DIR=/srv/data",
                "ExecStart=/usr/local/bin/countries report --out /srv/r --if-changed --keep 30 --quiet",
            ])
    }

    /// `--base-url` goes to the report as an option, and then the variable it overrides stays behind.
    @Test func baseURLIsPassedOnAndOverridesTheVariable() async throws {
        let run = try await CommandRun.run(
            ["schedule", "--out", "/srv/r", "--base-url", "https://mirror.example.org/v2"],
            environment: CommandRun.unsetVariables.merging(["WORLDBANK_API_URL": "http://127.0.0.1:9/v2"]) { $1 })
        let (cron, service) = Self.lines(of: run)
        #expect(
            cron
                == "17 6 * * * /usr/local/bin/countries report --out /srv/r --base-url 'https://mirror.example.org/v2' "
                + "--if-changed --keep 30 --quiet > /dev/null")
        #expect(
            service == [
                "ExecStart=/usr/local/bin/countries report --out /srv/r --base-url https://mirror.example.org/v2 "
                    + "--if-changed --keep 30 --quiet"
            ])
        let bad = try await CommandRun.run(["schedule", "--base-url", "ftp://example.org/v2"])
        #expect(bad.exitCode == .usage)
        #expect(bad.stderr.hasPrefix("error: invalid World Bank API URL 'ftp://example.org/v2'"))
    }

    /// Each value in each target's syntax: the shell's single quotes (under cron's `\%`), and systemd's
    /// quoted assignment, where `%` is a specifier and `$` is nothing special (systemd.exec(5)).
    @Test(arguments: [
        ("/srv/my cache", "'/srv/my cache'", #""COUNTRIES_CACHE_DIR=/srv/my cache""#),
        ("/srv/100%", #"'/srv/100\%'"#, #""COUNTRIES_CACHE_DIR=/srv/100%%""#),
        ("/srv/${HOME}", "'/srv/${HOME}'", #""COUNTRIES_CACHE_DIR=/srv/${HOME}""#),
        ("/srv/it's", #"'/srv/it'\''s'"#, #""COUNTRIES_CACHE_DIR=/srv/it's""#),
        (#"/srv/a\"b"#, #"'/srv/a\"b'"#, #""COUNTRIES_CACHE_DIR=/srv/a\\\"b""#),
    ])
    func aVariableIsQuotedForCronAndForSystemd(value: String, cron: String, systemd: String) async throws {
        let run = try await CommandRun.run(
            ["schedule", "--out", "/srv/r"],
            environment: CommandRun.unsetVariables.merging(["COUNTRIES_CACHE_DIR": value]) { $1 })
        let (line, service) = Self.lines(of: run)
        #expect(
            line == "17 6 * * * COUNTRIES_CACHE_DIR=\(cron) /usr/local/bin/countries report --out /srv/r "
                + "--if-changed --keep 30 --quiet > /dev/null")
        #expect(service.first == "Environment=\(systemd)")
    }

    /// Cron starts the job in the home folder, so a relative folder is made absolute here, as `--out`
    /// is; `XDG_CACHE_HOME` goes along only when it is what places the cache; an empty variable,
    /// which `countries` reads as unset, stays behind.
    @Test func foldersAreMadeAbsoluteAndOnlyWhatPlacesTheCacheGoes() async throws {
        let here = FileManager.default.currentDirectoryPath
        let run = try await CommandRun.run(
            ["schedule", "--out", "/srv/r", "--json"],
            environment: CommandRun.unsetVariables.merging(["XDG_CACHE_HOME": "cache/../xdg", "COUNTRIES_OFFLINE": ""])
            { $1 })
        #expect(run.exitCode == .success)
        #expect(
            run.stdout.contains(
                "\"command\": \"XDG_CACHE_HOME=\(here)/xdg /usr/local/bin/countries report --out /srv/r --if-changed"))
        #expect(run.stdout.contains("Environment=XDG_CACHE_HOME=\(here)/xdg\\nExecStart="))
    }

    @Test func aVariableWithAControlCharacterIsRefused() async throws {
        let run = try await CommandRun.run(
            ["schedule"], environment: CommandRun.unsetVariables.merging(["COUNTRIES_DATA_DIR": "/srv/a\nb"]) { $1 })
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: COUNTRIES_DATA_DIR '/srv/a\\nb' holds a control character\n"))
        #expect(run.stdout == "")
    }
}
