public import AtomicFiles
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

/// The on-disk cache of answers from the API: one folder per API root, one file per dataset.
///
/// An answer is only ever served to a question put to the same API root (another `--base-url`, a
/// mirror, a test server each have their own folder); the folder's name is the root without scheme
/// or credentials, which are never stored. Only complete, validated answers are written. A file
/// whose content is damaged is removed on the spot so it is fetched again; a file that cannot be
/// read (permissions, too many open files) is not damaged and is left as it is. The folder may hold
/// other things (`COUNTRIES_CACHE_DIR=$HOME`): a file is an answer only when its content is a
/// compact table, never by its name alone, and nothing else is ever listed or removed.
public struct DatasetCache: Sendable {
    /// Answers are cached as compact tables: quick to write before a live answer is shown, and to read.
    private static let format = DatasetFile.Format.compact

    /// The cache's root folder, holding one folder per API root.
    public let root: URL
    /// The folder of this API root's answers.
    public let folder: URL
    /// What the run is writing, removed if it is stopped.
    let scratch: ScratchFiles

    /// The cache of answers from `api` under `root`, in a folder named by the host, port and path
    /// of the API root in characters every file system takes (`api.worldbank.org-v2`,
    /// `127.0.0.1-8080-v2`); nothing is created until the first write. `scratch` notes the files
    /// being written, so that a run that is stopped removes them.
    public init(root: URL, api: BaseURL, scratch: ScratchFiles = ScratchFiles()) {
        self.root = root
        self.scratch = scratch
        let parts =
            [api.url.host ?? "api"] + (api.url.port.map { [String($0)] } ?? [])
            + api.url.path.split(separator: "/").map(String.init)
        let name = parts.joined(separator: "-").lowercased().map {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") ? $0 : "_"
        }
        folder = root.appendingPathComponent(String(name), isDirectory: true)
    }

    /// `$COUNTRIES_CACHE_DIR`, else `$XDG_CACHE_HOME/countries`, else `~/.cache/countries`.
    public static func defaultRoot(environment: [String: String]) -> URL {
        if let explicit = environment["COUNTRIES_CACHE_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("countries", isDirectory: true)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/countries", isDirectory: true)
    }

    /// The stored answer for `key`, or `nil` when there is none.
    ///
    /// A file whose content is corrupt, truncated or foreign is deleted and reported by throwing,
    /// so the caller can say so once and fetch again; one that cannot be read is only reported.
    public func read(_ key: DatasetKey) throws(StoreError) -> StoredDataset? {
        let url = folder.appendingPathComponent(Self.format.fileName(key))
        do {
            return try DatasetFile.read(url, as: key, format: Self.format)
        } catch {
            // Only a file of the cache whose bytes were read can be damaged; it is removed, nothing else.
            if case .unreadable = error { throw error }
            guard CompactTable.isSigned(url.path) else { throw .unreadable("it is not an answer countries wrote") }
            unlink(url.path)
            throw error
        }
    }

    /// The keys of the newest answers held in this API root's folder whose period covers `key`'s
    /// (``Period/covers(_:)``): its own, a range or every year holding its years, more newest
    /// values; named as this cache names its answers, whatever their content (reading tells).
    public func keys(covering key: DatasetKey) -> [DatasetKey] {
        guard case .indicator(let code, let period, let source) = key else { return [key] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // Only the names of this code are read as keys: a panel asks for each of its hundreds of
        // indicators in a folder of hundreds of answers.
        let prefix = code.rawValue + "@"
        return names.compactMap { name -> DatasetKey? in
            guard name.hasPrefix(prefix), name.hasSuffix(".dataset"),
                case .indicator(code, let held, source)? = DatasetKey(name: String(name.dropLast(".dataset".count))),
                held.covers(period)
            else { return nil }
            return .indicator(code, held, source: source)
        }
    }

    /// Stores `dataset` atomically, after removing what killed runs left half written in the folder.
    /// A file there that the cache did not write is never replaced.
    public func write(_ dataset: StoredDataset) throws(StoreError) {
        TemporaryName.removeLeftovers(in: folder.path)
        try store(dataset)
    }

    /// Stores each of `datasets` as ``write(_:)`` does, side by side (a panel stores 60 answers,
    /// and two cores halve the wait), after removing what killed runs left once for them all; the
    /// failures, in the order of `datasets`.
    public func write(_ datasets: [StoredDataset]) async -> [StoreError] {
        TemporaryName.removeLeftovers(in: folder.path)
        return await withTaskGroup(of: (Int, StoreError?).self) { group in
            for (index, dataset) in datasets.enumerated() {
                group.addTask {
                    do throws(StoreError) {
                        try store(dataset)
                        return (index, nil)
                    } catch {
                        return (index, error)
                    }
                }
            }
            var failures: [(index: Int, error: StoreError)] = []
            for await case (let index, let error?) in group { failures.append((index, error)) }
            return failures.sorted { $0.index < $1.index }.map(\.error)
        }
    }

    /// Stores `dataset` atomically; a file there that the cache did not write is never replaced.
    private func store(_ dataset: StoredDataset) throws(StoreError) {
        let url = folder.appendingPathComponent(Self.format.fileName(dataset.key))
        var status = stat()
        if lstat(url.path, &status) == 0, !CompactTable.isSigned(url.path) {
            throw .cannotWrite(
                path: url.path, reason: "something countries did not write is there; it was left as it is")
        }
        keepEarlierEdition(before: dataset)
        try DatasetFile.write(dataset, to: url, format: Self.format, scratch: scratch)
    }

    /// Every answer in the cache under `root`, for every API root, sorted; damaged files named like
    /// answers are listed as such.
    ///
    /// Only files this tool wrote are entries: regular files named like a dataset (`countries.dataset`,
    /// `CODE@PERIOD.dataset`) in a folder of an API root whose content begins as a compact table does,
    /// and the list of databases and the catalogues kept beside them (``CatalogueCache``). Anything
    /// else is left alone by `cache info` and `cache clear`.
    public static func entries(root: URL) -> [Entry] {
        let manager = FileManager.default
        // Attributes of the entry itself, not of what a symbolic link points to.
        func attributes(_ url: URL) -> [FileAttributeKey: Any] {
            (try? manager.attributesOfItem(atPath: url.path)) ?? [:]
        }
        func children(_ folder: URL) -> [URL] {
            ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).map { folder.appendingPathComponent($0) }
        }
        func entry(_ url: URL, in folder: URL) -> Entry? {
            let found = attributes(url)
            let stem = url.deletingPathExtension().lastPathComponent
            guard url.pathExtension == "dataset",
                let (key, number): (DatasetKey, Int) = DatasetKey(name: stem).map({ ($0, 0) })
                    ?? Self.edition(named: stem),
                found[.type] as? FileAttributeType == .typeRegular, CompactTable.isSigned(url.path)
            else { return nil }
            // Read in full, as a run would: a file cut short after its first bytes is damaged too.
            let stored = (try? DatasetFile.read(url, as: key, format: format)).flatMap { $0 }
            let size: Int = (found[.size] as? UInt).map { Int($0) } ?? 0
            let modified: Date = found[.modificationDate] as? Date ?? .distantPast
            return Entry(
                api: folder.lastPathComponent, name: url.deletingPathExtension().lastPathComponent, size: size,
                modified: modified, fetchedAt: stored?.fetchedAt, damaged: stored == nil, edition: number,
                lastUpdated: stored?.indicator?.metadata.lastUpdated)
        }
        let folders = children(root).filter { attributes($0)[.type] as? FileAttributeType == .typeDirectory }
        let entries = folders.flatMap { folder in
            children(folder).compactMap { entry($0, in: folder) } + CatalogueCache.entries(in: folder)
        }
        return entries.sorted { ($0.api, $0.name) < ($1.api, $1.name) }
    }

