public import AtomicFiles
import Synchronization
public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The real World Bank data shipped in `data/`: the country list, the full 1960–2024 histories
/// of population and GDP (aggregates included), and the indicator catalogue, in the same file format
/// as the cache.
///
/// Built into the binary as compact tables (the `BundledData` module), so a copied binary answers
/// `--offline` from any folder; `COUNTRIES_DATA_DIR` points at a `data/` folder of JSON files instead
/// (tests, `snapshot update`). It answers any period of those indicators by cutting the history down
/// exactly as the API would, so a user with no network gets the same rows as a user online on the
/// day it was made.
public final class BundledSnapshot: Sendable {
    /// The folder holding the snapshot files, `nil` for the copy built into the binary.
    public let folder: URL?
    /// The files of the copy built into the binary, by name; `nil` for a folder.
    private let builtIn: (@Sendable (String) -> [UInt8]?)?
    /// The files already read and checked, by name, so that a run that asks for population twice
    /// (its newest values, then the years GDP needs) reads it once. Each file has its own lock: two
    /// tasks asking for one file at once read it once, while other files are read beside it.
    /// Shared by everyone handed the snapshot (so it is a class), behind `Mutex`es (so it is
    /// `Sendable` without `@unchecked`).
    private let opened = Mutex<[String: OpenedFile]>([:])
    /// The catalogue once read: a command that checks `--indicator` codes and then names them asks
    /// twice, and parsing its 1,486 entries costs more than the rest of an offline listing.
    private let readCatalogue = Mutex<IndicatorCatalogue?>(nil)

    /// The environment variable that points at another snapshot folder.
    public static let environmentVariable = "COUNTRIES_DATA_DIR"

    /// A snapshot of JSON files in `folder`, as `data/` holds them.
    public init(folder: URL) {
        self.folder = folder
        builtIn = nil
    }

    /// The copy built into the binary, whose files (compact tables, and the catalogue) `files` gives by name.
    public init(builtIn files: @escaping @Sendable (String) -> [UInt8]?) {
        folder = nil
        builtIn = files
    }

    /// Where the snapshot lives, for messages.
    public var location: String { folder?.path ?? "the snapshot built into countries" }

    /// The form its datasets are stored in.
    private var format: DatasetFile.Format { folder == nil ? .compact : .json }

