import WorldBank

/// One figure that differs between two official releases, with what kind of difference it is.
///
/// The Bank's releases do not write values at one precision (the release of 2026-02-25 wrote at most
/// 11 significant digits where others write 15 to 17), so most "changes" between two releases are
/// re-roundings. Telling them from revisions is what makes a comparison of releases readable.
public struct ReleaseDifference: Sendable, Hashable {
    /// What kind of difference.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Equal once both are rounded to the significant digits the coarser release writes.
        case roundingOnly = "rounding_only"
        /// A different figure.
        case revised
        /// Given only by the later release.
        case added
        /// Given only by the earlier release.
        case removed

        /// How outputs name it.
        public var text: String { self == .roundingOnly ? "rounding only" : rawValue }
    }

    /// The figure before and after.
    public let revision: ValueRevision
    /// What kind of difference it is.
    public let kind: Kind

    /// The differences between the figures of one indicator in two releases, each classified; `digits`
    /// is the precision the coarser release writes (``significantDigits(_:)`` of its values).
    public static func classify(_ revisions: [ValueRevision], digits: Int) -> [ReleaseDifference] {
        revisions.map { revision in
            let kind: Kind =
                switch (revision.before, revision.after) {
                case (nil, _): .added
                case (_, nil): .removed
                case (let before?, let after?):
                    // A tie (the digits dropped are exactly 5) may be written rounded either way, and
                    // either release may be the coarser one.
                    !roundings(before, digits: digits).isDisjoint(with: roundings(after, digits: digits))
                        ? .roundingOnly : .revised
                }
            return ReleaseDifference(revision: revision, kind: kind)
        }
    }

    /// The texts `value` may be written as at `digits` significant digits: one, or two for a tie.
    private static func roundings(_ value: Double, digits: Int) -> Set<String> {
        [rounded(value, digits: digits), rounded(value, digits: digits, tiesUp: false)]
    }

    /// The significant digits of `value` as its shortest exact text writes it: 54252461 has 8,
    /// 2090.5932011803693 has 17, 1.2e-05 has 2.
    public static func significantDigits(_ value: Double) -> Int {
        guard value.isFinite, value != 0 else { return 1 }
        var text = Substring(abs(value).description)
        if let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) { text = text[..<exponent] }
        var digits = text.filter { $0 != "." }.drop { $0 == "0" }
        // A whole number's trailing zeros are the number's, not its precision ("1200000.0").
        while digits.last == "0" { digits = digits.dropLast() }
        return max(1, digits.count)
    }

    /// `value` rounded to `digits` significant digits (a tie up unless `tiesUp` is false), as a key
    /// that equals another's when the two round to the same number: worked on the value's shortest
    /// decimal text, the digits a reader sees, so that no binary scaling error decides.
    static func rounded(_ value: Double, digits: Int, tiesUp: Bool = true) -> String {
        guard value.isFinite, value != 0 else { return value.isFinite ? "0" : value.description }
        let text = abs(value).description
        let parts = text.split(separator: "e")
        let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        var figures = Array((mantissa.first ?? "") + (mantissa.count > 1 ? mantissa[1] : "")).compactMap(
            \.wholeNumberValue)
        // The position of the decimal point after the first figure kept.
        var point = (mantissa.first?.count ?? 0) + exponent
        while figures.first == 0 {
            figures.removeFirst()
            point -= 1
        }
        if figures.count > digits {
            let dropped = figures[digits...]
            let tie = dropped.first == 5 && dropped.dropFirst().allSatisfy { $0 == 0 }
            let up = tie ? tiesUp : figures[digits] >= 5
            figures = Array(figures.prefix(digits))
            var index = figures.count - 1
            var carry = up
            while carry, index >= 0 {
                figures[index] += 1
                carry = figures[index] == 10
                if carry { figures[index] = 0 }
                index -= 1
            }
            if carry {
                figures.insert(1, at: 0)
                point += 1
            }
        }
        while figures.last == 0 { figures.removeLast() }
        return (value < 0 ? "-" : "") + figures.map(String.init).joined() + "e\(point)"
    }
}
