/// The revisions of the Model Context Protocol this server speaks, and what each adds that the
/// server uses.
public enum ProtocolVersion: String, Sendable, CaseIterable, Comparable {
    case v2024_11_05 = "2024-11-05"
    case v2025_03_26 = "2025-03-26"
    case v2025_06_18 = "2025-06-18"
    case v2025_11_25 = "2025-11-25"
    case v2026_07_28 = "2026-07-28"

    /// The newest revision that starts with `initialize`: the answer to a client whose
    /// `initialize` asks for a revision this server does not speak that way.
    public static let latestHandshake = ProtocolVersion.v2025_11_25

    /// The revisions whose every request carries its own version, client and capabilities in
    /// `_meta` (no `initialize`, no session): what `server/discover` names.
    public static let stateless: [ProtocolVersion] = allCases.filter(\.isStateless)

    /// The revision to speak to a client whose `initialize` asks for `requested`: the same when
    /// the server speaks it that way, else the newest it does (the client then decides whether it
    /// can go on).
    static func negotiated(_ requested: String?) -> ProtocolVersion {
        guard let version = requested.flatMap(ProtocolVersion.init(rawValue:)), !version.isStateless else {
            return latestHandshake
        }
        return version
    }

    /// Each request stands alone, its revision in `_meta`; `server/discover` replaces `initialize`
    /// and `ping`; every result says its `resultType` (2026-07-28).
    var isStateless: Bool { self >= .v2026_07_28 }
    /// Tools declare `outputSchema` and results carry `structuredContent`; tools and the server
    /// have a `title` (2025-06-18).
    var hasStructuredOutput: Bool { self >= .v2025_06_18 }
    /// Tools carry `annotations` such as `readOnlyHint` (2025-03-26).
    var hasToolAnnotations: Bool { self >= .v2025_03_26 }
    /// A tool's arguments that fail its input schema are a tool error the model reads and corrects,
    /// not a JSON-RPC error (2025-11-25, SEP-1303); before, they were -32602.
    var argumentErrorsAreToolErrors: Bool { self >= .v2025_11_25 }

    public static func < (lhs: ProtocolVersion, rhs: ProtocolVersion) -> Bool { lhs.rawValue < rhs.rawValue }
}
