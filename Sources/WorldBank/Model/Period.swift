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
}
