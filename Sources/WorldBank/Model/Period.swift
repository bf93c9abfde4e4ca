import Foundation

/// Which years of an indicator a query asks for.
public enum Period: Sendable, Hashable, Codable {
    /// One calendar year (`date=2022`).
    case year(Int)
    /// An inclusive range of years (`date=2000:2022`).
    case range(Int, Int)
    /// The most recent non-empty values per economy (`mrnev=N`); the year can differ per economy.
    case mostRecentNonEmpty(Int)
    /// Every year the database holds.
    case history

    /// A short stable name for the period, used in cache keys and provenance lines.
    public var label: String {
        switch self {
        case .year(let year): "\(year)"
        case .range(let first, let last): "\(first)-\(last)"
        case .mostRecentNonEmpty(let count): "mrnev\(count)"
        case .history: "history"
        }
    }

    /// The items of a full history that this period keeps, as the API would answer it: one year, a
    /// range of years, or each economy's `count` most recent years with a value (economies in code
    /// order, newest first).
    ///
    /// Generic so the stored rows of the snapshot are cut before they become observations: an
    /// offline run then builds a few hundred observations rather than 34,000. Inlinable so that the
    /// store's call is specialised to its row type rather than run through generic witnesses.
    @inlinable
    public func select<Item>(
        from items: [Item], year: (Item) -> Int, economy: (Item) -> String, hasValue: (Item) -> Bool
    ) -> [Item] {
        switch self {
        case .history:
            return items
        case .year(let wanted):
            return items.filter { year($0) == wanted }
        case .range(let first, let last):
            return items.filter { (first...last).contains(year($0)) }
        case .mostRecentNonEmpty(let count):
            // One pass that keeps, per economy, the positions of its `count` newest years with a
            // value; only those few are sorted (sorting the whole history took longer than reading it).
            var newest: [String: [Int]] = [:]
            for (index, item) in items.enumerated() where hasValue(item) {
                let code = economy(item)
                var kept = newest[code] ?? []
                if kept.count == count {
                    // The oldest kept year, the later of two equal ones: a stable sort would drop it first.
                    let oldest = kept.indices.min { a, b in
                        (year(items[kept[a]]), -kept[a]) < (year(items[kept[b]]), -kept[b])
                    }
                    guard let oldest,
                        year(item) > year(items[kept[oldest]])
                    else { continue }
                    kept[oldest] = index
                } else {
                    kept.append(index)
                }
                newest[code] = kept
            }
            return newest.keys.sorted().flatMap { code in
                (newest[code] ?? []).sorted { (-year(items[$0]), $0) < (-year(items[$1]), $1) }.map { items[$0] }
            }
        }
    }
}
