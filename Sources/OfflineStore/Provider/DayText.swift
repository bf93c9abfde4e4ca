public import Foundation

/// Calendar days in UTC, `2026-04-30`, so every output names days the same way.
///
/// Computed by arithmetic (the proleptic Gregorian calendar in UTC has no exceptions to look up):
/// `Calendar`'s first use loads its time-zone and calendar data, which took longer than the rest of
/// an offline listing.
public enum DayText {
    /// Formats `date` as `YYYY-MM-DD` in UTC.
    public static func format(_ date: Date) -> String {
        let (year, month, day) = civil(date)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// The calendar year of `date` in UTC.
    public static func year(_ date: Date) -> Int { civil(date).year }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// The UTC calendar day of a moment (Howard Hinnant's civil_from_days).
    private static func civil(_ date: Date) -> (year: Int, month: Int, day: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * monthIndex + 2) / 5 + 1)
    }
}
