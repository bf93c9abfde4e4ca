import CountriesCLI
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Paths that are not plain files: devices, pipes, links, full disks, and the files the tool owns.
@Suite struct FileSafetyTests {
    static let arguments = ["list", "--offline", "--year", "2022", "--region", "NAC", "--format", "csv"]

    @Test func aCharacterDeviceIsWrittenThroughNotReplaced() async throws {
        let run = try await CommandRun.run(Self.arguments + ["--output", "/dev/null"])
        #expect(run.exitCode == .success)
        #expect(
            try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
                == .typeCharacterSpecial)
    }

    @Test(.enabled(if: getuid() == 0, "making a device node needs root, as CI has"))
    func aDeviceMadeWithMknodStaysADevice() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let device = folder.appendingPathComponent("null")
        // Major 1, minor 3: the null device, so writing into it is harmless.
        #expect(mknod(device.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)

        let run = try await CommandRun.run(Self.arguments + ["--output", device.path])

        #expect(run.exitCode == .success)
        var status = stat()
        #expect(stat(device.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR, "not replaced by a file")
    }

    @Test func aFullDiskExits73AndLeavesNothing() async throws {
        let run = try await CommandRun.run(Self.arguments + ["--output", "/dev/full"])
        #expect(run.exitCode == .cannotCreate)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("error: cannot write '/dev/full'"))
    }

    @Test func aFIFOReceivesTheData() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let fifo = folder.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // The reader opens the pipe off the cooperative pool; the writer's open completes the rendezvous.
        async let received = offThePool { Self.readAll(fifo.path) }
        let run = try await CommandRun.run(Self.arguments + ["--output", fifo.path])
        let data = await received

        #expect(run.exitCode == .success)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("iso3,iso2,name,"))
        var status = stat()
        #expect(stat(fifo.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO, "still a FIFO")
    }

    /// Everything written into `path` until the writer closes it, read with plain POSIX calls.
    static func readAll(_ path: String) -> Data {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return Data() }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    @Test func aSymlinkIsFollowedAndItsTargetReplaced() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let target = folder.appendingPathComponent("target.csv")
        let link = folder.appendingPathComponent("link.csv")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

        let run = try await CommandRun.run(Self.arguments + ["--output", link.path])

        #expect(run.exitCode == .success)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("iso3,iso2,name,"))
    }

    @Test func theReportLockNeverFollowsASymlink() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let reports = folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        let precious = folder.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: precious)
        try FileManager.default.createSymbolicLink(
            at: reports.appendingPathComponent(".lock"), withDestinationURL: precious)

        let run = try await CommandRun.run(["report", "--offline", "--out", reports.path])

        #expect(run.exitCode == .cannotCreate)
        #expect(run.stderr.contains("it is a symbolic link; remove it"))
        #expect(try String(contentsOf: precious, encoding: .utf8) == "keep me")
    }

    @Test func aLatestThatIsARealFolderIsNeverReplaced() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let reports = folder.appendingPathComponent("reports")
        let latest = reports.appendingPathComponent("latest")
        try FileManager.default.createDirectory(at: latest, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: latest.appendingPathComponent("notes.txt"))

        let run = try await CommandRun.run(["report", "--offline", "--out", reports.path])

        #expect(run.exitCode == .success)
        #expect(run.stderr == "notice: \(latest.path) is not a link this tool made; it was left as it is\n")
        #expect(try String(contentsOf: latest.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: reports.path).sorted() == [
                ".lock", "2026-11-29", "latest",
            ])
    }

    @Test(arguments: ["../elsewhere", "/etc"])
    func aLatestPointingOutsideTheReportFolderIsNeverReplaced(target: String) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let reports = folder.appendingPathComponent("reports")
        let latest = reports.appendingPathComponent("latest")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: latest.path, withDestinationPath: target)

        let run = try await CommandRun.run(["report", "--offline", "--out", reports.path])

        #expect(run.exitCode == .success)
        #expect(
            run.stderr
                == "notice: \(latest.path) points to \(target), not a report of this tool beside it; it was left as it is\n"
        )
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: latest.path) == target)
    }

    @Test func cacheToolsTouchOnlyTheFilesTheToolWrote() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        _ = try await withFakeWorldBank { server in
            try await CommandRun.run(["regions", "--year", "2022"], baseURL: server.baseURL.description, cache: cache)
        }
        let api = try #require(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasPrefix("127.0.0.1-") })
        for (name, text) in [("notes.txt", "mine"), ("settings.json", "{\"a\":1}"), ("X@Y.json", "{}")] {
            try Data(text.utf8).write(to: cache.appendingPathComponent(name))
            try Data(text.utf8).write(to: cache.appendingPathComponent(api).appendingPathComponent(name))
        }

        let info = try await CommandRun.run(["cache", "info"], cache: cache)
        let clear = try await CommandRun.run(["cache", "clear"], cache: cache)

        #expect(
            info.stdout.contains("Entries: 3,"), "the country list; population's and GDP's 20 newest values")
        #expect(clear.stderr.hasPrefix("removed 3 cached answers"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted() == [
                api, "X@Y.json", "notes.txt", "settings.json",
            ])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(api).path).sorted() == [
                "X@Y.json", "notes.txt", "settings.json",
            ])
    }

    @Test func aCachePathThatIsAFileIsSaidOnceAndTheCommandGoesOn() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("cache")
        try Data("not a folder".utf8).write(to: file)

        let run = try await CommandRun.run(Self.arguments.filter { $0 != "--offline" }, cache: file)

        #expect(run.exitCode == .success)
        #expect(run.stderr.components(separatedBy: "is not a folder; running without a cache").count == 2)
        #expect(try String(contentsOf: file, encoding: .utf8) == "not a folder")
    }
}
