import Foundation
import TestSupport
import Testing

/// `countries manual`: the page `scripts/release.sh` ships.
@Suite struct ManualPageTests {
    /// A release built twice from one commit has one manual: the footer's day is that of
    /// `SOURCE_DATE_EPOCH` (the last commit's time), and only a number of seconds counts as one.
    @Test(arguments: [("1796127270", "2026-12-01"), ("0", "1970-01-01"), ("", "2026-11-29"), ("-5", "2026-11-29")])
    func theFooterDateIsThatOfSourceDateEpoch(epoch: String, day: String) async throws {
        let run = try await CommandRun.run(["manual"], environment: ["SOURCE_DATE_EPOCH": epoch])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix(".nr HY 0\n.ds AD l\n.TH COUNTRIES 1 \"\(day)\" "))
    }

    /// What a reader copies from `man` is what the command's `--help` prints: examples keep their
    /// quotes and hyphens and are neither joined, justified nor hyphenated; groff warns of nothing.
    @Test func everyExampleReadsBackFromTheRenderedPageAsWritten() async throws {
        let run = try await CommandRun.run(["manual"])
        #expect(run.stdout.contains("\n.SH FILES\n") && run.stdout.contains("\n.SH SEE ALSO\n"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else { return }  // Not installed here.
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let page = folder.appendingPathComponent("countries.1")
        let text = folder.appendingPathComponent("countries.txt")
        try Data(run.stdout.utf8).write(to: page)
        let groff = try await ProcessRun.run(
            "/bin/sh", ["-c", #"groff -man -ww -Tutf8 -P-cbou "$1" >"$2""#, "sh", page.path, text.path])
        #expect(groff.status == 0 && groff.stderr == "", "\(groff.stderr)")
        let rendered = try String(contentsOf: text, encoding: .utf8).split(separator: "\n")
        let lines = Set(rendered.map { $0.trimmingCharacters(in: .whitespaces) })
        let examples = try await Self.examples()
        #expect(examples.count > 30)
        for example in examples {
            #expect(lines.contains(example), "\(example)")
        }
    }

    /// Every command's examples, as its `--help` prints them.
    private static func examples() async throws -> [String] {
        let help = try await CommandRun.run(["--help"]).stdout.split(separator: "\n")
        let commands = help.drop { $0 != "Commands:" }.dropFirst().prefix { !$0.isEmpty }.map {
            $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0]
        }
        var examples: [String] = []
        for command in commands {
            let lines = try await CommandRun.run(command.split(separator: " ").map(String.init) + ["--help"]).stdout
                .split(separator: "\n")
            examples += lines.drop { $0 != "Examples:" }.dropFirst().prefix { $0.hasPrefix("  ") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        return examples
    }
}
