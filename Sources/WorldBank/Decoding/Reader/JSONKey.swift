import Foundation

/// An object key as it appears in the document, compared without making a `String`.
package struct JSONKey {
    /// The key's bytes between the quotes, escapes already resolved.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The resolved key when it held escapes (`"\u0076alue"` is the key `value`).
    let unescaped: [UInt8]?

    /// True when the key is `name`.
    package func matches(_ name: StaticString) -> Bool {
        let expected = UnsafeRawBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if let unescaped { return unescaped.withUnsafeBytes { $0.hasSameBytes(as: expected) } }
        return UnsafeRawBufferPointer(bytes).hasSameBytes(as: expected)
    }
}

extension UnsafeRawBufferPointer {
    /// Byte-wise equality with `memcmp`, far quicker than `elementsEqual` for the short keys and
    /// names compared on every record.
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        guard count == other.count else { return false }
        guard count > 0, let base = baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(base, otherBase, count) == 0
    }
}
