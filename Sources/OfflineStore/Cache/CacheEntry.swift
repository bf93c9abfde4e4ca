public import Foundation

/// One file of the cache, for `countries cache info`.
public struct CacheEntry: Sendable, Hashable {
    /// The dataset name, such as `SP.POP.TOTL@2022`.
    public let name: String
    /// Size in bytes.
    public let size: Int
    /// When it was written.
    public let modified: Date
}
