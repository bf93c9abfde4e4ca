public import Foundation

/// One file of the cache, for `countries cache info`.
public struct CacheEntry: Sendable, Hashable {
    /// The folder of the API root the answer came from, such as `api.worldbank.org-v2`.
    public let api: String
    /// The dataset name, such as `SP.POP.TOTL@2022`.
    public let name: String
    /// Size in bytes.
    public let size: Int
    /// When it was written.
    public let modified: Date
    /// True when the file is named like an answer but does not hold one (cut short, overwritten);
    /// the next run that needs it removes it and asks again.
    public let damaged: Bool
}
