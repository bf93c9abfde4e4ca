public import Foundation

/// Dates as people write them, in UTC: `30 November 2026`, `30 November 2026, 07:39 UTC`.
public enum HumanDate {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    private static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// `30 November 2026`.
    public static func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        return "\(parts.day ?? 1) \(month) \(parts.year ?? 0)"
    }

    /// `30 November 2026, 07:39 UTC`.
    public static func time(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return day(date) + String(format: ", %02d:%02d UTC", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// `20 March 2026` for the World Bank's `2026-03-20`; the text itself when it is not such a date.
    public static func day(isoDay text: String) -> String {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return text }
        return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
    }
}
