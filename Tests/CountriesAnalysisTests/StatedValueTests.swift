import CountriesAnalysis
import Testing

/// Figures as people write them in claims, read with the precision they are written with.
@Suite struct StatedValueTests {
    @Test(arguments: [
        ("54.3 million", 54_300_000.0, 100_000.0, false), ("$2.1 trillion", 2.1e12, 1e11, false),
        ("3.4 %", 3.4, 0.1, true), ("3.4%", 3.4, 0.1, true), ("12 per cent", 12, 1, true),
        ("54,252,461", 54_252_461, 1, false), ("1.2bn", 1.2e9, 1e8, false), ("2 tn", 2e12, 1e12, false),
        ("-1.5", -1.5, 0.1, false), ("−7", -7, 1, false), ("USD 5 billion", 5e9, 1e9, false),
        ("5 billion US dollars", 5e9, 1e9, false), ("54.3m", 54.3e6, 1e5, false),
        ("750 thousand", 750_000, 1_000, false),
        ("+0.25", 0.25, 0.01, false),
    ])
    func aValueIsReadWithItsPrecision(text: String, value: Double, resolution: Double, percent: Bool) throws {
        let stated = try #require(StatedValue(text))
        #expect(abs(stated.value - value) <= abs(value) * 1e-12)
        #expect(abs(stated.resolution - resolution) <= resolution * 1e-12)
        #expect(stated.isPercent == percent)
    }

    @Test(arguments: [
        "", "abc", "1.2.3", "5 mm", "million", "$", "1,2e5", "12 apples", String(repeating: "9", count: 120),
    ])
    func aTextThatStatesNoFigureIsRefused(text: String) {
        #expect(StatedValue(text) == nil)
    }

    @Test func aFigureMatchesWhenItRoundsToTheClaim() throws {
        let claim = try #require(StatedValue("54.3 million"))
        #expect(claim.isMatched(by: 54_252_461))
        #expect(claim.isMatched(by: 54_349_999))
        #expect(!claim.isMatched(by: 54_350_001))
        #expect(!claim.isMatched(by: 54_249_999))
        #expect(try #require(StatedValue("54,252,461")).isMatched(by: 54_252_461))
        #expect(try !#require(StatedValue("54,252,460")).isMatched(by: 54_252_461))
    }
}
