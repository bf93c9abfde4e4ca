import WorldBank

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

/// Earlier editions of a dataset, kept beside the newest when the Bank's answer changes, so that
/// what it revised can be seen (`countries revisions`) and a manifest's values found again
/// (`countries verify`).
///
/// The newest edition is the dataset's file (`SP.POP.TOTL@2022.dataset`); the one before it is
/// `SP.POP.TOTL@2022~1.dataset`, the one before that `~2`: at most ``maximumEditions`` in all, the
/// oldest dropped. An answer is a new edition when its `lastupdated` or any of its values differ
/// from the newest held; a refetch of the same figures replaces the newest and keeps no copy.
extension DatasetCache {
    /// How many editions of one dataset are held, the newest included.
    public static let maximumEditions = 3

    /// The file name stem of `key`'s edition `number` (0 is the newest).
    static func editionName(_ key: DatasetKey, _ number: Int) -> String {
        number == 0 ? key.name : "\(key.name)~\(number)"
    }

    /// The key and edition number a file stem names (`SP.POP.TOTL@2022~1`), for earlier editions only.
    static func edition(named stem: String) -> (key: DatasetKey, number: Int)? {
        let parts = stem.split(separator: "~", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[1]), (1..<maximumEditions).contains(number),
            "\(number)" == parts[1], let key = DatasetKey(name: String(parts[0]))
        else { return nil }
        return (key, number)
    }

    /// The URL of `key`'s edition `number`.
    func url(of key: DatasetKey, edition number: Int) -> URL {
        folder.appendingPathComponent(Self.editionName(key, number) + ".dataset")
    }

    /// Before `dataset` replaces the newest edition of its key: when it is a new edition, the held
    /// ones move down one place (`~1` to `~2`, the newest to `~1`) and the oldest beyond the limit is
    /// removed. Files this cache did not write are never moved or removed.
    func keepEarlierEdition(before dataset: StoredDataset) {
        let newest = url(of: dataset.key, edition: 0)
        guard CompactTable.isSigned(newest.path),
            let held = try? DatasetFile.read(newest, as: dataset.key, format: .compact),
            Self.isNewEdition(dataset, comparedWith: held)
        else { return }
        for number in stride(from: Self.maximumEditions - 1, through: 1, by: -1) {
            let target = url(of: dataset.key, edition: number)
            let source = url(of: dataset.key, edition: number - 1)
            var status = stat()
            if lstat(target.path, &status) == 0, !CompactTable.isSigned(target.path) { return }
            guard CompactTable.isSigned(source.path) else { continue }
            rename(source.path, target.path)
        }
    }

    /// True when `answer` differs from `held` in its `lastupdated` or its values.
    static func isNewEdition(_ answer: StoredDataset, comparedWith held: StoredDataset) -> Bool {
        if let countries = answer.countries {
            return ValuesFingerprint(countries) != ValuesFingerprint(held.countries ?? [])
        }
        guard let new = answer.indicator, let old = held.indicator else { return false }
        return new.metadata.lastUpdated != old.metadata.lastUpdated
            || ValuesFingerprint(new.dataset) != ValuesFingerprint(old.dataset)
    }

    /// Every edition of `key` held, newest first; damaged ones are left out.
    public func editions(of key: DatasetKey) -> [StoredDataset] {
        (0..<Self.maximumEditions).compactMap { number in
            try? DatasetFile.read(url(of: key, edition: number), as: key, format: .compact)
        }
    }

    /// The indicator datasets of this API root that hold an earlier edition, sorted by name.
    public func revisedKeys() -> [DatasetKey] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let keys = names.compactMap { name -> DatasetKey? in
            guard name.hasSuffix(".dataset"), let edition = Self.edition(named: String(name.dropLast(8))),
                edition.number == 1, case .indicator = edition.key
            else { return nil }
            return edition.key
        }
        return keys.sorted { $0.name < $1.name }
    }
}

extension DatasetCache {
    /// What the Bank changed in one dataset between the two newest editions held.
    public struct EditionChange: Sendable, Hashable {
        /// Which dataset.
        public let key: DatasetKey
        /// The `lastupdated` of the earlier edition.
        public let before: String?
        /// The `lastupdated` of the newer edition.
        public let after: String?
        /// The figures that differ.
        public let revisions: [ValueRevision]
    }

    /// For every indicator dataset of this API root that holds an earlier edition, what differs
    /// between its two newest editions.
    public func latestChanges() -> [EditionChange] {
        revisedKeys().compactMap { key in
            let held = editions(of: key)
            guard held.count >= 2, let newer = held[0].indicator, let earlier = held[1].indicator else { return nil }
            return EditionChange(
                key: key, before: earlier.metadata.lastUpdated, after: newer.metadata.lastUpdated,
                revisions: ValueRevision.between(earlier.dataset, newer.dataset))
        }
    }
}
