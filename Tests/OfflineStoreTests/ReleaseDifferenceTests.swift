import OfflineStore
import Testing
import WorldBank

/// Differences between two releases, classified as a reader of the written numbers would: a value
/// the coarser release wrote with fewer digits is a re-rounding, not a revision.
@Suite struct ReleaseDifferenceTests {
    @Test(arguments: [
        (54_252_461.0, 8), (113_419_826_113.90314, 17), (2090.5932011803693, 17), (1.2e-05, 2), (1_200_000.0, 2),
        (0.5, 1), (-3.25, 3), (0.0, 1),
    ])
    func significantDigitsAreThoseOfTheShortestText(value: Double, digits: Int) {
        #expect(ReleaseDifference.significantDigits(value) == digits)
    }

    static let gdp = IndicatorCode("NY.GDP.MKTP.CD")!

    func revision(_ before: Double?, _ after: Double?) -> ValueRevision {
        ValueRevision(economy: "KEN", indicator: Self.gdp, year: 2022, before: before, after: after)
    }

    @Test func aReRoundingIsToldFromARevision() {
        let differences = ReleaseDifference.classify(
            [
                // The real 2022 GDP of Kenya, and the same written with 11 significant digits.
                revision(113_419_826_113.90314, 113_419_826_110),
                // Half up at the 11th digit: 1.23456789015 → 1.2345678902.
                revision(1.234_567_890_15, 1.234_567_890_2),
                revision(113_419_826_113.90314, 114_554_024_375.04), revision(nil, 5), revision(5, nil),
                // A carry through every digit: 9.99999999999 → 10.000000000.
                revision(9.999_999_999_99, 10),
                // A tie written rounded down (Python's format rounds the binary value, just under .665).
                revision(212_643_742.665, 212_643_742.66),
                revision(212_643_742.664, 212_643_742.67),
                // The same tie with the coarser release first (the 11-digit release before a full one).
                revision(212_643_742.66, 212_643_742.665), revision(212_643_742.67, 212_643_742.665),
            ], digits: 11)
        #expect(
            differences.map(\.kind) == [
                .roundingOnly, .roundingOnly, .revised, .added, .removed, .roundingOnly, .roundingOnly, .revised,
                .roundingOnly, .roundingOnly,
            ])
        #expect(differences[2].revision.changePercent.map { ($0 * 100).rounded() / 100 } == 1.0)
    }

    @Test func atFullPrecisionEveryDifferenceIsARevision() {
        let differences = ReleaseDifference.classify(
            [revision(113_419_826_113.90314, 113_419_826_113.9031)], digits: 17)
        #expect(differences.map(\.kind) == [.revised])
    }
}
