import Analysis
import Foundation
import OfflineStore
import Rendering
import WorldBank

/// Turns option values into typed values, or a ``UsageError`` naming the value and the choices.
enum ValueParser {
    /// The first year of World Bank data.
    static let firstYear = 1960

    /// `2022`, `2010:2022` (inclusive) or `latest`; a year outside 1960…this year is refused, and so
    /// is a range whose first year comes after its last.
    static func year(_ text: String, now: Date) throws(UsageError) -> YearSelection {
        let trimmed = text.lowercased()
        if trimmed == "latest" { return .latest }
        let lastYear = DayText.year(now)
        let hint = "give a year from \(firstYear) to \(lastYear), a range such as 2010:2022, or 'latest'"
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        let years = parts.map { part -> Int? in
            guard part.count == 4, part.allSatisfy(\.isASCII), let year = Int(part),
                (firstYear...lastYear).contains(year)
            else { return nil }
            return year
        }
        if years.count == 1, let year = years[0] { return .year(year) }
        if years.count == 2, let first = years[0], let last = years[1] {
            guard first <= last else {
                throw UsageError(
                    "invalid year range '\(text)': \(first) comes after \(last)",
                    hint: "write the older year first, such as \(last):\(first)")
            }
            return first == last ? .year(first) : .range(first, last)
        }
        throw UsageError(parts.count == 2 ? "invalid year range '\(text)'" : "invalid year '\(text)'", hint: hint)
    }

    /// One of a closed set of choices, such as `--format` or `--sort`.
    static func choice<T: RawRepresentable & CaseIterable>(_ text: String, option: String, as type: T.Type)
        throws(UsageError) -> T where T.RawValue == String
    {
        let choices = T.allCases.map(\.rawValue)
        if let value = T(rawValue: text.lowercased()) { return value }
        let suggestion = SuggestionText.closest(to: text, among: choices).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(
            "invalid \(option) '\(text)'\(suggestion)", hint: "choose one of: \(choices.joined(separator: ", "))")
    }

    /// A whole number in `range`.
    static func integer(_ text: String, option: String, range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
            range.contains(value)
        else {
            throw UsageError(
                "invalid \(option) '\(text)'",
                hint: "give a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// The longest duration accepted: ten years, far beyond any sensible cache age or timeout and
    /// far below where the arithmetic would overflow.
    private static let maximumSeconds = 10.0 * 365 * 86_400

    /// A duration such as `90s`, `30m`, `24h`, `7d`, or, unless `unit` is required, plain seconds.
    static func duration(_ text: String, option: String, unitRequired: Bool = false) throws(UsageError) -> Duration {
        let lowered = text.lowercased()
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3_600), ("d", 86_400)]
        let unit = units.first { lowered.hasSuffix($0.0) && Self.isDecimal(lowered.dropLast($0.0.count)) }
        let number = unit.map { lowered.dropLast($0.0.count) } ?? (unitRequired ? "" : lowered[...])
        if Self.isDecimal(number), let value = Double(number), value * (unit?.1 ?? 1) <= maximumSeconds {
            return .milliseconds(Int((value * (unit?.1 ?? 1) * 1_000).rounded()))
        }
        throw UsageError(
            "invalid \(option) '\(text)'",
            hint: "give a duration such as 90s, 30m, 24h or 7d (at most 10 years)"
                + (unitRequired ? ", with its unit" : ""))
    }

    /// True for digits with at most one decimal point, such as `24` or `0.5`: no sign, no
    /// exponent, no spaces, nothing `Double` would also accept.
    private static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text != "." && text.filter { $0 == "." }.count <= 1
            && text.allSatisfy { $0 == "." || ($0.isASCII && $0.isNumber) }
    }

    /// Indicator codes, comma-separated.
    static func indicators(_ text: String) throws(UsageError) -> [IndicatorCode] {
        var codes: [IndicatorCode] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let code = IndicatorCode(String(part)) else {
                throw UsageError(
                    "invalid indicator code '\(part)'",
                    hint: "codes look like SP.DYN.LE00.IN (letters, digits and dots)")
            }
            codes.append(code)
        }
        return codes
    }

    /// The extra indicators of several `--indicator` values: each once, in the order given, without
    /// the core ones every listing shows anyway.
    static func extraIndicators(_ lists: [[IndicatorCode]]) -> [IndicatorCode] {
        var extras: [IndicatorCode] = []
        for code in lists.joined() where !IndicatorCode.core.contains(code) && !extras.contains(code) {
            extras.append(code)
        }
        return extras
    }

    /// The items of a comma-separated list, trimmed; an empty item is a mistake worth naming.
    static func list(_ text: String, option: String) throws(UsageError) -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !items.contains(where: \.isEmpty) else {
            throw UsageError(
                "empty \(option) '\(text)'",
                hint: "give ISO3 codes, ISO2 codes or names, such as \(option) KEN,UG,tanzania")
        }
        return items
    }
}
