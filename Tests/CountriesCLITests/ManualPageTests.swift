import Foundation
import Testing

/// `countries manual`: the page `scripts/release.sh` ships.
@Suite struct ManualPageTests {
    /// A release built twice from one commit has one manual: the footer's day is that of
    /// `SOURCE_DATE_EPOCH` (the last commit's time), and only a number of seconds counts as one.
    @Test(arguments: [("1796127270", "2026-12-01"), ("0", "1970-01-01"), ("", "2026-11-29"), ("-5", "2026-11-29")])
    func theFooterDateIsThatOfSourceDateEpoch(epoch: String, day: String) async throws {
        let run = try await CommandRun.run(["manual"], environment: ["SOURCE_DATE_EPOCH": epoch])
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix(".TH COUNTRIES 1 \"\(day)\" "))
    }
}
