import Foundation
import Testing
import WorldBank

/// The package's own trim and fixed-point text give what Foundation's did, which the product no
/// longer links.
@Suite struct StringTextTests {
    static let untrimmed = [
        "", " ", "Kenya", "  Kenya\t", "\u{00A0}Kenya\u{3000}", "Kenya\n", "\nKenya \n ", "\u{2003}São Tomé ", "a b",
        "\r\n12\r\n", "\u{0301}x ",
    ]

    @Test(arguments: untrimmed)
    func trimmingWhitespaceIsFoundationsTrimOfWhitespaces(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: [0, 1, 2, 3]) func fixedIsPrintfsFixedPoint(decimals: Int) {
        // Whole numbers below 9e15 take the integer path; the rest, and -0, take printf's.
        let values = [
            0, -0.0, 0.25, 0.35, 2.675, -0.04, 1_673_916_511_799.7087, 1e300, -1.7e308, .nan, .infinity, 5, -5, 812,
            33_121, 4_294_967_296, -1_673_916_511_800, 8_999_999_999_999_998, 9e15, -9e15, 1e16,
        ]
        for value in values {
            #expect(String(fixed: value, decimals: decimals) == String(format: "%.\(decimals)f", value))
        }
    }
}
