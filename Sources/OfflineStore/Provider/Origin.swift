/// Where one dataset came from on this run.
public enum Origin: String, Sendable, Hashable, Codable {
    /// Fetched from the World Bank API just now.
    case live
    /// Read from the on-disk cache.
    case cache
    /// Read from the bundled snapshot in `data/`.
    case snapshot
    /// Read from a release of the Bank's bulk file in the mirror (``DatabaseMirror``).
    case mirror
}
