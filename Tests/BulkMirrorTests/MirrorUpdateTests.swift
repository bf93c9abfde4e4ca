import AtomicFiles
import BulkMirror
import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// `Mirror.update` against the fake's bulk files (the real format and quirks: BOM, CRLF, quoted line
/// breaks, `YR2011    ` and `yr2005`, a trailing empty column; real population and GDP, SYNTHETIC
/// values for the rest), over a real HTTP server on 127.0.0.1.
@Suite struct MirrorUpdateTests {
    @Test func aReleaseHoldsEveryNonEmptyCellOfTheBulkFileAsTheSameDouble() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            let update = try await mirror.update(.wdi, settings: try MirrorFixture.settings(server))
            #expect(update.built)
            #expect(update.release.release == "2026-10-01")

            let zip = folder.appendingPathComponent("served.zip")
            let bytes = try await MirrorFixture.served(server, to: zip)
            let expected = try await MirrorFixture.pythonDigest(ofZip: zip.path)
            let release = mirror.folder(of: .wdi, release: "2026-10-01")
            let held = try await MirrorFixture.mirrorDigest(ofValues: release + "/values.parquet")
            #expect(held.cells == expected.cells)
            #expect(held.sha256 == expected.sha256)
            #expect(update.release.values.rows == expected.cells)
            // Population and GDP, real, and six SYNTHETIC series; years from the header.
            #expect(update.release.values.indicators == 8)
            #expect(update.release.values.firstYear == 1960 && update.release.values.lastYear == 2025)

