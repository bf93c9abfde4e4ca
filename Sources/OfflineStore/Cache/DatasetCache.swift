public import Foundation

/// The on-disk cache of answers from the API, one file per dataset.
///
/// Only complete, validated answers are written (the service has already checked every page), and
/// a file that fails to read is removed on the spot so it is refetched instead of failing forever.
public struct DatasetCache: Sendable {
    /// The folder holding the cache files.
    public let folder: URL

    /// Creates a cache in `folder`; nothing is created until the first write.
    public init(folder: URL) {
        self.folder = folder
    }

    /// `$COUNTRIES_CACHE_DIR`, else `$XDG_CACHE_HOME/countries`, else `~/.cache/countries`.
    public static func defaultFolder(environment: [String: String]) -> URL {
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
    /// A corrupt, truncated or foreign file is deleted and reported by throwing, so the caller can
    /// say so once and fetch again.
    public func read(_ key: DatasetKey) throws(StoreError) -> StoredDataset? {
        let url = folder.appendingPathComponent(key.fileName)
        do {
            return try DatasetFile.read(url, as: key)
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    /// Stores `dataset` atomically.
    public func write(_ dataset: StoredDataset) throws(StoreError) {
        try DatasetFile.write(dataset, to: folder.appendingPathComponent(dataset.key.fileName))
    }

    /// Every file in the cache with its size and modification time, sorted by name.
    ///
    /// Only files this tool wrote are entries: named like a dataset (`countries.json`,
    /// `CODE@PERIOD.json`), regular files, and opening with the dataset format tag. Anything else
    /// in the folder is left alone by `cache info` and `cache clear`.
    public func entries() -> [CacheEntry] {
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys)) ?? []
        return files.filter { $0.pathExtension == "json" && Self.isOurs($0) }.compactMap { url in
            let values = try? url.resourceValues(forKeys: Set(keys))
            return CacheEntry(
                name: url.deletingPathExtension().lastPathComponent, size: values?.fileSize ?? 0,
                modified: values?.contentModificationDate ?? .distantPast)
        }.sorted { $0.name < $1.name }
    }

    /// Removes every cache file and returns how many there were.
    public func clear() throws(StoreError) -> Int {
        let entries = entries()
        for entry in entries {
            let url = folder.appendingPathComponent(entry.name + ".json")
            do {
                try FileManager.default.removeItem(at: url)
            } catch {
                throw .cannotWrite(path: url.path, reason: error.localizedDescription)
            }
        }
        return entries.count
    }

    /// True for a regular file named like a dataset whose content starts as a dataset file does.
    static func isOurs(_ url: URL) -> Bool {
        let name = url.deletingPathExtension().lastPathComponent
        let named =
            name == "countries"
            || name.split(separator: "@").count == 2
                && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._@-".contains($0)) }
        guard named, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
            let handle = try? FileHandle(forReadingFrom: url)
        else { return false }
        defer { try? handle.close() }
        // Keys are sorted, so the format tag is near the start, or after the country list near the end.
        let tag = "\"format\":\"\(StoredDataset.currentFormat)\""
        let head = String(decoding: (try? handle.read(upToCount: 4_096)) ?? Data(), as: UTF8.self)
        if head.contains(tag) { return true }
        guard let size = try? handle.seekToEnd(), size > 4_096 else { return false }
        try? handle.seek(toOffset: size - 4_096)
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self).contains(tag)
    }
}
