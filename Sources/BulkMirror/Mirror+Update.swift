public import AtomicFiles
import OfflineStore
import Parquet
public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Mirror {
    /// How an update is made: where the bulk files lie, through what, how patiently, and who is told
    /// how far it is.
    public struct UpdateSettings: Sendable {
        /// The root under which `data/download/<file>` lies (`https://databank.worldbank.org`).
        public var root: URL
        /// The transport of the download.
        public var transport: CurlTransport
        /// The whole download's limit.
        public var timeout: Duration = .seconds(3_600)
        /// How long the download may stall (less than a byte a second) before it ends as timed out.
        public var stallLimit: Duration = .seconds(60)
        /// The program, for the files' `created_by` and the Delta log (`countries 0.9.0`).
        public var createdBy: String
        /// How many row groups are encoded side by side.
        public var parallelism: Int = 2
        /// The run's scratch files: a build stopped by a signal leaves nothing half written.
        public var scratch: ScratchFiles
        /// Told what the update is doing; nil for no one.
        public var progress: (@Sendable (UpdateProgress) -> Void)?
        /// The clock: when a release is built.
        public var now: @Sendable () -> Date = Date.init

        /// Settings for fetching under `root` through `transport`.
        public init(root: URL, transport: CurlTransport, createdBy: String, scratch: ScratchFiles) {
            self.root = root
            self.transport = transport
            self.createdBy = createdBy
            self.scratch = scratch
        }

        /// The URL of `database`'s bulk file.
        public func url(of database: BulkDatabase) -> URL {
            root.appendingPathComponent("data/download/" + database.fileName)
        }
    }

    /// What an update is doing.
    public enum UpdateProgress: Sendable, Hashable {
        /// Downloading: bytes held so far, and the file's length when known.
        case downloading(bytes: Int, of: Int?)
        /// Checking the SHA-256 of the whole file.
        case hashing
        /// Building the release.
        case building
    }

    /// What an update came to.
    public struct Update: Sendable {
        /// The newest release now held.
        public let release: ReleaseManifest
        /// True when the release was built by this update; false when the server's file is the one held.
        public let built: Bool
    }

    /// Brings `database` up to the server's bulk file: a conditional request when a release is held,
    /// a download (resumed where an earlier one stopped), then a release built in a hidden folder
    /// and published whole, and its commit in the Delta log. Nothing of a failed or stopped update
    /// is left but a download to resume. The release is named by the file's `Last-Modified` day.
    public func update(_ database: BulkDatabase, settings: UpdateSettings) async throws -> Update {
        try await locked {
            try repairLog(of: database)
            removeLeftovers(of: database)
            let held = newestRelease(of: database)
            let download = BulkDownload(
                url: settings.url(of: database), transport: settings.transport, folder: downloads,
                fileName: database.fileName, timeout: settings.timeout, stallLimit: settings.stallLimit,
                progress: Self.downloadProgress(settings))
            switch try await download.run(held: held?.source) {
            case .unchanged:
                guard let held else { throw BulkError.refused(url: download.url.absoluteString, status: 304) }
                return Update(release: held, built: false)
            case .fetched(let path, let validators):
                let release = validators.lastModified.flatMap(Self.day(ofHTTPDate:)) ?? Self.day(of: settings.now())
                return try await build(
                    database, release: release, from: download, path: path, validators: validators, held: held,
                    settings: settings)
            }
        }
    }

    /// Adds the past release `file` names (a dated file of the Data Catalog) beside the releases
    /// held, in any order: its own folder and its own Delta commit, the newest release staying the
    /// table's latest version. A release already held is not fetched again: a dated file is never
    /// rewritten.
    public func add(_ file: ReleaseCatalogue.DatedFile, of database: BulkDatabase, settings: UpdateSettings)
        async throws -> Update
    {
        try await locked {
            try repairLog(of: database)
            removeLeftovers(of: database)
            if let held = releases(of: database).first(where: { $0.release == file.release }) {
                return Update(release: held, built: false)
            }
            let download = BulkDownload(
                url: file.url, transport: settings.transport, folder: downloads,
                fileName: database.datedFileName(release: file.release), timeout: settings.timeout,
                stallLimit: settings.stallLimit, progress: Self.downloadProgress(settings))
            guard case .fetched(let path, let validators) = try await download.run(held: nil) else {
                throw BulkError.refused(url: file.url.absoluteString, status: 304)
            }
            return try await build(
                database, release: file.release, from: download, path: path, validators: validators, held: nil,
                settings: settings)
        }
    }

    private static func downloadProgress(_ settings: UpdateSettings) -> (@Sendable (Int, Int?) -> Void)? {
        settings.progress.map { tell in { @Sendable bytes, length in tell(.downloading(bytes: bytes, of: length)) } }
    }

    /// Hashes the downloaded file; builds and publishes it as `release` unless it is `held`'s file.
    private func build(
        _ database: BulkDatabase, release: String, from download: BulkDownload, path: String,
        validators: BulkDownload.Validators, held: ReleaseManifest?, settings: UpdateSettings
    ) async throws -> Update {
        settings.progress?(.hashing)
        let (bytes, sha256) = try Self.hash(path)
        if let held, held.source.sha256 == sha256 {
            Self.removeDownload(download)
            return Update(release: held, built: false)
        }
        let source = ReleaseManifest.Source(
            url: download.url.absoluteString, etag: validators.etag, lastModified: validators.lastModified,
            bytes: bytes, sha256: sha256)
        settings.progress?(.building)
        let manifest: ReleaseManifest
        do {
            manifest = try await build(database, release: release, from: path, source: source, settings: settings)
        } catch let error as BulkError {
            // A whole file that is not a bulk file (an error page, a damaged zip) is not kept to resume:
            // the next run downloads it afresh.
            if case .damaged = error { Self.removeDownload(download) }
            if case .unreadable = error { Self.removeDownload(download) }
            throw error
        }
        Self.removeDownload(download)
        return Update(release: manifest, built: true)
    }

    /// Builds `release` of the bulk file at `path` into a hidden folder, publishes it, and commits
    /// it to the Delta log.
    private func build(
        _ database: BulkDatabase, release: String, from path: String, source: ReleaseManifest.Source,
        settings: UpdateSettings
    ) async throws -> ReleaseManifest {
        // Whole seconds, as release.json writes it: the manifest returned is the one read back later.
        let builtAt = Date(timeIntervalSince1970: settings.now().timeIntervalSince1970.rounded(.down))
        let staging = folder(of: database) + "/" + TemporaryName.make()
        try Self.createFolder(folder(of: database))
        guard settings.scratch.create(staging, with: { mkdir(staging, 0o755) }) == 0 else {
            throw BulkError.cannotWrite(path: staging, reason: String(cString: strerror(errno)))
        }
        defer {
            try? FileManager.default.removeItem(atPath: staging)
            settings.scratch.finished(staging)
        }
        let fileName = URL(string: source.url)?.lastPathComponent ?? database.fileName
        let note =
            "World Bank, \(database.database.name), release \(release) (bulk file \(fileName), sha256 \(source.sha256))"
        let builder = ReleaseBuilder(
            zipPath: path, database: database, folder: staging,
            writer: ParquetWriter(createdBy: settings.createdBy),
            metadata: [
                ("countries.source", note), ("countries.release", release),
                ("countries.licence", "each indicator's licence is its series' license_type (series.parquet)"),
            ],
            parallelism: max(1, settings.parallelism))
        let built = try await builder.build()
        // A file without a single value is not a release (an empty export, a placeholder): publishing it
        // would make the newest release one that answers nothing.
        guard built.values.rows > 0 else {
            throw BulkError.damaged(path: path, reason: "\(fileName) holds no value")
        }
        let manifest = ReleaseManifest(
            format: ReleaseManifest.currentFormat, database: database.name, databaseName: database.database.name,
            databaseID: database.database.id.rawValue, release: release, source: source, builtAt: builtAt,
            createdBy: settings.createdBy, files: built.files, values: built.values)
        try Self.writeWhole(try manifest.encoded(), to: staging + "/release.json")
        let newest = releases(of: database).last
        try publish(staging, as: folder(of: database, release: release), scratch: settings.scratch)
        try commit(manifest, of: database, newest: newest)
        return manifest
    }

    /// Commits `manifest`'s values to the Delta log as the next version, removing the values of
    /// `newest` (the newest release held before it; none when it is the same day built again). A
    /// release older than `newest` gets its version and
    /// then `newest` is committed again, so that a Delta reader's latest version is always the
    /// newest release and each version is one whole release.
    private func commit(_ manifest: ReleaseManifest, of database: BulkDatabase, newest: ReleaseManifest?) throws {
        guard let values = manifest.file("values") else { return }
        let log = DeltaLog(folder: folder(of: database))
        func path(_ release: String) -> String { "release=\(release)/values.parquet" }
        let previous = newest.flatMap { $0.release == manifest.release ? nil : path($0.release) }
        try log.commit(
            release: manifest.release, file: values, previous: previous, at: manifest.builtAt,
            engine: manifest.createdBy)
        if let newest, newest.release > manifest.release, let newestValues = newest.file("values") {
            try log.commit(
                release: newest.release, file: newestValues, previous: path(manifest.release), at: manifest.builtAt,
                engine: manifest.createdBy)
        }
    }

    /// Renames `staging` to `target`, putting aside a folder already there (the same day built
    /// again from another file) and removing it once the new one is in place.
    private func publish(_ staging: String, as target: String, scratch: ScratchFiles) throws {
        let aside = target + ".replaced-" + TemporaryName.make()
        var replaced = false
        try scratch.commit { () throws(FileError) in
            if access(target, F_OK) == 0 {
                guard rename(target, aside) == 0 else { throw FileError(path: target, code: errno) }
                replaced = true
            }
            guard rename(staging, target) == 0 else { throw FileError(path: target, code: errno) }
        }
        scratch.finished(staging)
        if replaced { try? FileManager.default.removeItem(atPath: aside) }
    }

    /// Commits to the Delta log every release held that it lacks (an update stopped between
    /// publishing a release and committing it), oldest first.
    private func repairLog(of database: BulkDatabase) throws {
        let held = releases(of: database)
        let committed = Set(DeltaLog(folder: folder(of: database)).releases().values)
        var newest = held.last { committed.contains($0.release) }
        for manifest in held where !committed.contains(manifest.release) {
            try commit(manifest, of: database, newest: newest)
            if newest.map({ manifest.release > $0.release }) ?? true { newest = manifest }
        }
    }

    /// Removes the hidden folders of builds whose process no longer runs (killed, a power loss).
    private func removeLeftovers(of database: BulkDatabase) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(of: database))) ?? []
        for name in names where name.hasPrefix(".countries-") || name.contains(".replaced-") {
            let digits = name.split(separator: "-").dropFirst().first { Int32($0) != nil }
            guard let pid = digits.flatMap({ Int32($0) }), kill(pid, 0) != 0, errno != EPERM else { continue }
            try? FileManager.default.removeItem(atPath: folder(of: database) + "/" + name)
        }
    }

    private static func removeDownload(_ download: BulkDownload) {
        for path in [download.part, download.part + ".headers"] { unlink(path) }
    }

    /// The length and SHA-256 of the file `path`, read a MiB at a time.
    static func hash(_ path: String) throws(BulkError) -> (Int, String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var hash = SHA256()
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { return (total, hash.hexDigest()) }
            hash.update(buffer[0..<count])
            total += count
        }
    }

    /// Writes `data` to the new file `path` and flushes it.
    private static func writeWhole(_ data: Data, to path: String) throws(BulkError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let code = FileDescriptor.writeAll([UInt8](data), to: descriptor)
        guard code == 0, fsync(descriptor) == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(code != 0 ? code : errno)))
        }
    }

    /// `2026-10-01` of `Thu, 01 Oct 2026 02:18:00 GMT`.
    static func day(ofHTTPDate text: String) -> String? {
        let parts = text.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count >= 4, let day = Int(parts[1]), (1...31).contains(day),
            let month = months.firstIndex(of: String(parts[2])), let year = Int(parts[3]), (1900...9999).contains(year)
        else { return nil }
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month + 1, 2) + "-" + padded(day, 2)
    }

    /// The UTC day of `date`.
    static func day(of date: Date) -> String { String(date.formatted(.iso8601).prefix(10)) }
}
