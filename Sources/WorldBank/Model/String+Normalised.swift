extension String {
    /// The string without leading and trailing spaces and tabs: Unicode's space separators (`Zs`)
    /// and U+0009, the set Foundation calls `CharacterSet.whitespaces`.
    ///
    /// The one trim of the package, written on the standard library so that the product needs only
    /// FoundationEssentials (whose `String` has no `trimmingCharacters`). Country lists are built of
    /// thousands of short labels, nearly all already trimmed, so the two ends are checked first.
    package var trimmingWhitespace: String {
        guard let first = utf8.first, let last = utf8.last else { return self }
        let plain: ClosedRange<UInt8> = 0x21...0x7E
        if plain.contains(first), plain.contains(last) { return self }
        return trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// The string without leading and trailing white space and line breaks (Unicode's
    /// `White_Space`, Foundation's `CharacterSet.whitespacesAndNewlines`), for a line read from a file.
    package var trimmingWhitespaceAndNewlines: String { trimming(\.properties.isWhitespace) }

    /// The string upper-cased, as `uppercased()` gives it, returned as it is when it holds no
    /// lower-case ASCII letter and nothing beyond ASCII (every code the API sends), which spares
    /// the Unicode case mapping on each of thousands of observations.
    var uppercasedCode: String {
        if utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) { return self }
        return uppercased()
    }

    /// The string without the scalars at either end for which `isTrimmed` holds, cut between
    /// scalars as Foundation's trim cuts.
    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
            let end = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[start...end])
    }
}
