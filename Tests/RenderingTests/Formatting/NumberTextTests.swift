import Foundation
import TestSupport
import Testing
import WorldBank

@testable import Rendering

/// Human units for people, full precision for machines.
@Suite struct NumberTextTests {
    @Test(arguments: [
        (1_428_627_663.0, "1.43 B"), (56_200_000.0, "56.2 M"), (394_000.0, "394 K"), (812.0, "812"),
        (999_950.0, "1.00 M"), (7_989_545_217.0, "7.99 B"), (62.1, "62.1"), (0.0, "0"), (4.257, "4.26"),
    ])
    func humanNumbersHaveThreeSignificantDigits(value: Double, text: String) {
        #expect(NumberText.human(value) == text)
    }

    /// Real figures whose decimal value is a tie that binary floating point would round down.
    @Test(arguments: [
        ("SP.POP.TOTL", "SXM", 1960, "2.72 K"), ("NY.GDP.MKTP.CD", "KGZ", 1990, "$2.68 B"),
        ("SP.POP.TOTL", "BMU", 2000, "61.6 K"), ("SP.POP.TOTL", "LSO", 1960, "737 K"),
    ])
    func decimalTiesRoundAwayFromZero(indicator: String, code: String, year: Int, text: String) throws {
        let value = try #require(try SharedFigures.value(indicator, code, year))
        let kind: ColumnKind = indicator == "SP.POP.TOTL" ? .quantity : .money
        #expect(kind.format(value) == text)
        #expect(kind.format(-value) == "-" + text)
    }

    @Test func moneyAndGrowthRead() {
        #expect(NumberText.humanDollars(4_456_081_016_705.4) == "$4.46 T")
        #expect(NumberText.groupedDollars(33_121.37) == "$33,121")
        #expect(NumberText.percent(0.0123) == "+1.2%")
        #expect(NumberText.percent(-0.004) == "-0.4%")
    }

    @Test(arguments: [
        (25_744_108_000_000.0, "25744108000000"), (101_225_059_591_362.84, "101225059591362.84"), (0.5, "0.5"),
        (1e20, "100000000000000000000"),
    ])
    func rawNumbersKeepFullPrecisionWithoutExponents(value: Double, text: String) {
        #expect(String(raw: value) == text)
    }

    @Test func fixedDecimalsAreWrittenExactlyAsStringFormatWritesThem() {
        var generator = SystemRandomNumberGenerator()
        let edges: [Double] = [
            0.125, 2.675, -0.0, 0.005, 99.95, 9.995, 1e15, -1e300, .leastNonzeroMagnitude, 1_428_627_663.0 / 1e9,
        ]
        let values = edges + (0..<2_000).map { _ in Double.random(in: -1e6...1e6, using: &generator) }
        for value in values {
            for decimals in 0...2 {
                #expect(NumberText.fixed(value, decimals: decimals) == String(format: "%.\(decimals)f", value))
            }
        }
    }
}
