import Foundation

/// Why a body could not be decoded, restated for people: the JSON path where it broke and why.
///
/// Both decoders produce it: the fast ``JSONReader`` that reads every page, and Foundation's
/// `JSONDecoder` behind the `Decodable` conformances, which stay as the reference the reader is
/// tested against.
package struct DecodingFailure: Error, Sendable, Equatable {
    /// One step of a JSON path: an array index or an object key.
    package enum PathComponent: Sendable, Equatable {
        case index(Int)
        case key(String)
    }

    /// The steps from the document's root to the value that failed.
    package private(set) var components: [PathComponent]
    /// The explanation.
    package let reason: String
    /// True when the bytes are not JSON at all (cut short, garbage), as opposed to valid JSON of
    /// the wrong shape; only the former is worth fetching again.
    package let isSyntaxError: Bool

    /// A failure of the document's shape at `components`.
    package static func shape(_ reason: String, at components: [PathComponent] = []) -> DecodingFailure {
        DecodingFailure(components: components, reason: reason, isSyntaxError: false)
    }

    /// Bytes that are not JSON; the path is always the root, as Foundation reports it.
    package static func syntax(_ reason: String) -> DecodingFailure {
        DecodingFailure(components: [], reason: reason, isSyntaxError: true)
    }

    /// A value that is missing (`key` absent from its object).
    package static func missingKey(_ key: String) -> DecodingFailure {
        .shape("missing key '\(key)'", at: [.key(key)])
    }

    private init(components: [PathComponent], reason: String, isSyntaxError: Bool) {
        self.components = components
        self.reason = reason
        self.isSyntaxError = isSyntaxError
    }

    /// The same failure one level further from the root; syntax failures keep the root path.
    package func inside(_ component: PathComponent) -> DecodingFailure {
        guard !isSyntaxError else { return self }
        var outer = self
        outer.components.insert(component, at: 0)
        return outer
    }

    /// The path in `$[1][23].value` notation.
    package var path: String {
        components.reduce("$") { path, component in
            switch component {
            case .index(let index): path + "[\(index)]"
            case .key(let key): path + "." + key
            }
        }
    }

    /// Restates Foundation's error.
    package init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(
                components: Self.components(context.codingPath),
                reason: "expected \(type): \(context.debugDescription)", isSyntaxError: false)
        case .valueNotFound(let type, let context):
            self.init(
                components: Self.components(context.codingPath),
                reason: "missing \(type): \(context.debugDescription)", isSyntaxError: false)
        case .keyNotFound(let key, let context):
            self.init(
                components: Self.components(context.codingPath + [key]),
                reason: "missing key '\(key.stringValue)'", isSyntaxError: false)
        case .dataCorrupted(let context):
            self.init(
                components: Self.components(context.codingPath), reason: context.debugDescription,
                isSyntaxError: Self.isSyntax(context))
        @unknown default:
            self.init(components: [], reason: String(describing: error), isSyntaxError: false)
        }
    }

    /// Foundation reports bytes that do not parse as JSON with an empty path and this description
    /// (and, on Apple platforms, an underlying parser error); shape errors always name a path or a reason.
    private static func isSyntax(_ context: DecodingError.Context) -> Bool {
        context.codingPath.isEmpty
            && (context.underlyingError != nil || context.debugDescription.contains("not valid JSON"))
    }

    private static func components(_ codingPath: [any CodingKey]) -> [PathComponent] {
        codingPath.map { key in key.intValue.map(PathComponent.index) ?? .key(key.stringValue) }
    }
}
