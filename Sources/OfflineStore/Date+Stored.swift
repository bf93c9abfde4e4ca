import Foundation
import WorldBank

extension Date {
    /// Reads a date as the store writes it (`"2026-04-30T00:00:00Z"`, ISO 8601 in UTC), by hand;
    /// any other form goes to `JSONDecoder`'s ISO 8601 strategy.
    static func readStored(from reader: inout JSONReader) throws(DecodingFailure) -> Date {
        try reader.withFoundationFallback(Date.self) { reader throws(DecodingFailure) in
            let text = Array(try reader.string().utf8)
            let digits = { (range: Range<Int>) -> Int? in
                var value = 0
                for byte in text[range] {
                    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                }
                return value
            }
            guard text.count == 20, text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"),
                text[10] == UInt8(ascii: "T"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
                text[19] == UInt8(ascii: "Z"), let year = digits(0..<4), let month = digits(5..<7),
                let day = digits(8..<10), let hour = digits(11..<13), let minute = digits(14..<16),
                let second = digits(17..<19), (1...12).contains(month), (1...31).contains(day), hour < 24,
                minute < 60, second < 60
            else { return nil }
            // Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
            let shiftedYear = month <= 2 ? year - 1 : year
            let era = shiftedYear / 400
            let yearOfEra = shiftedYear - era * 400
            let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            let days = era * 146_097 + dayOfEra - 719_468
            return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3_600 + minute * 60 + second))
        }
    }
}
