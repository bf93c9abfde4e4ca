public import Foundation
public import WorldBank

/// The real World Bank data shipped in `data/`: the country list and the full 1960–2024 histories
/// of population and GDP, in the same file format as the cache.
///
/// It answers any period of those indicators by cutting the history down exactly as the API would,
/// so a user with no network gets the same rows as a user online on the day it was made.
public struct BundledSnapshot: Sendable {
    /// The folder holding the snapshot files.
    public let folder: URL

    /// The indicators the snapshot carries.
    public static let indicators = IndicatorCode.core

    /// The environment variable that points at another snapshot folder.
    public static let environmentVariable = "COUNTRIES_DATA_DIR"

    /// Creates a snapshot over `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// Finds `data/`: `$COUNTRIES_DATA_DIR`, else the nearest `data/` holding a snapshot above the
    /// executable (a checkout's `.build/release/countries` finds the checkout's `data/`), else
    /// `data/` in the current folder.
    public static func locate(environment: [String: String], executable: URL) -> BundledSnapshot {
        if let explicit = environment[environmentVariable], !explicit.isEmpty {
            return BundledSnapshot(folder: URL(fileURLWithPath: explicit, isDirectory: true))
        }
        var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("data", isDirectory: true)
            if FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent(DatasetKey.countries.fileName).path)
            {
                return BundledSnapshot(folder: candidate)
            }
            folder.deleteLastPathComponent()
        }
        return BundledSnapshot(folder: URL(fileURLWithPath: "data", isDirectory: true))
    }

    /// The snapshot's file for `key`: the country list, or an indicator's full history.
    public func file(_ key: DatasetKey) throws(StoreError) -> StoredDataset {
        let stored: StoredDataset?
        do {
            stored = try DatasetFile.read(folder.appendingPathComponent(key.fileName), as: key)
        } catch {
            throw .snapshotMissing("\(folder.path)/\(key.fileName): \(error.message)")
        }
        guard let stored else {
            if case .indicator(let code, _) = key, !Self.indicators.contains(code) {
                throw .notInSnapshot(
                    "\(key) (the snapshot holds \(Self.indicators.map(\.rawValue).joined(separator: " and ")) only)")
            }
            throw .snapshotMissing("no \(key.fileName) in \(folder.path)")
        }
        return stored
    }

    /// The answer the API would give for `code` over `period`, cut from the stored history.
    public func indicator(_ code: IndicatorCode, period: Period) throws(StoreError) -> (IndicatorDataset, Date) {
        let stored = try file(.indicator(code, .history))
        guard let indicator = stored.indicator else { throw .notInSnapshot(code.rawValue) }
        return (indicator.dataset.restricted(to: period), stored.fetchedAt)
    }

    /// The World Development Indicators catalogue shipped beside the data.
    public func catalogue() throws(StoreError) -> IndicatorCatalogue {
        let url = folder.appendingPathComponent(IndicatorCatalogue.fileName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .snapshotMissing("no \(IndicatorCatalogue.fileName) in \(folder.path)")
        }
        guard data.count <= 16 * 1_048_576 else { throw .tooLarge(data.count) }
        let catalogue = IndicatorCatalogue(csv: String(decoding: data, as: UTF8.self))
        guard !catalogue.indicators.isEmpty else { throw .corrupt("\(url.path) lists no indicator") }
        return catalogue
    }

    /// Rewrites the snapshot from a fresh full answer, each file atomically.
    public func write(_ data: EconomyData, fetchedAt: Date, source: String) throws(StoreError) {
        try DatasetFile.write(
            StoredDataset(countries: data.countries, fetchedAt: fetchedAt, source: source),
            to: folder.appendingPathComponent(DatasetKey.countries.fileName))
        for dataset in data.datasets {
            let stored = StoredDataset(dataset: dataset, period: .history, fetchedAt: fetchedAt, source: source)
            try DatasetFile.write(stored, to: folder.appendingPathComponent(stored.key.fileName))
        }
    }
}
