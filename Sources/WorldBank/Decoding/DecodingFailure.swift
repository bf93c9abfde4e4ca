/// Why a body could not be decoded, restated for people: the JSON path where it broke and why.
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
    /// the wrong shape.
    package let isSyntaxError: Bool

    /// A failure of the document's shape at `components`.
    package static func shape(_ reason: String, at components: [PathComponent] = []) -> DecodingFailure {
        DecodingFailure(components: components, reason: reason, isSyntaxError: false)
    }

    /// Bytes that are not JSON; the reason says where, and the path is always the root.
    package static func syntax(_ reason: String) -> DecodingFailure {
        DecodingFailure(components: [], reason: reason, isSyntaxError: true)
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
}

extension Optional {
    /// The value of a required member, or the failure of its absence.
    package func required(_ key: String) throws(DecodingFailure) -> Wrapped {
        guard let self else { throw .shape("missing key '\(key)'", at: [.key(key)]) }
        return self
    }
}
