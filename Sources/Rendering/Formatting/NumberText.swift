import WorldBank

/// How numbers are written: short with units for people, full precision for machines.
enum NumberText {
    /// Three significant digits with a unit: `1.43 B`, `56.2 M`, `394 K`, `812`, `62.1`. A decimal
    /// tie rounds away from zero (2,715 is `2.72 K`), as people round, not as its binary fraction would.
    static func human(_ value: Double) -> String {
        let magnitude = abs(value)
        // `scale - scale / 2000` is 0.9995 of it exactly: 999,500 is `1.00 M`, never `1000 K`.
        for (power, unit) in units where magnitude >= tenTo(power) - tenTo(power) / 2000 {
            return significant(value, power: power) + " " + unit
        }
        // Below a thousand a whole number stays whole (812 people) and a fraction keeps three
        // significant digits (62.1 years of life expectancy), so small indicators are not rounded away.
        return value == value.rounded() ? fixed(value, decimals: 0) : significant(value, power: 0)
    }

    /// Money with a unit: `$4.46 T`.
    static func humanDollars(_ value: Double) -> String {
        (value < 0 ? "-$" : "$") + human(abs(value))
    }

    /// Whole dollars with thousands separators, for per-capita figures: `$33,121`.
    static func groupedDollars(_ value: Double) -> String {
        (value < 0 ? "-$" : "$") + grouped(abs(value).rounded())
    }

    /// A signed percentage with one decimal (or `decimals`): `+1.2%`, `-0.4%`.
    static func percent(_ fraction: Double, decimals: Int = 1) -> String {
        let digits = fixed(fraction * 100, decimals: decimals)
        return (digits.hasPrefix("-") ? digits : "+" + digits) + "%"
    }

    /// `value` over 10^`power` to three significant digits. It is rounded in whole steps of the last
    /// digit shown, reached by one division or multiplication by an exact power of ten, so a tie such
    /// as 2,715 → 271.5 stays a tie and goes away from zero; dividing first (2.715) would not.
    private static func significant(_ value: Double, power: Int) -> String {
        let shown = abs(value) / tenTo(power)
        let decimals = shown >= 99.95 ? 0 : shown >= 9.995 ? 1 : 2
        let shift = power - decimals
        let steps = (shift >= 0 ? value / tenTo(shift) : value * tenTo(-shift)).rounded(.toNearestOrAwayFromZero)
        return fixed(steps / tenTo(decimals), decimals: decimals)
    }

    /// The units of ``human(_:)``, largest first, each with the power of ten it stands for.
    private static let units: [(power: Int, unit: String)] = [(12, "T"), (9, "B"), (6, "M"), (3, "K")]

    /// 10^`power`, exact for the powers used here (up to 10^22).
    private static func tenTo(_ power: Int) -> Double {
        powersOfTen[power]
    }

    /// 10^0 to 10^22, each made by multiplying by ten, which is exact up to 10^22. Made once: a
    /// listing formats hundreds of figures.
    private static let powersOfTen = (0...22).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

    private static func grouped(_ value: Double) -> String {
        var digits = fixed(value, decimals: 0)
        for end in stride(from: digits.count - 3, to: 0, by: -3) {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: end))
        }
        return digits
    }

    /// `value` with `decimals` digits after the point, as C's `printf("%.2f")` writes it (``String/init(fixed:decimals:)``).
    static func fixed(_ value: Double, decimals: Int) -> String { String(fixed: value, decimals: decimals) }
}
