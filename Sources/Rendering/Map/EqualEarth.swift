#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Equal Earth map projection (Bojan Šavrič, Tom Patterson and Bernhard Jenny, "The Equal Earth
/// map projection", International Journal of Geographical Information Science 33:3, 2019): equal
/// area, with straight parallels and meridians curving like a Robinson map's, so the world looks
/// like the world and every economy keeps its true share of the land.
///
/// The closed-form forward formulas of the paper (as d3-geo's `geoEqualEarthRaw` writes them), on a
/// sphere of radius 1: the equator runs from x = −2.7066 to 2.7066, the poles are flat lines at
/// y = ±1.3174 (north up), so the map is 2.05 times as wide as it is high.
enum EqualEarth {
    /// The polynomial's coefficients, from the paper.
    static let a1 = 1.340264
    static let a2 = -0.081106
    static let a3 = 0.000893
    static let a4 = 0.003796
    /// √3 / 2.
    static let m = 3.0.squareRoot() / 2

    /// The point of `longitude` and `latitude` (degrees) on the plane: x east, y north.
    static func project(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
        let lambda = longitude * .pi / 180
        let phi = latitude * .pi / 180
        let theta = asin(m * sin(phi))
        let theta2 = theta * theta
        let theta6 = theta2 * theta2 * theta2
        let x = lambda * cos(theta) / (m * (a1 + 3 * a2 * theta2 + theta6 * (7 * a3 + 9 * a4 * theta2)))
        let y = theta * (a1 + a2 * theta2 + theta6 * (a3 + a4 * theta2))
        return (x, y)
    }

    /// Half the width of the map: x of longitude 180° on the equator.
    static var halfWidth: Double { project(longitude: 180, latitude: 0).x }
}
