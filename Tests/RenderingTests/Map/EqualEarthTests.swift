import Testing

@testable import Rendering

/// The Equal Earth projection against values computed apart from this code: the paper's formulas
/// evaluated in Python 3 (`math` module, double precision) for the same points, to 1e-9.
@Suite struct EqualEarthTests {
    @Test(arguments: [
        (0.0, 0.0, 0.0, 0.0),
        (180, 0, 2.7066299837, 0),
        (-180, 0, -2.7066299837, 0),
        (0, 90, 0, 1.3173627592),
        (180, 90, 1.6035886483, 1.3173627592),
        (2.35, 48.86, 0.0294160008, 0.9234154845),  // Paris
        (-74.0, 40.7, -0.9818620902, 0.7868414442),  // New York
        (151.2, -33.87, 2.0869650777, -0.6647057660),  // Sydney
        (-70, -58, -0.8086405907, -1.0608764593),
    ])
    func projectsPointsAsThePaperDoes(longitude: Double, latitude: Double, x: Double, y: Double) {
        let point = EqualEarth.project(longitude: longitude, latitude: latitude)
        #expect(abs(point.x - x) < 1e-9)
        #expect(abs(point.y - y) < 1e-9)
    }

    @Test func theWorldIsAbout2Point05TimesAsWideAsItIsHigh() {
        // The paper: "the ratio of the major and minor axes is 2.05:1".
        let ratio = EqualEarth.halfWidth / EqualEarth.project(longitude: 0, latitude: 90).y
        #expect((ratio * 100).rounded() / 100 == 2.05)
    }
}
