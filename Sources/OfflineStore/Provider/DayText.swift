#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

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

    /// The start (00:00 UTC) of the day `text` names, which must be exactly `YYYY-MM-DD` with a
    /// four-digit year and a day the calendar has: `nil` for `2026-02-30`, `2026-02-29`, `26-01-01`
    /// or `2026-02-3x`, never a neighbouring day.
    public static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        let digits = [0, 1, 2, 3, 5, 6, 8, 9]
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) })
        else { return nil }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - UInt8(ascii: "0")) } }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...lengths[month - 1]).contains(day) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(days(year: year, month: month, day: day) * 86_400))
    }

    /// Formats `date` as `YYYY-MM-DDTHH:MM:SSZ` in UTC, the fraction of its second dropped, as the
    /// stored answers date their fetching.
    static func formatMoment(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let time = ((seconds % 86_400) + 86_400) % 86_400
        return format(date) + "T\(pad(time / 3_600, 2)):\(pad(time / 60 % 60, 2)):\(pad(time % 60, 2))Z"
    }

    /// The moment `text` names in the form ``formatMoment(_:)`` writes; `nil` for any other text.
    /// Every offline run reads a few of these from the built-in snapshot's headers: parsed with
    /// `Date.ISO8601FormatStyle` instead, an offline listing took 1.2 million more instructions.
    static func parseMoment(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "Z"),
            [11, 12, 14, 15, 17, 18].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }),
            let day = parse(String(decoding: bytes[0..<10], as: UTF8.self))
        else { return nil }
        func number(_ at: Int) -> Int {
            Int(bytes[at] - UInt8(ascii: "0")) * 10 + Int(bytes[at + 1] - UInt8(ascii: "0"))
        }
        let (hours, minutes, seconds) = (number(11), number(14), number(17))
        guard hours < 24, minutes < 60, seconds < 60 else { return nil }
        return day.addingTimeInterval(TimeInterval(hours * 3_600 + minutes * 60 + seconds))
    }

    /// Days since 1970-01-01 of a calendar day (Howard Hinnant's days_from_civil).
    private static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
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
