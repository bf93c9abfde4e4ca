import WorldBank

/// A figure as people write it in a claim ("54.3 million", "$2.1 trillion", "3.4 %", "54,252,461"):
/// its value, and the precision it is written with, which decides what counts as the same figure.
///
/// "54.3 million" claims 54,250,000 to 54,350,000: any figure that rounds to it at one decimal of a
/// million is the claim. A percent is an indicator's own unit (the Bank writes 3.4 for 3.4 %), so
/// "3.4 %" claims 3.4.
public struct StatedValue: Sendable, Hashable {
    /// The value claimed, in the indicator's units.
    public let value: Double
    /// The step of the last digit written, in the same units (100,000 for "54.3 million").
    public let resolution: Double
    /// True when it was written as a percent.
    public let isPercent: Bool
    /// The text as written.
    public let text: String

    /// The words of scale people write after a number, with their factor.
    static let scales: [(words: [String], factor: Double)] = [
        (["thousand", "k"], 1e3), (["million", "millions", "mn", "mio", "m"], 1e6),
        (["billion", "billions", "bn", "b"], 1e9), (["trillion", "trillions", "tn", "t"], 1e12),
    ]

    /// The value `text` states, or nil when it states none (no number, two numbers, an unknown word).
    public init?(_ text: String) {
        guard text.utf8.count <= 100 else { return nil }
        self.text = text
        var rest = text.lowercased().trimmingWhitespace
        // Currency marks before or after the number: the indicator's unit says which currency.
        for mark in ["us$", "usd", "$"] where rest.hasPrefix(mark) { rest = String(rest.dropFirst(mark.count)) }
        for mark in ["us dollars", "dollars", "usd"] where rest.hasSuffix(mark) {
            rest = String(rest.dropLast(mark.count))
        }
        rest = rest.trimmingWhitespace
        var percent = false
        for mark in ["per cent", "percent", "%"] where rest.hasSuffix(mark) {
            rest = String(rest.dropLast(mark.count)).trimmingWhitespace
            percent = true
            break
        }
        var factor = 1.0
        if let scale = Self.scales.first(where: { scale in
            scale.words.contains { rest.hasSuffix($0) && rest.dropLast($0.count).last.map(Self.endsNumber) == true }
        }), let word = scale.words.first(where: { rest.hasSuffix($0) }) {
            factor = scale.factor
            rest = String(rest.dropLast(word.count)).trimmingWhitespace
        }
        // The number: a sign, digits grouped by commas (or thin spaces), a decimal point.
        var negative = false
        if let first = rest.first, ["-", "−", "+"].contains(first) {
            negative = first != "+"
            rest = String(rest.dropFirst())
        }
        let digits = rest.filter { $0 != "," && $0 != "\u{2009}" && $0 != "\u{202F}" }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard !digits.isEmpty, parts.count <= 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts[0].count + (parts.count == 2 ? parts[1].count : 0) > 0,
            let number = Double(String(digits))
        else { return nil }
        let decimals = parts.count == 2 ? parts[1].count : 0
        value = (negative ? -number : number) * factor
        resolution = Self.power(-decimals) * factor
        isPercent = percent
    }

    /// True when `character` can end a number (a digit or a decimal point), so that "54.3m" is a
    /// scale and "5 bn" too, but the "m" of "mm" is not.
    private static func endsNumber(_ character: Character) -> Bool {
        character.isNumber || character == "." || character == " "
    }

    /// 10 to the power `exponent`, exactly for small exponents.
    static func power(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<abs(exponent) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    /// True when `figure`, rounded to the precision this value is written with, is this value.
    public func isMatched(by figure: Double) -> Bool {
        Self.matches(figure, value, resolution)
    }

    /// True when `figure` rounds to `value` at `resolution` (a hair of relative slack for binary noise).
    static func matches(_ figure: Double, _ value: Double, _ resolution: Double) -> Bool {
        abs(figure - value) <= resolution / 2 + max(abs(figure), abs(value)) * 1e-12
    }
}