    /// Removes every entry under `root` (``entries(root:)``: the answers, the list of databases and
    /// the catalogues), what killed runs left half written beside them, and each API root's folder
    /// that this leaves empty; returns the entries removed. Nothing else is touched: a file is
    /// removed only when it is an entry, by its own name inside its API root's folder. The list of
    /// databases goes last, so that a failure part way never leaves a catalogue without the list
    /// that names its database.
    public static func clear(root: URL) throws(StoreError) -> [Entry] {
        let found = entries(root: root)
        let entries = found.filter { $0.kind != .databaseList } + found.filter { $0.kind == .databaseList }
        for entry in entries {
            let url = root.appendingPathComponent(entry.api).appendingPathComponent(entry.fileName)
            guard unlink(url.path) == 0 || errno == ENOENT else {
                throw .cannotWrite(path: url.path, reason: FileError(path: url.path, code: errno).reason)
            }
        }
        for api in Set(entries.map(\.api)) { TemporaryName.removeLeftovers(in: root.appendingPathComponent(api).path) }
        // rmdir removes a folder only when it is empty: anything else kept there keeps it.
        for api in Set(entries.map(\.api)) { rmdir(root.appendingPathComponent(api).path) }
        return entries
    }

    /// One file of the cache, for `countries cache info`.
    public struct Entry: Sendable, Hashable {
        /// The folder of the API root the answer came from, such as `api.worldbank.org-v2`.
        public let api: String
        /// The dataset name, such as `SP.POP.TOTL@2022`.
        public let name: String
        /// Size in bytes.
        public let size: Int
        /// When the file was last changed (a copy or a `touch` changes it).
        public let modified: Date
        /// When the answer was fetched, as stored inside it: the age every run judges it by; `nil`
        /// for a damaged file.
        public let fetchedAt: Date?
        /// True when the file is named like an answer but does not hold one (cut short, overwritten);
        /// the next run that needs it removes it and asks again.
        public let damaged: Bool
        /// 0 for the newest edition of its dataset, 1 for the one before it, 2 for the one before
        /// that (``DatasetCache/maximumEditions``).
        public var edition = 0
        /// The World Bank `lastupdated` date it holds, for an indicator.
        public var lastUpdated: String?
        /// What the entry holds: an answer, the list of databases or a database's catalogue.
        public var kind = Kind.answer

        /// What an entry of the cache holds.
        public enum Kind: Sendable, Hashable {
            /// An answer of the API: the country list or an indicator's figures (`NAME.dataset`).
            case answer
            /// The list of the World Bank's databases (`sources.csv`), as `countries sources` shows it.
            case databaseList
            /// The indicator catalogue of one database (`indicators@source3.csv`), as
            /// `indicators --source` searches it.
            case catalogue(DatabaseID)
            /// The licence labels of the API's series metadata (`licences.csv`), which credit its answers.
            case licences
        }

        /// The entry's file name inside its API root's folder.
        var fileName: String { name + (kind == .answer ? ".dataset" : ".csv") }
    }
}