    /// The bytes of the file `name` as they are, `nil` when there is none: for files the store does
    /// not read itself, such as the map's outlines.
    public func contents(_ name: String) throws(StoreError) -> Data? {
        guard let folder else { return builtIn?(name).map { Data($0) } }
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .snapshotMissing("\(url.path): unreadable (\(FileError(path: url.path, cause: error).reason))")
        }
    }

    /// The bytes of the file `name`, as the store reads its datasets: the built-in ones are not copied.
    private func bytes(_ name: String) throws(StoreError) -> [UInt8]? {
        guard folder != nil else { return builtIn?(name) }
        return try contents(name).map { [UInt8]($0) }
    }

    /// The snapshot's file for `key` (the country list, or an indicator's full history), keeping
    /// the rows `period` asks for.
    public func file(_ key: DatasetKey, cutTo period: Period = .history) throws(StoreError) -> StoredDataset {
        let name = format.fileName(key)
        let slot = opened.withLock { files in
            if let slot = files[name] { return slot }
            let slot = OpenedFile()
            files[name] = slot
            return slot
        }
        let file = try slot.file.withLock { (file: inout DatasetFile.Opened?) throws(StoreError) in
            if let file { return file }
            guard let bytes = try bytes(name) else {
                if case .indicator(let code, _, _) = key, !IndicatorCode.core.contains(code) {
                    throw .notInSnapshot(
                        "\(key) (the snapshot holds \(IndicatorCode.core.map(\.rawValue).joined(separator: " and ")) only)"
                    )
                }
                throw .snapshotMissing("no \(name) in \(location)")
            }
            do throws(StoreError) {
                let read = try DatasetFile.Opened(bytes, as: key, format: format)
                file = read
                return read
            } catch {
                throw .snapshotCorrupt("\(location)/\(name): \(error.message)")
            }
        }
        return file.cut(to: period)
    }

    /// The answer the API would give for `code` over `period`, cut from the stored history.
    public func indicator(_ code: IndicatorCode, period: Period) throws(StoreError) -> (IndicatorDataset, Date) {
        let stored = try file(.indicator(code, .history), cutTo: period)
        guard let indicator = stored.indicator else { throw .notInSnapshot(code.rawValue) }
        return (indicator.dataset, stored.fetchedAt)
    }

    /// The file of the copy built into the binary that `data/`'s JSON file `name` becomes: the same
    /// dataset, checked as a run checks it, as a compact table (for `embed-snapshot`).
    package static func builtInFile(fromJSON data: Data, named name: String) throws(StoreError) -> (String, [UInt8]) {
        guard let key = DatasetKey(name: String(name.dropLast(".json".count))), name.hasSuffix(".json") else {
            throw .foreign("\(name) is not named like a dataset")
        }
        let stored = try DatasetFile.decode([UInt8](data), as: key, format: .json)
        do {
            return (DatasetFile.Format.compact.fileName(key), try stored.compact())
        } catch {
            throw .cannotWrite(path: name, reason: error.reason)
        }
    }

    /// The World Development Indicators catalogue shipped beside the data.
    public func catalogue() throws(StoreError) -> IndicatorCatalogue {
        if let catalogue = readCatalogue.withLock({ $0 }) { return catalogue }
        guard let data = try contents(IndicatorCatalogue.fileName) else {
            throw .snapshotMissing("no \(IndicatorCatalogue.fileName) in \(location)")
        }
        guard data.count <= 16 * 1_048_576 else { throw .tooLarge(data.count) }
        let catalogue = IndicatorCatalogue(csv: String(decoding: data, as: UTF8.self))
        guard !catalogue.indicators.isEmpty else {
            throw .snapshotCorrupt("\(location)/\(IndicatorCatalogue.fileName) lists no indicator")
        }
        readCatalogue.withLock { $0 = catalogue }
        return catalogue
    }

    /// The names economies go by beyond the Bank's list, for finding the one a person means: ISO
    /// 3166-1 short, official and common names (`iso3166-names.csv`, from pycountry) and the names
    /// people write that no standard holds (`economy-aliases.csv`). None when the files are missing
    /// or oversized: the Bank's own codes and names still answer.
    public func aliases() -> [EconomyAlias] {
        func records(_ name: String) -> [[String]] {
            guard let data = try? contents(name), data.count <= 1_048_576 else { return [] }
            return CSVDocument(String(decoding: data, as: UTF8.self)).rows
        }
        let iso = records(Self.isoNamesFile).compactMap { row in
            row.count == 4 ? EconomyAlias(code: row[0], iso2: row[1], name: row[3]) : nil
        }
        return iso
            + records(Self.aliasesFile).compactMap { $0.count == 2 ? EconomyAlias(code: $0[0], name: $0[1]) : nil }
    }

    /// The files of ``aliases()``.
    static let isoNamesFile = "iso3166-names.csv"
    static let aliasesFile = "economy-aliases.csv"

    /// Rewrites the snapshot folder from a fresh full answer; the copy built into the binary cannot
    /// be written.
    ///
    /// Every file is written beside its target first, and they replace the old ones only when all
    /// are written, in one commit a signal waits for: a failure (a full disk, a file size limit, a
    /// stopped run) leaves the old snapshot byte for byte, never a new country list beside old
    /// histories. `scratch` notes the new files, so that a stopped run removes them.
    public func write(
        _ data: EconomyData, fetchedAt: Date, source: String, scratch: ScratchFiles
    ) throws(StoreError) {
        guard let folder else { throw .builtInSnapshotIsReadOnly }
        TemporaryName.removeLeftovers(in: folder.path)
        let files =
            [StoredDataset(countries: data.countries, fetchedAt: fetchedAt, source: source)]
            + data.datasets.map { StoredDataset(dataset: $0, period: .history, fetchedAt: fetchedAt, source: source) }
        var staged: [AtomicFile.Staged] = []
        do {
            for stored in files {
                staged.append(
                    try DatasetFile.stage(
                        stored, to: folder.appendingPathComponent(format.fileName(stored.key)), format: .json,
                        scratch: scratch))
            }
        } catch {
            for file in staged { AtomicFile.discard(file, scratch: scratch) }
            throw error
        }
        do {
            try AtomicFile.commit(staged, scratch: scratch)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }
}

/// One file of the snapshot, read once by whichever task asks first while the others wait.
private final class OpenedFile: Sendable {
    let file = Mutex<DatasetFile.Opened?>(nil)
}
