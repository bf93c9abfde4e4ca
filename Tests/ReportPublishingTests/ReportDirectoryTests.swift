import AtomicFiles
import CountriesAnalysis
import Foundation
import ReportPublishing
import TestSupport
import Testing

/// A report folder published whole, `latest` moved with it in one step, the day's earlier report
/// replaced keeping what someone else put there, older reports pruned, and one run at a time.
@Suite struct ReportDirectoryTests {
    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// What tells a report of countries: its `summary.json` naming the tool.
    static let summary = Array(#"{"metadata": {"tool": "countries 0.1.0"}}"#.utf8)

    /// Stages a report of the default series dated `day` holding `index.html` with `text` (and the
    /// summary that makes it the tool's), and publishes it.
    static func publish(_ directory: ReportDirectory, day: String, text: String, scratch: ScratchFiles = ScratchFiles())
        throws -> ReportDirectory.Published
    {
        let staged = try directory.stage(ReportScope(ListQuery()), day: day, scratch: scratch)
        try staged.write(Array(text.utf8), to: "index.html")
        try staged.write(summary, to: "summary.json")
        return try directory.publish(staged)
    }

    @Test func aPublishedReportIsItsFolderAndLatestPointsAtItWithNothingElseLeft() throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let directory = try ReportDirectory(root: root)
        let scratch = ScratchFiles()

        let first = try Self.publish(directory, day: "2026-12-01", text: "one", scratch: scratch)
        #expect(first.folder.lastPathComponent == "2026-12-01")
        #expect(try Self.entries(root) == ["2026-12-01", "latest"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.path + "/latest") == "2026-12-01")
        // Nothing is left to remove had the run been stopped after it: the folder is published.
        #expect(scratch.abandon() == [])

        _ = try Self.publish(directory, day: "2026-12-02", text: "two")
        #expect(try Self.entries(root) == ["2026-12-01", "2026-12-02", "latest"])
        #expect(try String(contentsOfFile: root.path + "/latest/index.html", encoding: .utf8) == "two")
    }

    @Test func aSecondReportOfTheDayReplacesTheFirstAndKeepsWhatSomeoneElsePutThere() throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let directory = try ReportDirectory(root: root)
        _ = try Self.publish(directory, day: "2026-12-01", text: "morning")
        try Data("mine".utf8).write(to: root.appendingPathComponent("2026-12-01/notes.txt"))

        let again = try Self.publish(directory, day: "2026-12-01", text: "evening")

        #expect(again.kept == ["notes.txt"])
        #expect(try Self.entries(root) == ["2026-12-01", "latest"], "no staging or replaced folder is left")
        #expect(try String(contentsOfFile: root.path + "/2026-12-01/index.html", encoding: .utf8) == "evening")
        #expect(try String(contentsOfFile: root.path + "/2026-12-01/notes.txt", encoding: .utf8) == "mine")
    }

    @Test func aStoppedRunBeforePublishingLeavesTheEarlierReportAndLatestAsTheyWere() throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let directory = try ReportDirectory(root: root)
        _ = try Self.publish(directory, day: "2026-12-01", text: "one")
        let scratch = ScratchFiles()
        let staged = try directory.stage(ReportScope(ListQuery()), day: "2026-12-02", scratch: scratch)
        try staged.write(Array("two".utf8), to: "index.html")
        try staged.write(Self.summary, to: "summary.json")

        // The signal's cleanup, before the publishing step: what was staged goes.
        #expect(scratch.abandon().count == 1)
        #expect(throws: PublishError.self) { try directory.publish(staged) }

        #expect(try Self.entries(root) == ["2026-12-01", "latest"])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root.path + "/latest") == "2026-12-01")
    }

    @Test func pruningKeepsTheNewestOfTheSeriesAndLeavesOtherFoldersAlone() throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let directory = try ReportDirectory(root: root)
        for day in ["2026-11-28", "2026-11-29", "2026-11-30"] { _ = try Self.publish(directory, day: day, text: day) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("2026-11-01"), withIntermediateDirectories: false)
        let staged = try directory.stage(ReportScope(ListQuery()), day: "2026-12-01", scratch: ScratchFiles())
        try staged.write(Array("new".utf8), to: "index.html")
        try staged.write(Self.summary, to: "summary.json")
        _ = try directory.publish(staged)

        let foreign = try directory.prune(keep: 2, protecting: staged)

        #expect(foreign == ["2026-11-01"], "a folder named like a report that countries did not write")
        #expect(try Self.entries(root) == ["2026-11-01", "2026-11-30", "2026-12-01", "latest"])
    }

    @Test func oneRunAtATime() throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let directory = try ReportDirectory(root: root)
        let (lock, _) = try directory.lock()
        #expect {
            _ = try directory.lock()
        } throws: { error in
            guard case .locked = error as? PublishError else { return false }
            return true
        }
        lock.release()
        let (again, _) = try directory.lock()
        again.release()
    }
}
