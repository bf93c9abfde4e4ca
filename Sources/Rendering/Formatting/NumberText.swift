import CSystem
import Foundation

/// How numbers are written: short with units for people, full precision for machines.
enum NumberText {
    /// Three significant digits with a unit: `1.43 B`, `56.2 M`, `394 K`, `812`, `62.1`.
    static func human(_ value: Double) -> String {
        let magnitude = abs(value)
        let units: [(Double, String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "K")]
        for (scale, unit) in units where magnitude >= scale * 0.9995 {
            return significant(value / scale) + " " + unit
        }
        // Below a thousand a whole number stays whole (812 people) and a fraction keeps three
        // significant digits (62.1 years of life expectancy), so small indicators are not rounded away.
        return value == value.rounded() ? fixed(value, decimals: 0) : significant(value)
    }

    /// Money with a unit: `$4.46 T`.
    static func humanDollars(_ value: Double) -> String {
        (value < 0 ? "-$" : "$") + human(abs(value))
    }

    /// Whole dollars with thousands separators, for per-capita figures: `$33,121`.
    static func groupedDollars(_ value: Double) -> String {
        (value < 0 ? "-$" : "$") + grouped(abs(value).rounded())
    }

    /// A signed percentage with one decimal: `+1.2%`, `-0.4%`.
    static func percent(_ fraction: Double) -> String {
        String(format: "%+.1f%%", fraction * 100)
    }

    /// Full precision without separators, for CSV and JSON: `51672569`, `1673916511799.7087`.
    /// Whole numbers lose the `.0` so spreadsheets read integers, and large ones are written out
    /// in digits; only a tiny fraction keeps its exponent (`5e-324`), never rounded to `0`.
    static func raw(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 9e15 { return String(Int64(value)) }
        let text = value.description
        guard text.contains("e"), abs(value) >= 1 else { return text }
        return fixed(value, decimals: 0)
    }

    private static func significant(_ value: Double) -> String {
        let magnitude = abs(value)
        if magnitude >= 99.95 { return fixed(value, decimals: 0) }
        if magnitude >= 9.995 { return fixed(value, decimals: 1) }
        return fixed(value, decimals: 2)
    }

    private static func grouped(_ value: Double) -> String {
        var digits = fixed(value, decimals: 0)
        for end in stride(from: digits.count - 3, to: 0, by: -3) {
            digits.insert(",", at: digits.index(digits.startIndex, offsetBy: end))
        }
        return digits
    }

    /// `value` with `decimals` digits after the point, exactly as `String(format: "%.2f")` writes it,
    /// through C's `snprintf` directly: Foundation's formatting cost more than the rest of a table.
    static func fixed(_ value: Double, decimals: Int) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer in
            let written = Int(csystem_format_fixed(value, Int32(decimals), buffer.baseAddress, buffer.count))
            guard written > 0, written < buffer.count else { return String(format: "%.\(decimals)f", value) }
            return String(
                decoding: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[..<written]), as: UTF8.self)
        }
    }
}
