import TestSupport
import Testing

@testable import Rendering

/// The classes of a map, from the real 2022 GDP per capita of the 202 economies that have both
/// figures (the Bank's CSV files; bounds and counts checked apart from this code in Python 3).
@Suite struct MapScaleTests {
    static func gdpPerCapita2022() throws -> [Double] {
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let gdp = try SharedFigures.values("NY.GDP.MKTP.CD", in: 2022)
        let economies = try WorldMapTests.countries().filter { !$0.isAggregate }.map(\.id)
        return economies.compactMap { id in
            guard let gdp = gdp[id], let people = population[id], people > 0 else { return nil }
            return gdp / people
        }
    }

    @Test func sixQuantileClassesWithRoundBoundsFromRealValues() throws {
        let values = try Self.gdpPerCapita2022()
        let scale = MapScale(values: values)

        #expect(values.count == 202)
        #expect(scale.bounds == [1_700, 3_900, 7_700, 18_000, 36_000])
        #expect(scale.counts == [33, 34, 34, 33, 33, 35])
        #expect(
            (0..<scale.classCount).map { scale.label($0, format: ColumnKind.moneyPerHead.format) } == [
                "under $1,700", "$1,700 – $3,900", "$3,900 – $7,700", "$7,700 – $18,000", "$18,000 – $36,000",
                "$36,000 and over",
            ])
        #expect((0..<6).map(scale.colour) == MapScale.ramp)
    }

    @Test func aBoundBelongsToTheClassItStarts() {
        let scale = MapScale(values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        #expect(scale.bounds == [3, 5, 7, 9, 11])
        #expect([2.99, 3, 10.99, 11, 12].map(scale.classIndex(of:)) == [0, 1, 4, 5, 5])
    }

    @Test func fewDistinctValuesGiveFewClassesAndEqualValuesOne() {
        // Three distinct values ask for three classes; the first bound would be the lowest value, so
        // it goes, rather than leave the first class empty.
        let few = MapScale(values: [5, 5, 70, 900, .nan])
        #expect(few.bounds == [70])
        #expect(few.counts == [2, 2])
        #expect((0..<2).map(few.colour) == ["#d9e7f8", "#024164"])
        let same = MapScale(values: [42, 42])
        #expect(same.bounds.isEmpty && same.counts == [2] && same.label(0, format: { "\($0)" }) == "all values")
    }

    @Test(arguments: [
        (1_187.0, 1_200.0), (40_886, 41_000), (0.534, 0.53), (-1_234, -1_200), (95, 95), (99.5, 100), (0, 0),
    ])
    func boundsAreRoundedToTwoSignificantDigits(value: Double, rounded: Double) {
        #expect(MapScale.rounded(value) == rounded)
    }
}
