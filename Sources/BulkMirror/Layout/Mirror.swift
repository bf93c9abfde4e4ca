import AtomicFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder holding whole databases of the World Bank, as their bulk files give them, in a layout
/// that DuckDB, polars, pyarrow, Spark and Delta Lake readers read as it is:
///
///     <root>/wdi/release=2026-10-01/values.parquet      economy, indicator, year, value
///                                  /economies.parquet    the economies and aggregates
///                                  /series.parquet       the indicators, their definitions and licences
///                                  /footnotes.parquet    notes on single values
///                                  /country_series.parquet, series_time.parquet
///                                  /release.json         every file's bytes and SHA-256, the source
///     <root>/wdi/_delta_log/00000000000000000000.json    one commit a release: its values file
///     <root>/.downloads/WDI_CSV.zip.part                 a download to resume
///
/// A data folder, not a cache: nothing but `countries mirror` writes or removes it, and a release is
/// published whole (built in a hidden folder, then renamed) or not at all.
public struct Mirror: Sendable, Hashable {
    /// The folder.
    public let root: String

    /// The mirror in `root`.
    public init(root: String) {
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
    }

    /// `$COUNTRIES_MIRROR_DIR`, else `$XDG_DATA_HOME/countries/mirror`, else
    /// `~/.local/share/countries/mirror`: a data folder, as the XDG base directories say, since it
    /// holds what cannot be fetched again once the Bank overwrites its file.
    public static func defaultRoot(environment: [String: String]) -> String {
        if let explicit = environment["COUNTRIES_MIRROR_DIR"], !explicit.isEmpty { return explicit }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/countries/mirror" }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return home + "/.local/share/countries/mirror"
    }

    /// The folder of `database`'s releases: a Delta table, and the base of the hive-style partitions.
    public func folder(of database: BulkDatabase) -> String { root + "/" + database.name }

    /// The folder of one release.
    public func folder(of database: BulkDatabase, release: String) -> String {
        folder(of: database) + "/release=" + release
    }

    /// Where downloads wait to be resumed.
    var downloads: String { root + "/.downloads" }

    /// The releases of `database` held, oldest first: the folders named `release=YYYY-MM-DD` that
    /// hold a readable manifest. A damaged one is left out, never read.
    public func releases(of database: BulkDatabase) -> [ReleaseManifest] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder(of: database))) ?? []
        return names.filter { $0.hasPrefix("release=") }.sorted().compactMap { name in
            let path = folder(of: database) + "/" + name + "/release.json"
            guard let data = try? Self.contents(of: path, limit: 1 << 20),
                let manifest = try? ReleaseManifest.decode(data, path: path), "release=" + manifest.release == name
            else { return nil }
            return manifest
        }
    }

    /// The newest release of `database` held, if any.
    public func newestRelease(of database: BulkDatabase) -> ReleaseManifest? { releases(of: database).last }

    /// The bytes of the file `path`, at most `limit` of them.
    static func contents(of path: String, limit: Int) throws(BulkError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: min(limit + 1, 64 << 10))
        var data = Data()
        while true {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
            if count == 0 { return data }
            data.append(contentsOf: bytes[0..<count])
            guard data.count <= limit else { throw .damaged(path: path, reason: "larger than \(limit) bytes") }
        }
    }

    /// Runs `body` holding the mirror's lock (`.lock`, with `flock`), so that two runs never build
    /// into one folder; throws ``BulkError/locked(path:)`` at once when another run holds it.
    func locked<Result>(_ body: () async throws -> Result) async throws -> Result {
        try Self.createFolder(root)
        let path = root + "/.lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw BulkError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            if errno == EWOULDBLOCK { throw BulkError.locked(path: root) }
            throw BulkError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        defer { flock(descriptor, LOCK_UN) }
        return try await body()
    }

    /// Creates `path` and the folders above it, when missing.
    static func createFolder(_ path: String) throws(BulkError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: path, reason: FileError(path: path, cause: error).reason)
        }
    }
}
