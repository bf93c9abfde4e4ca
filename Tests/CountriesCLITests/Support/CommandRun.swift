import CountriesCLI
import Foundation
import TestSupport

/// One in-process run of the `countries` command: what it printed and how it exited.
struct CommandRun: Sendable, Equatable {
    let arguments: [String]
    let exitCode: ExitCode
    let stdout: String
    let stderr: String
    /// Stdout as written, for what is not text (a workbook).
    var stdoutBytes: [UInt8] = []

    /// The commands that take the data options, `--network-budget` among them (a search of
    /// `indicators` too: with `--source` it may fetch another database's catalogue).
    static let dataCommands: Set = [
        "list", "regions", "show", "indicators", "indicators show", "sources", "economies", "map", "report", "snapshot",
        "cite",
        "verify", "revisions",
    ]

    /// The variables ``run(_:baseURL:cache:environment:terminal:executable:)`` sets, emptied, which
    /// `countries` reads as unset: for `schedule` runs whose job should carry none of them.
    static let unsetVariables = ["COUNTRIES_CACHE_DIR": "", "COUNTRIES_DATA_DIR": "", "WORLDBANK_API_URL": ""]

    /// The fixed "now" of every test run: 2026-11-29 12:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_953_600)

    /// Runs `arguments` with the snapshot built into countries (the compact tables, opened once
    /// for the whole suite, which a test proves hold exactly what `data/` holds), an empty private
    /// cache and, unless told otherwise, an API base URL, a bulk file root and a Data Catalog where
    /// nothing listens: no test reaches the internet.
    static func run(
        _ arguments: [String], baseURL: String = RepositoryPaths.unreachableBaseURL, cache: URL? = nil,
        environment extra: [String: String] = [:], terminal: Bool = false,
        executable: String = "/usr/local/bin/countries"
    ) async throws -> CommandRun {
        let folder = try cache ?? RepositoryPaths.temporaryFolder()
        defer { if cache == nil { RepositoryPaths.removeTemporaryFolder(folder) } }
        let console = CapturingConsole(terminal: terminal)
        var environment = [
            "COUNTRIES_CACHE_DIR": folder.path, "COUNTRIES_DATA_DIR": "",
            "WORLDBANK_API_URL": baseURL, "HOME": folder.path,
            "COUNTRIES_BULK_URL": RepositoryPaths.unreachableRoot,
            "COUNTRIES_CATALOGUE_URL": RepositoryPaths.unreachableRoot,
        ]
        environment.merge(extra) { $1 }
        // A data command gets a network budget and a deadline a loaded machine cannot use up, unless
        // the test is about them: the defaults (15 s, 300 s) are wall-clock windows, and in-process
        // runs share two cores with every other test, so even a refused connection can wait 15 s for
        // a thread, and a command started late in a suite under two CPU hogs can wait 300 s for it.
        let isDataCommand =
            (dataCommands.contains(arguments.first ?? "")
                || dataCommands.contains(arguments.prefix(2).joined(separator: " ")))
            && !arguments.contains { ["--help", "-h", "help"].contains($0) }
        let patience = [("--network-budget", "600"), ("--deadline", "3600")].filter { option, _ in
            isDataCommand && !arguments.contains(option)
        }
        let code = await CountriesCommand.run(
            arguments: arguments + patience.flatMap { [$0, $1] }, environment: environment,
            console: console,
            executable: URL(fileURLWithPath: executable), now: now)
        return CommandRun(
            arguments: arguments, exitCode: code, stdout: console.stdout, stderr: console.stderr,
            stdoutBytes: console.stdoutBytes)
    }

    /// The run as a golden-file transcript: command, exit code, stderr, stdout.
    var transcript: String {
        let quoted = arguments.map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
        return "$ countries \(quoted)\nexit: \(exitCode.rawValue)\n--- stderr\n\(stderr)--- stdout\n\(stdout)"
    }
}
