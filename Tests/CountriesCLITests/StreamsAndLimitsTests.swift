import Foundation
import TestSupport
import Testing

/// The real process when what surrounds it fails: a closed, full or abandoned stdout or stderr, a
/// FIFO nobody reads, too few open files or too little memory. Each ends in one error line and a
/// documented exit code, or quietly for a reader that left; never a trap, never a hang.
@Suite struct StreamsAndLimitsTests {

    static func environment(_ folder: URL) -> [String: String] {
        [
            "COUNTRIES_CACHE_DIR": folder.path, "COUNTRIES_DATA_DIR": RepositoryPaths.snapshot.path,
            "HOME": folder.path, "WORLDBANK_API_URL": RepositoryPaths.unreachableBaseURL,
        ]
    }

    static func shell(_ script: String) async throws -> BinaryRun {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        return try await BinaryRun.shell("cd '\(folder.path)' && " + script, environment: environment(folder))
    }

    @Test func aClosedStdoutEndsTheRunWith74AndSaysWhy() async throws {
        let run = try await Self.shell(#""$COUNTRIES" list --offline --year 2022 >&-"#)

        #expect(run.status == 74)
        #expect(
            run.stderr == "error: cannot write to standard output: Bad file descriptor\n"
                + "hint: check where stdout goes (a full disk, a closed stream), or write a file with --output FILE\n")
    }

    @Test(arguments: ["--help", "--version", "list --offline", "regions --offline", "indicators population"])
    func aFullStdoutEndsTheRunWith74(arguments: String) async throws {
        let run = try await Self.shell(#""$COUNTRIES" \#(arguments) >/dev/full"#)

        #expect(run.status == 74)
        #expect(
            run.stderr.hasSuffix(
                "error: cannot write to standard output: No space left on device\n"
                    + "hint: check where stdout goes (a full disk, a closed stream), or write a file with --output FILE\n"
            ))
    }

    @Test(arguments: ["2>/dev/full", "2>&-"])
    func aStderrThatCannotBeWrittenEndsTheRunWith74ButTheDataArrives(redirection: String) async throws {
        let expected = try await Self.shell(#""$COUNTRIES" list --offline --year 2022 --format csv"#)
        let run = try await Self.shell(#""$COUNTRIES" list --offline --year 2022 --format csv \#(redirection)"#)

        #expect(expected.status == 0)
        #expect(run.status == 74)
        #expect(run.stdout == expected.stdout)
        #expect(run.stdout.hasPrefix("iso3,iso2,name,"))
    }

    @Test(arguments: ["", "trap '' PIPE; "])
    func aReaderThatLeavesEndsTheRunQuietly(ignoring: String) async throws {
        let run = try await Self.shell(
            ignoring + #""$COUNTRIES" list --offline --year 1960:2024 --format csv 2>err | head -c 100 >/dev/null; "#
                + #"echo "status ${PIPESTATUS[0]}"; cat err"#)

        #expect(run.stdout == "status 141\n", "killed by SIGPIPE, with nothing said: the source line follows the data")
    }

    @Test func aLinkInTheCurrentFolderToAFileNotYetMadeIsWrittenBesideIt() async throws {
        let run = try await Self.shell(
            #"ln -s target.csv link.csv && "$COUNTRIES" list --offline --region NAC --output link.csv && ls -A && head -c 15 target.csv"#
        )

        #expect(run.status == 0)
        #expect(run.stdout == "link.csv\ntarget.csv\niso3,iso2,name,")
    }

    @Test func aFIFOWithNoReaderEndsAtTheDeadlineAndLeavesNothing() async throws {
        let run = try await Self.shell(
            #"mkfifo pipe && "$COUNTRIES" list --offline --year 2022 --output pipe --deadline 1; "#
                + #"echo "status $?"; ls -A"#)

        #expect(run.stdout == "status 69\npipe\n")
        // On a loaded machine the deadline may pass before the listing is even made: the ending is the same.
        #expect(
            run.stderr.hasSuffix(
                "error: the command did not finish within 1 s\nhint: raise --deadline, or use --offline\n"))
        #expect(run.stderr.components(separatedBy: "error:").count == 2, "one error line")
    }

    @Test(arguments: [
        (
            "ulimit -n 16",
            "error: too few open files allowed: the limit is 16 (ulimit -n)\n"
                + "hint: allow at least 64: ulimit -n 64\n"
        ),
        (
            "ulimit -v 100000",
            "error: too little memory allowed: the limit is 100000 KiB (ulimit -v)\n"
                + "hint: allow at least 393216 KiB: ulimit -v 393216\n"
        ),
    ])
    func tooTightALimitIsOneErrorLineAndExit71(limit: String, stderr: String) async throws {
        let run = try await Self.shell(limit + #" && "$COUNTRIES" list --offline"#)

        #expect(run.status == 71)
        #expect(run.stdout == "")
        #expect(run.stderr == stderr)
    }

    @Test func enoughMemoryUnderACapStillAnswers() async throws {
        let run = try await Self.shell(#"ulimit -v 400000 && "$COUNTRIES" list --offline --year 2022 --region NAC"#)

        #expect(run.status == 0)
        #expect(run.stdout.contains("United States"))
    }

    /// On one terminal the table's own source line is its last: stderr does not say it again, as it
    /// does whenever stdout goes elsewhere. Styling is set aside before counting: the table's line
    /// is drawn dim, and counting only plain lines had counted stderr's repeat as the one line.
    @Test(
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func theSourceLineIsShownOnceOnATerminal() async throws {
        let run = try await Self.shell(
            #"script -qec '"$COUNTRIES" list --offline --region NAC' /dev/null | tr -d '\r' | sed 's/\x1b\[[0-9;]*m//g' "#
                + #"| grep -c '^Source:'; "#
                + #"script -qec '"$COUNTRIES" list --offline --region NAC -f csv -o out.csv' /dev/null | tr -d '\r'"#)
        let source =
            "Source: World Bank, World Development Indicators (CC BY 4.0) · lastupdated 2026-03-20 · "
            + "data: snapshot (fetched 2026-04-30)\n"
        #expect(run.stdout.hasPrefix("1\n"), "one source line under the table: \(run.stdout)")
        #expect(run.stdout.hasSuffix(source), "said on stderr when stdout is a file")
        #expect(run.stdout.components(separatedBy: "Source:").count == 2)
    }
}
