public import Foundation

/// Calendar days in UTC, `2026-04-30`, so every output names days the same way.
public enum DayText {
    /// Formats `date` as `YYYY-MM-DD` in UTC.
    public static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
