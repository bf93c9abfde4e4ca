import Foundation

extension String {
    /// The string without leading and trailing spaces and tabs (`CharacterSet.whitespaces`).
    ///
    /// Country lists are built of thousands of short labels, nearly all already trimmed; checking
    /// the two ends first skips Foundation's bridged trim, which cost more than reading the list.
    var trimmingWhitespace: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        let plain: ClosedRange<UInt8> = 0x21...0x7E
        if plain.contains(first), plain.contains(last) { return self }
        return trimmingCharacters(in: .whitespaces)
    }

    /// The string upper-cased, as `uppercased()` gives it, returned as it is when it holds no
    /// lower-case ASCII letter and nothing beyond ASCII (every code the API sends), which spares
    /// the Unicode case mapping on each of thousands of observations.
    var uppercasedCode: String {
        if utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) { return self }
        return uppercased()
    }
}
