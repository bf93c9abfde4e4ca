import BundledData
public import Foundation
import Synchronization
public import WorldBank

/// The real World Bank data shipped in `data/`: the country list, the full 1960–2024 histories
/// of population and GDP (aggregates included), and the indicator catalogue, in the same file format
/// as the cache.
///
/// Built into the binary (``EmbeddedSnapshot``), so a copied binary answers `--offline` from any
/// folder; `COUNTRIES_DATA_DIR` points at a folder instead (tests, `snapshot update`). It answers any
/// period of those indicators by cutting the history down exactly as the API would, so a user with no
/// network gets the same rows as a user online on the day it was made.
public struct BundledSnapshot: Sendable {
    /// The folder holding the snapshot files, `nil` for the copy built into the binary.
    public let folder: URL?
    /// The files already read and checked, so that a run that asks for population twice (its newest
    /// values, then the years GDP needs) decodes the history once.
    private let decoded = DecodedFiles()

    /// The indicators the snapshot carries.
    public static let indicators = IndicatorCode.core

    /// The environment variable that points at another snapshot folder.
    public static let environmentVariable = "COUNTRIES_DATA_DIR"

    /// The snapshot built into the binary.
    public static let embedded = BundledSnapshot(folder: nil)

    /// Creates a snapshot over `folder` (`nil`: the copy built into the binary).
    public init(folder: URL?) {
        self.folder = folder
    }

    /// `$COUNTRIES_DATA_DIR` when set, else the copy built into the binary.
    public static func locate(environment: [String: String]) -> BundledSnapshot {
        guard let explicit = environment[environmentVariable], !explicit.isEmpty else { return .embedded }
        return BundledSnapshot(folder: URL(fileURLWithPath: explicit, isDirectory: true))
    }

    /// Where the snapshot lives, for messages.
    public var location: String { folder?.path ?? "the snapshot built into countries" }

    /// The bytes of the file `name`, `nil` when there is none.
    func contents(_ name: String) throws(StoreError) -> Data? {
        guard let folder else { return EmbeddedSnapshot.file(named: name) }
        let url = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .snapshotMissing("\(url.path): unreadable (\(error.localizedDescription))")
        }
    }

    /// The snapshot's file for `key`: the country list, or an indicator's full history.
    public func file(_ key: DatasetKey) throws(StoreError) -> StoredDataset {
        if let history = try compactHistory(key) { return history.stored }
        if let known = decoded.file(key.fileName) { return known }
        guard let data = try contents(key.fileName) else {
            if case .indicator(let code, _) = key, !Self.indicators.contains(code) {
                throw .notInSnapshot(
                    "\(key) (the snapshot holds \(Self.indicators.map(\.rawValue).joined(separator: " and ")) only)")
            }
            throw .snapshotMissing("no \(key.fileName) in \(location)")
        }
        let stored: StoredDataset
        do {
            stored = try DatasetFile.decode(data, as: key)
        } catch {
            throw .snapshotCorrupt("\(location)/\(key.fileName): \(error.message)")
        }
        decoded.remember(stored, as: key.fileName)
        return stored
    }

    /// The answer the API would give for `code` over `period`, cut from the stored history.
    public func indicator(_ code: IndicatorCode, period: Period) throws(StoreError) -> (IndicatorDataset, Date) {
        let key = DatasetKey.indicator(code, .history)
        if let history = try compactHistory(key) { return (history.dataset(for: period), history.header.fetchedAt) }
        let stored = try file(key)
        guard let indicator = stored.indicator else { throw .notInSnapshot(code.rawValue) }
        return (indicator.dataset(for: period), stored.fetchedAt)
    }

    /// The history `key` in the compact form built into the binary, opened once per run; `nil` for a
    /// snapshot folder and for anything else.
    private func compactHistory(_ key: DatasetKey) throws(StoreError) -> CompactHistory? {
        guard folder == nil else { return nil }
        if let known = decoded.history(key.fileName) { return known }
        guard let data = EmbeddedSnapshot.compactHistory(named: key.fileName) else { return nil }
        let history: CompactHistory
        do {
            history = try CompactHistory(data)
            try history.header.validate(expecting: key)
        } catch {
            throw .snapshotCorrupt("\(location)/\(key.fileName): \(error.message)")
        }
        decoded.remember(history, as: key.fileName)
        return history
    }

    /// The World Development Indicators catalogue shipped beside the data.
    public func catalogue() throws(StoreError) -> IndicatorCatalogue {
        guard let data = try contents(IndicatorCatalogue.fileName) else {
            throw .snapshotMissing("no \(IndicatorCatalogue.fileName) in \(location)")
        }
        guard data.count <= 16 * 1_048_576 else { throw .tooLarge(data.count) }
        let catalogue = IndicatorCatalogue(csv: String(decoding: data, as: UTF8.self))
        guard !catalogue.indicators.isEmpty else {
            throw .snapshotCorrupt("\(location)/\(IndicatorCatalogue.fileName) lists no indicator")
        }
        return catalogue
    }

    /// Rewrites the snapshot folder from a fresh full answer, each file atomically; the copy built
    /// into the binary cannot be written.
    public func write(_ data: EconomyData, fetchedAt: Date, source: String) throws(StoreError) {
        guard let folder else {
            throw .cannotWrite(path: location, reason: "give a data folder to write (COUNTRIES_DATA_DIR or --data-dir)")
        }
        try DatasetFile.write(
            StoredDataset(countries: data.countries, fetchedAt: fetchedAt, source: source),
            to: folder.appendingPathComponent(DatasetKey.countries.fileName))
        for dataset in data.datasets {
            let stored = StoredDataset(dataset: dataset, period: .history, fetchedAt: fetchedAt, source: source)
            try DatasetFile.write(stored, to: folder.appendingPathComponent(stored.key.fileName))
        }
    }
}

/// The snapshot files one ``BundledSnapshot`` has decoded, by file name.
///
/// A class holding a `Mutex`, so that copies of the snapshot value share what was read and the
/// value stays `Sendable` without `@unchecked`.
final class DecodedFiles: Sendable {
    private let files = Mutex<[String: StoredDataset]>([:])
    private let histories = Mutex<[String: CompactHistory]>([:])

    /// The decoded file `name`, if it was read before.
    func file(_ name: String) -> StoredDataset? { files.withLock { $0[name] } }

    /// Keeps `stored` as the decoded file `name`.
    func remember(_ stored: StoredDataset, as name: String) { files.withLock { $0[name] = stored } }

    /// The compact history `name`, if it was opened before.
    func history(_ name: String) -> CompactHistory? { histories.withLock { $0[name] } }

    /// Keeps `history` as the compact history `name`.
    func remember(_ history: CompactHistory, as name: String) { histories.withLock { $0[name] = history } }
}
