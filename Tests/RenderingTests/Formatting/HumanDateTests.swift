import Foundation
import Testing

@testable import Rendering

/// Dates as people write them, in UTC, read off the date's ISO 8601 text.
@Suite struct HumanDateTests {
    @Test(arguments: [
        (1_777_874_400.0, "4 May 2026", "4 May 2026, 06:00 UTC"),
        (1_777_874_459.9999, "4 May 2026", "4 May 2026, 06:00 UTC"),
        (951_782_400.0, "29 February 2000", "29 February 2000, 00:00 UTC"),
        (-0.5, "31 December 1969", "31 December 1969, 23:59 UTC"),
    ])
    func daysAndMinutesAreUTCAndTruncated(seconds: Double, day: String, time: String) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(HumanDate.day(date) == day)
        #expect(HumanDate.time(date) == time)
    }

    @Test(arguments: [("2026-03-20", "20 March 2026"), ("2026-13-01", "2026-13-01"), ("soon", "soon")])
    func worldBankDaysAreSpelledOutAndAnythingElseKept(text: String, day: String) {
        #expect(HumanDate.day(isoDay: text) == day)
    }
}
