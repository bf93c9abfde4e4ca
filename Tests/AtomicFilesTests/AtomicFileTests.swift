import AtomicFiles
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Files replaced whole or not at all, and the scratch list that a stopped run empties.
@Suite struct AtomicFileTests {
    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func abandoningRemovesWhatWasBeingWrittenAndRefusesMore() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let scratch = ScratchFiles()
        let staged = try AtomicFile.stage(
            Array("new".utf8), for: folder.appendingPathComponent("a.csv").path, scratch: scratch)
        let staging = folder.appendingPathComponent(".staging-x").path
        #expect(scratch.create(staging) { mkdir(staging, 0o755) } == 0)
        try Data("inside".utf8).write(to: URL(fileURLWithPath: staging + "/index.html"))
        #expect(try Self.entries(folder).count == 2)

        let removed = scratch.abandon()

        #expect(removed.count == 2)
        #expect(try Self.entries(folder) == [])
        let later = folder.appendingPathComponent("later").path
        #expect(scratch.create(later) { open(later, O_WRONLY | O_CREAT | O_EXCL, 0o644) } == -1)
        #expect(errno == ECANCELED)
        #expect(throws: FileError(path: "", code: ECANCELED)) { try AtomicFile.commit([staged], scratch: scratch) }
        #expect(try Self.entries(folder) == [], "nothing is created once the run is abandoned")
    }

    @Test func aCommitThatFailsHalfwayPutsTheOldFilesBack() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let scratch = ScratchFiles()
        let first = folder.appendingPathComponent("first.json")
        let second = folder.appendingPathComponent("second.json")
        let blocked = folder.appendingPathComponent("third.json")
        try Data("old first".utf8).write(to: first)
        try FileManager.default.createDirectory(
            at: blocked.appendingPathComponent("kept"), withIntermediateDirectories: true)
        let staged = try [first, second, blocked].map { url throws(FileError) in
            try AtomicFile.stage(Array("new".utf8), for: url.path, scratch: scratch)
        }

        #expect(throws: FileError(path: blocked.path, code: EISDIR)) { try AtomicFile.commit(staged, scratch: scratch) }

        #expect(try String(contentsOf: first, encoding: .utf8) == "old first")
        #expect(try Self.entries(folder) == ["first.json", "third.json"], "the new second file is gone, no leftovers")
        #expect(scratch.abandon() == [], "nothing is left noted")
    }

    @Test func aFileIsReplacedWithTheModeAsked() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let target = folder.appendingPathComponent("out.csv")
        try Data("old".utf8).write(to: target)

        try AtomicFile.write(Array("new".utf8), to: target.path, mode: 0o640, scratch: ScratchFiles())

        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int == 0o640)
        #expect(try Self.entries(folder) == ["out.csv"])
    }

    @Test func temporaryNamesAreShortWhateverTheTarget() {
        let names = (0..<100).map { _ in TemporaryName.make() }
        #expect(
            names.allSatisfy { $0.utf8.count <= 34 && $0.hasPrefix(".countries-\(getpid())-") && $0.hasSuffix(".tmp") })
        #expect(Set(names).count == 100)
    }

    @Test(arguments: [
        (ENOSPC, "the disk is full"),
        (EFBIG, "the file would be larger than this process may write (the file size limit)"),
        (EROFS, "the file system is read-only"), (EACCES, "permission denied"),
    ])
    func reasonsAreSaidInWords(code: Int32, reason: String) {
        #expect(FileError(path: "/tmp/x", code: code).reason == reason)
    }

    @Test func aFoundationErrorIsSaidByThePOSIXErrorUnderIt() throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let missing = folder.appendingPathComponent("missing/file").path
        #expect(throws: (any Error).self) { try Data().write(to: URL(fileURLWithPath: missing)) }
        do {
            try Data().write(to: URL(fileURLWithPath: missing))
            Issue.record("writing into a missing folder succeeded")
        } catch {
            #expect(FileError(path: missing, cause: error).reason == "its folder does not exist")
        }
    }
}
