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

    /// True when an answer over this period holds every value an answer over `other` holds, so that
    /// `other`'s is cut from it (``positions(years:economies:inCodeOrder:)``): every year covers all,
    /// a range the years and ranges inside it, each economy's N newest values its fewer newest.
    /// The most recent years of the database (`mrv`) are covered only by every year, as their
    /// years move with the database.
    public func covers(_ other: Period) -> Bool {
        switch (self, other) {
        case (.history, _): true
        case (.range(let first, let last), .year(let year)): (first...last).contains(year)
        case (.range(let first, let last), .range(let otherFirst, let otherLast)):
            first <= otherFirst && otherLast <= last
        case (.year(let year), .year(let otherYear)): year == otherYear
        case (.mostRecentNonEmpty(let count), .mostRecentNonEmpty(let otherCount)): count >= otherCount
        case (.mostRecent(let count), .mostRecent(let otherCount)): count == otherCount
        default: false
        }
    }

    /// How much of a history this period holds, for choosing the widest of answers that cover one
    /// question: every year, then ranges by their length, then the newest values by their count.
    public var breadth: Int {
        switch self {
        case .history: Int.max
        case .range(let first, let last): 1_000 + last - first
        case .year: 1_000
        case .mostRecentNonEmpty(let count), .mostRecent(let count): min(count, 999)
        }
    }

    /// The positions of the items of a full history that this period keeps, as the API would
    /// answer it: one year, a range of years, or each economy's `count` most recent years with a
    /// value (economies in code order, newest first).
    ///
    /// Given each item's year and economy rather than the items, so the snapshot's stored rows are
    /// cut before they become observations (an offline run then builds a few hundred rather than
    /// 34,000), and read where they lie (the snapshot's columns, lazily). An economy is whatever
    /// tells two apart cheaply (the snapshot gives the place of its code in a pool); `inCodeOrder`
    /// sorts them by code. Inlinable, so that it is specialized for the caller's collections
    /// (called generically, it took a sixth of an offline listing).
    @inlinable
    public func positions<Years: RandomAccessCollection<Int>, Economies: RandomAccessCollection>(
        years: Years, economies: Economies, inCodeOrder: (Economies.Element, Economies.Element) -> Bool
    ) -> [Int] where Years.Index == Int, Economies.Index == Int, Economies.Element: Hashable {
        let count = years.count
        switch self {
        case .history:
            return Array(0..<count)
        case .year(let wanted):
            return years.indices.filter { years[$0] == wanted }
        case .range(let first, let last):
            return years.indices.filter { (first...last).contains(years[$0]) }
        case .mostRecent(let recent):
            guard let last = years.max() else { return [] }
            return years.indices.filter { years[$0] > last - recent }
        case .mostRecentNonEmpty(let newest):
            // Histories come grouped by economy: runs of one code are found in one pass, put in
            // code order, and each economy's rows are sorted only when they are not newest first
            // already, as the API and the snapshot give them (sorting the whole history took
            // longer than reading it). An economy in one run, as nearly all are, is cut in place.
            var runs: [(economy: Economies.Element, rows: Range<Int>)] = []
            var start = 0
            while start < count {
                let code = economies[start]
                var end = start + 1
                while end < count, economies[end] == code { end += 1 }
                runs.append((code, start..<end))
                start = end
            }
            runs.sort {
                inCodeOrder($0.economy, $1.economy)
                    || ($0.economy == $1.economy && $0.rows.lowerBound < $1.rows.lowerBound)
            }
            var kept: [Int] = []
            func keep(_ rows: some Collection<Int>) {
                if zip(rows, rows.dropFirst()).allSatisfy({ years[$0] >= years[$1] }) {
                    kept += rows.prefix(max(0, newest))
                } else {
                    kept += rows.sorted { (-years[$0], $0) < (-years[$1], $1) }.prefix(max(0, newest))
                }
            }
            var first = 0
            while first < runs.count {
                var next = first + 1
                while next < runs.count, runs[next].economy == runs[first].economy { next += 1 }
                if next == first + 1 { keep(runs[first].rows) } else { keep(runs[first..<next].flatMap(\.rows)) }
                first = next
            }
            return kept
        }
    }
}
