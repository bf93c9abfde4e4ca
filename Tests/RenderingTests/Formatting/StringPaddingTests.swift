import Testing

@testable import Rendering

/// Columns of labels: filled with spaces to their width, or cut to it.
@Suite struct StringPaddingTests {
    @Test(arguments: [
        ("Capital", 10, "Capital   "), ("Population", 10, "Population"), ("GDP per capita", 12, "GDP per capi"),
        ("Côte d'Ivoire", 14, "Côte d'Ivoire "), ("", 3, "   "),
    ])
    func paddedFillsOrCutsToTheWidth(text: String, width: Int, padded: String) {
        #expect(text.padded(width) == padded)
    }

    @Test func leftPaddedRightAligns() {
        #expect(["7", "64", "123"].map { $0.leftPadded(2) } == [" 7", "64", "123"])
    }
}