            var zipHash = SHA256()
            zipHash.update([UInt8](bytes))
            #expect(update.release.source.sha256 == zipHash.hexDigest())
            #expect(update.release.source.bytes == bytes.count)
            #expect(update.release.source.etag?.isEmpty == false)
            #expect(update.release.source.lastModified == "Thu, 01 Oct 2026 02:18:00 GMT")
            // Every file's bytes and hash as the manifest lists them, and nothing else in the folder.
            for file in update.release.files {
                let data = try Data(contentsOf: URL(fileURLWithPath: release + "/" + file.path))
                var hash = SHA256()
                hash.update([UInt8](data))
                #expect(data.count == file.bytes, "\(file.path)")
                #expect(hash.hexDigest() == file.sha256, "\(file.path)")
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: release).sorted()
            #expect(names == (update.release.files.map(\.path) + ["release.json"]).sorted())
            #expect(
                update.release.files.map(\.table) == [
                    "values", "economies", "series", "footnotes", "country_series", "series_time",
                ])
            // Nothing of the download is left, and nothing hidden.
            let downloads = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.downloads")
            #expect(downloads.isEmpty)
            let database = try FileManager.default.contentsOfDirectory(atPath: mirror.folder(of: .wdi)).sorted()
            #expect(database == ["_delta_log", "release=2026-10-01"])
        }
    }

    @Test func anUnchangedReleaseCostsOneConditionalRequestAndNoBytes() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            let settings = try MirrorFixture.settings(server)
            let first = try await mirror.update(.wdi, settings: settings)
            let values = mirror.folder(of: .wdi, release: "2026-10-01") + "/values.parquet"
            let before = try FileManager.default.attributesOfItem(atPath: values)[.modificationDate] as? Date
            try await server.reset()
            let second = try await mirror.update(.wdi, settings: settings)
            #expect(first.built)
            #expect(!second.built)
            #expect(second.release == first.release)
            let log = try await server.requestLog()
            #expect(log.map(\.status) == [304])
            #expect(log.map(\.bytes) == [0])
            let after = try FileManager.default.attributesOfItem(atPath: values)[.modificationDate] as? Date
            #expect(before == after)
            #expect(DeltaLogReading.versions(mirror.folder(of: .wdi)) == 1)
        }
    }

    @Test func anInterruptedDownloadResumesWithARangeFromWhereItStopped() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            let settings = try MirrorFixture.settings(server)
            let total = try await MirrorFixture.served(server, to: folder.appendingPathComponent("whole.zip")).count
            try await server.reset()
            try await server.setFaults([FaultRule(.truncate, match: "/data/download/")])
            await #expect(throws: (any Error).self) { try await mirror.update(.wdi, settings: settings) }
            let part = folder.path + "/.downloads/WDI_CSV.zip.part"
            let held = try FileManager.default.attributesOfItem(atPath: part)[.size] as? Int ?? 0
            #expect(held == total / 2)
            // Nothing was published.
            #expect(mirror.releases(of: .wdi).isEmpty)

            let update = try await mirror.update(.wdi, settings: settings)
            #expect(update.built)
            let log = try await server.requestLog()
            #expect(log.map(\.status) == [200, 206])
            #expect(log.last?.bytes == total - held)
            #expect(update.release.source.bytes == total)
            #expect(!FileManager.default.fileExists(atPath: part))
        }
    }

    @Test func aNewReleaseIsAFolderOfItsOwnAndTheNextDeltaVersion() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            let settings = try MirrorFixture.settings(server)
            _ = try await mirror.update(.wdi, settings: settings)
            // A SYNTHETIC revision: Kenya's 2022 population 1 % higher in a release of 2026-12-15.
            try await server.serveBulk(release: "2026-12-15", revisions: [("SP.POP.TOTL", "KEN", 2022, 1.01)])
            let update = try await mirror.update(.wdi, settings: settings)
            #expect(update.built)
            #expect(mirror.releases(of: .wdi).map(\.release) == ["2026-10-01", "2026-12-15"])

            let log = DeltaLogReading.actions(mirror.folder(of: .wdi), version: 1)
            #expect(log.removed == ["release=2026-10-01/values.parquet"])
            #expect(log.added == ["release=2026-12-15/values.parquet"])
            #expect(DeltaLogReading.versions(mirror.folder(of: .wdi)) == 2)
            #expect(DeltaLogReading.committedRelease(mirror.folder(of: .wdi), version: 0) == "2026-10-01")
            #expect(DeltaLogReading.committedRelease(mirror.folder(of: .wdi), version: 1) == "2026-12-15")

            let reader = MirrorReader(mirror: mirror)
            let history = try #require(try reader.history(of: .population, in: .wdi))
            let kenya = history.dataset.observations.filter { $0.economyID == "KEN" && $0.year == 2022 }
            let real = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2022))
            #expect(kenya.map(\.value) == [(real * 1.01 * 100).rounded() / 100])
            #expect(history.release.release == "2026-12-15")
        }
    }

    @Test func aDamagedBulkFileLeavesTheMirrorAsItWas() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            let settings = try MirrorFixture.settings(server)
            let first = try await mirror.update(.wdi, settings: settings)
            // The same zip with one value that is not a number, served as a new release.
            let damaged = folder.appendingPathComponent("damaged.zip").path
            let source = folder.appendingPathComponent("source.zip").path
            _ = try await MirrorFixture.served(server, to: URL(fileURLWithPath: source))
            _ = try await MirrorFixture.runPython([
                "-c",
                """
                import zipfile, sys
                src, out = sys.argv[1], sys.argv[2]
                with zipfile.ZipFile(src) as a, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as b:
                    for info in a.infolist():
                        data = a.read(info)
                        if info.filename == "WDICSV.csv":
                            data = data.replace(b"SP.POP.TOTL,", b"SP.POP.TOTL,not a number", 1)
                        b.writestr(info, data)
                """, source, damaged,
            ])
            try await server.serveBulk(release: "2026-12-15", file: damaged)
            await #expect {
                try await mirror.update(.wdi, settings: settings)
            } throws: { error in
                guard case BulkError.damaged(let path, let reason) = error else { return false }
                return path.hasSuffix("WDICSV.csv") && reason.contains("ABW SP.POP.TOTL 1960")
                    && reason.contains("is not a number")
                    && reason.contains("line ")
            }
            #expect(mirror.releases(of: .wdi) == [first.release])
            #expect(DeltaLogReading.versions(mirror.folder(of: .wdi)) == 1)
            let names = try FileManager.default.contentsOfDirectory(atPath: mirror.folder(of: .wdi)).sorted()
            #expect(names == ["_delta_log", "release=2026-10-01"])
            // The damaged file is not kept to resume: the next run downloads it afresh.
            let downloads = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.downloads")
            #expect(downloads.isEmpty)
        }
    }

    @Test func aBulkFileWithoutAValueIsNotPublished() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let source = folder.appendingPathComponent("source.zip").path
            let empty = folder.appendingPathComponent("empty.zip").path
            _ = try await MirrorFixture.served(server, to: URL(fileURLWithPath: source))
            // The same members, the values member its header alone.
            _ = try await MirrorFixture.runPython([
                "-c",
                """
                import zipfile, sys
                with zipfile.ZipFile(sys.argv[1]) as a, zipfile.ZipFile(sys.argv[2], "w", zipfile.ZIP_DEFLATED) as b:
                    for info in a.infolist():
                        data = a.read(info)
                        b.writestr(info.filename, data.split(b"\\r\\n")[0] + b"\\r\\n" if info.filename == "WDICSV.csv" else data)
                """, source, empty,
            ])
            try await server.serveBulk(release: "2026-12-15", file: empty)
            let mirror = Mirror(root: folder.path + "/mirror")
            await #expect(
                throws: BulkError.damaged(
                    path: folder.path + "/mirror/.downloads/WDI_CSV.zip.part", reason: "WDI_CSV.zip holds no value")
            ) {
                try await mirror.update(.wdi, settings: try MirrorFixture.settings(server))
            }
            #expect(mirror.releases(of: .wdi).isEmpty)
        }
    }

    @Test func aServerThatRefusesIsSaidWithItsStatus() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            try await server.setFaults([FaultRule(.html, match: "/data/download/", status: 503)])
            await #expect(
                throws: BulkError.refused(url: "http://127.0.0.1:\(server.port)/data/download/WDI_CSV.zip", status: 503)
            ) {
                try await Mirror(root: folder.path).update(.wdi, settings: try MirrorFixture.settings(server))
            }
            // The error page is not kept as a download to resume.
            let downloads = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/.downloads")
            #expect(downloads.isEmpty)
        }
    }

    @Test func aSecondRunWhileOneHoldsTheLockIsRefusedAtOnce() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let lock = open(folder.path + "/.lock", O_RDWR | O_CREAT, 0o644)
        #expect(flock(lock, LOCK_EX | LOCK_NB) == 0)
        defer { close(lock) }
        var settings = Mirror.UpdateSettings(
            root: try #require(URL(string: RepositoryPaths.unreachableBaseURL)), transport: CurlTransport(),
            createdBy: "countries tests", scratch: ScratchFiles())
        settings.timeout = .seconds(5)
        await #expect(throws: BulkError.locked(path: folder.path)) {
            try await Mirror(root: folder.path).update(.wdi, settings: settings)
        }
    }

    @Test func genderStatisticsIsOneMoreEntryReadByTheSameCode() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            let update = try await mirror.update(.gender, settings: try MirrorFixture.settings(server))
            #expect(update.release.databaseName == "Gender Statistics")
            #expect(update.release.source.url.hasSuffix("/data/download/Gender_Stats_CSV.zip"))
            let zip = folder.appendingPathComponent("gender.zip")
            _ = try await MirrorFixture.served(server, "Gender_Stats_CSV.zip", to: zip)
            let expected = try await MirrorFixture.pythonDigest(ofZip: zip.path)
            let held = try await MirrorFixture.mirrorDigest(
                ofValues: mirror.folder(of: .gender, release: "2026-10-01") + "/values.parquet")
            #expect(held.cells == expected.cells && held.sha256 == expected.sha256)

            // The mirror's SYNTHETIC values of source 14 are the ones the fake's API serves.
            let code = try #require(IndicatorCode("SG.GEN.PARL.ZS"))
            let history = try #require(try MirrorReader(mirror: mirror).history(of: code, in: .genderStatistics))
            let service = WorldBankService(configuration: ServiceConfiguration(baseURL: server.baseURL))
            let api = try await service.indicatorDatasets([code], period: .year(2020), source: .genderStatistics)
            let fromAPI = Dictionary(
                api[0].observations.compactMap { o in o.value.map { (o.economyID, $0) } },
                uniquingKeysWith: { a, _ in a })
            let fromMirror = Dictionary(
                history.dataset.observations.filter { $0.year == 2020 }.compactMap { o in
                    o.value.map { (o.economyID, $0) }
                },
                uniquingKeysWith: { a, _ in a })
            #expect(fromMirror.count > 100)
            #expect(fromMirror == fromAPI)
        }
    }
}

/// The Delta log as the tests read it: plain JSON lines, no code of the mirror's.
enum DeltaLogReading {
    static func versions(_ folder: String) -> Int {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/_delta_log")) ?? []).count {
            $0.hasSuffix(".json")
        }
    }

    /// The release the commit of `version` says it added.
    static func committedRelease(_ folder: String, version: Int) -> String? {
        let name = String(format: "%020d.json", version)
        let text = (try? String(contentsOfFile: folder + "/_delta_log/" + name, encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
            if let info = object["commitInfo"] as? [String: Any] { return info["countries.release"] as? String }
        }
        return nil
    }

    static func actions(_ folder: String, version: Int) -> (added: [String], removed: [String]) {
        let name = String(format: "%020d.json", version)
        let text = (try? String(contentsOfFile: folder + "/_delta_log/" + name, encoding: .utf8)) ?? ""
        var added: [String] = []
        var removed: [String] = []
        for line in text.split(separator: "\n") {
            let object = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
            if let add = object["add"] as? [String: Any], let path = add["path"] as? String { added.append(path) }
            if let remove = object["remove"] as? [String: Any], let path = remove["path"] as? String {
                removed.append(path)
            }
        }
        return (added, removed)
    }
}
