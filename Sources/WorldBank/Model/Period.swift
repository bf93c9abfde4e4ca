import Foundation

/// Which years of an indicator a query asks for.
public enum Period: Sendable, Hashable, Codable {
    /// One calendar year (`date=2022`).
    case year(Int)
    /// An inclusive range of years (`date=2000:2022`).
    case range(Int, Int)
    /// The most recent non-empty values per economy (`mrnev=N`); the year can differ per economy.
    case mostRecentNonEmpty(Int)
    /// The most recent `N` years of the database (`mrv=N`), the same years for every economy.
    case mostRecent(Int)
    /// Every year the database holds.
    case history

    /// A short stable name for the period, used in cache keys and provenance lines.
    public var label: String {
        switch self {
        case .year(let year): "\(year)"
        case .range(let first, let last): "\(first)-\(last)"
        case .mostRecentNonEmpty(let count): "mrnev\(count)"
        case .mostRecent(let count): "mrv\(count)"
        case .history: "history"
        }
    }

    /// The positions of the items of a full history that this period keeps, as the API would
    /// answer it: one year, a range of years, or each economy's `count` most recent years with a
    /// value (economies in code order, newest first).
    ///
    /// Given positions rather than items, so the snapshot's stored rows are cut before they become
    /// observations (an offline run then builds a few hundred rather than 34,000) and no row is
    /// copied to be looked at.
    public func positions(
        among count: Int, year: (Int) -> Int, economy: (Int) -> String
    ) -> [Int] {
        switch self {
        case .history:
            return Array(0..<count)
        case .year(let wanted):
            return (0..<count).filter { year($0) == wanted }
        case .range(let first, let last):
            return (0..<count).filter { (first...last).contains(year($0)) }
        case .mostRecent(let years):
            guard let last = (0..<count).map(year).max() else { return [] }
            return (0..<count).filter { year($0) > last - years }
        case .mostRecentNonEmpty(let newest):
            // One pass that keeps, per economy, the positions of its `newest` years with a value;
            // only those few are sorted (sorting the whole history took longer than reading it).
            // Histories come grouped by economy, so the dictionary is touched once per economy.
            var kept: [String: [Int]] = [:]
            var current: (code: String, kept: [Int])?
            for index in 0..<count {
                let code = economy(index)
                if current?.code != code {
                    if let current { kept[current.code] = current.kept }
                    current = (code, kept.removeValue(forKey: code) ?? [])
                }
                current?.kept.keep(index, newest: newest, year: year)
            }
            if let current { kept[current.code] = current.kept }
            return kept.keys.sorted().flatMap { code in
                (kept[code] ?? []).sorted { (-year($0), $0) < (-year($1), $1) }
            }
        }
    }
}

extension Array where Element == Int {
    /// Adds the position `index` to these positions, keeping only the `count` of the newest years
    /// (of two equal years, the earlier position, as a stable sort would).
    fileprivate mutating func keep(_ index: Int, newest count: Int, year: (Int) -> Int) {
        guard self.count == count else {
            append(index)
            return
        }
        let oldest = indices.min { a, b in (year(self[a]), -self[a]) < (year(self[b]), -self[b]) }
        guard let oldest, year(index) > year(self[oldest]) else { return }
        self[oldest] = index
    }
}
