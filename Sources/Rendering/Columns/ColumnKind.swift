import WorldBank

/// What a column holds, which decides how people see it: alignment, number style, what a gap looks
/// like, and how wide it is in the HTML report. Machines (CSV, JSON) get the raw value whatever the kind.
enum ColumnKind: Sendable, Hashable {
    /// A short code such as `KEN`.
    case code
    /// The name of the row: shortened first in a narrow terminal, wraps in HTML.
    case name
    /// Short text such as an income level; `width` is its width in rem in the HTML report.
    case label(width: Double)
    /// A whole number such as a count of economies.
    case count
    /// A large quantity, written short with a unit: `56.2 M`.
    case quantity
    /// An amount of US dollars, short with a unit: `$4.46 T`.
    case money
    /// Dollars per person, whole with separators: `$33,121`.
    case moneyPerHead
    /// A change in percent, signed: `+1.2%` (the value is 1.2).
    case growth
    /// A share in percent: `12.5%` (the value is 12.5).
    case share
    /// A sum against the World Bank's in percent, to two decimals, as close figures differ: `-0.97%`
    /// (the value is -0.97).
    case difference
    /// A calendar year.
    case year

    /// True for the kinds people read as figures, which line up on the right.
    var isNumeric: Bool {
        switch self {
        case .code, .name, .label, .year: false
        case .count, .quantity, .money, .moneyPerHead, .growth, .share, .difference: true
        }
    }

    /// `value` as files for programs hold it: a percentage to six decimals, which is more than any
    /// of its inputs supports, so that floating-point noise (`-1.1102230246251565e-14` for a sum
    /// equal to the Bank's) never reaches a file; every other kind as it is.
    func machineValue(_ value: Double) -> Double {
        switch self {
        case .growth, .share, .difference: (value * 1e6).rounded() / 1e6 + 0
        case .code, .name, .label, .count, .quantity, .money, .moneyPerHead, .year: value
        }
    }

    /// What people see where there is no value: a growth with no previous year is simply blank.
    var missingText: String {
        self == .growth ? "" : "—"
    }

    /// `value` written for people in this kind.
    func format(_ value: Double) -> String {
        switch self {
        case .money: NumberText.humanDollars(value)
        case .moneyPerHead: NumberText.groupedDollars(value)
        case .growth: NumberText.percent(value / 100)
        case .share: NumberText.fixed(value, decimals: 1) + "%"
        case .difference: NumberText.percent(value / 100, decimals: 2)
        case .quantity: NumberText.human(value)
        case .count, .year, .code, .name, .label: String(raw: value)
        }
    }
}
