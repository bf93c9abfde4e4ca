/// How a command may get its data, from `--offline`, `--refresh` and `--max-age`.
public struct DataOptions: Sendable, Hashable {
    /// Which sources may be used.
    public enum Mode: Sendable, Hashable {
        /// Fresh cache, else the API, else stale cache or the snapshot when the API is unreachable.
        case automatic
        /// Never touch the network: cache of any age, else the snapshot.
        case offline
        /// Skip the cache and ask the API (still writing the cache); fall back as in automatic.
        case refresh
        /// Ask the API for every figure (still writing the cache), and fail when it cannot answer or
        /// its answer is doubted: never the cache or the snapshot, so that a pipeline can tell.
        case live
    }

    /// True when a fresh cached answer may answer without asking the API.
    public var readsCache: Bool { mode == .automatic || mode == .offline }
    /// True when the cache or the snapshot answer for an API that cannot.
    public var fallsBack: Bool { mode != .live }

    /// Which sources may be used.
    public let mode: Mode
    /// How old a cached answer may be before the API is asked again.
    public let maxAge: Duration
    /// How long the API may take to answer one question (with its retries) before the cache or the
    /// snapshot answers instead, as for any other network failure.
    public let networkBudget: Duration
    /// True when the Bank's footnotes are wanted: indicators are then asked with `footnote=y`, and a
    /// stored answer asked without them does not count as fresh (one asked with them serves any run).
    public let footnotes: Bool
    /// The release of the mirror every indicator's figures must come from (`2026-10-01`), or nil for
    /// the newest held: an answer as of an official release, never mixed with another copy's.
    public var release: String?

    /// Creates options; their defaults live in the command line's option declarations, not here.
    public init(mode: Mode, maxAge: Duration, networkBudget: Duration, footnotes: Bool = false) {
        self.mode = mode
        self.maxAge = maxAge
        self.networkBudget = networkBudget
        self.footnotes = footnotes
    }
}
