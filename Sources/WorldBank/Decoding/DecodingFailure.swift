import Foundation

/// A `DecodingError` restated for people: the JSON path where it broke and why.
struct DecodingFailure {
    /// The path in `$[1][23].value` notation.
    let path: String
    /// The decoder's explanation.
    let reason: String
    /// True when the bytes are not JSON at all (cut short, garbage), as opposed to valid JSON of
    /// the wrong shape; only the former is worth fetching again.
    let isSyntaxError: Bool

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            (path, reason, isSyntaxError) = (
                Self.path(context.codingPath), "expected \(type): \(context.debugDescription)", false
            )
        case .valueNotFound(let type, let context):
            (path, reason, isSyntaxError) = (
                Self.path(context.codingPath), "missing \(type): \(context.debugDescription)", false
            )
        case .keyNotFound(let key, let context):
            (path, reason, isSyntaxError) = (
                Self.path(context.codingPath + [key]), "missing key '\(key.stringValue)'", false
            )
        case .dataCorrupted(let context):
            (path, reason, isSyntaxError) = (
                Self.path(context.codingPath), context.debugDescription, Self.isSyntax(context)
            )
        @unknown default:
            (path, reason, isSyntaxError) = ("$", String(describing: error), false)
        }
    }

    /// Foundation reports bytes that do not parse as JSON with an empty path and this description
    /// (and, on Apple platforms, an underlying parser error); shape errors always name a path or a reason.
    private static func isSyntax(_ context: DecodingError.Context) -> Bool {
        context.codingPath.isEmpty
            && (context.underlyingError != nil || context.debugDescription.contains("not valid JSON"))
    }

    /// Formats a coding path as `$[1][23].value`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            if let index = key.intValue { return path + "[\(index)]" }
            return path + "." + key.stringValue
        }
    }
}
