#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Dates as people write them, in UTC: `30 November 2026`, `30 November 2026, 07:39 UTC`.
///
/// Read off the date's ISO 8601 text, which is in UTC: the same text as `generated_at` in `summary.json`.
enum HumanDate {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// `30 November 2026`.
    static func day(_ date: Date) -> String {
        day(isoDay: String(date.formatted(.iso8601).prefix(10)))
    }

    /// `30 November 2026, 07:39 UTC`.
    static func time(_ date: Date) -> String {
        let text = date.formatted(.iso8601)
        return day(isoDay: String(text.prefix(10))) + ", \(text.dropFirst(11).prefix(5)) UTC"
    }

    /// `20 March 2026` for the World Bank's `2026-03-20`; the text itself when it is not such a date.
    static func day(isoDay text: String) -> String {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return text }
        return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
    }
}
