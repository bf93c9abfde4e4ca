import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The outlines of the world's countries for maps, from Natural Earth's 1:110m Admin 0 countries
/// (`data/world-110m.geojson`, public domain), and the positions of the economies too small to have
/// an outline at that scale whose position the World Bank's country list lacks (`data/map-points.csv`).
///
/// Each outline is keyed by the ISO3 code the World Bank uses; Natural Earth gives Kosovo no code
/// (`-99`), so it is matched by name. Antarctica is left out: it is no economy and would take the
/// bottom fifth of the map.
public struct WorldOutlines: Sendable {
    /// A point in degrees.
    struct Position: Sendable, Hashable {
        let longitude: Double
        let latitude: Double
    }

    /// One country or territory as Natural Earth draws it.
    struct Shape: Sendable {
        /// Natural Earth's name (`Fr. S. Antarctic Lands`).
        let name: String
        /// The ISO3 code, `XKX` for Kosovo; Natural Earth's own for a territory the Bank does not list.
        let code: String
        /// Every ring (outer boundaries and holes) of every polygon, in degrees.
        let rings: [[Position]]
    }

    /// A position for an economy that has neither an outline nor coordinates in the country list.
    struct Place: Sendable, Hashable {
        let code: String
        /// The town the position is of (`Willemstad`).
        let name: String
        let position: Position
    }

    /// The outlines, in the file's order.
    let shapes: [Shape]
    /// The extra positions, by ISO3 code.
    let places: [String: Place]

    /// The outline file's name in `data/`.
    public static let outlinesFile = "world-110m.geojson"
    /// The extra positions' file name in `data/`.
    public static let placesFile = "map-points.csv"

    /// Codes Natural Earth leaves out (`-99`), by its name.
    static let codesByName = ["Kosovo": "XKX"]
    /// Features that are never drawn.
    static let leftOut: Set = ["ATA"]

    /// A file that cannot be read as outlines or positions.
    public struct ReadError: Error, Sendable {
        /// What is wrong, naming the file and where.
        public let message: String
    }

    /// Reads the GeoJSON FeatureCollection `geoJSON` (Polygon and MultiPolygon features with the
    /// properties `name` and `iso_a3`) and the CSV `places` (`code,place,longitude,latitude`).
    public init(geoJSON: Data, places: Data?) throws(ReadError) {
        do {
            shapes = try JSONReader.read(geoJSON) { reader throws(DecodingFailure) in
                var features: [Shape]?
                try reader.readObject { key, reader throws(DecodingFailure) in
                    switch key {
                    case "features": features = try reader.readArray(Self.readFeature).compactMap { $0 }
                    default: try reader.skipValue()
                    }
                }
                return try features.required("features")
            }
        } catch {
            throw ReadError(message: "\(Self.outlinesFile): \(error.path): \(error.reason)")
        }
        guard !shapes.isEmpty else { throw ReadError(message: "\(Self.outlinesFile) holds no outline") }
        self.places = try places.map(Self.readPlaces) ?? [:]
    }

    /// One feature, `nil` for one left out.
    private static func readFeature(_ reader: inout JSONReader) throws(DecodingFailure) -> Shape? {
        var name: String?
        var code: String?
        var rings: [[Position]]?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "properties":
                try reader.readObject { key, reader throws(DecodingFailure) in
                    switch key {
                    case "name": name = try reader.string()
                    case "iso_a3": code = try reader.string()
                    default: try reader.skipValue()
                    }
                }
            case "geometry": rings = try readGeometry(&reader)
            default: try reader.skipValue()
            }
        }
        let shown = try name.required("name")
        let given = try code.required("iso_a3")
        let key = given == "-99" ? codesByName[shown] ?? "" : given
        guard !key.isEmpty, !leftOut.contains(key) else { return nil }
        return Shape(name: shown, code: key, rings: try rings.required("geometry"))
    }

    /// The rings of a Polygon or MultiPolygon geometry, whichever order its members come in.
    private static func readGeometry(_ reader: inout JSONReader) throws(DecodingFailure) -> [[Position]] {
        var type: String?
        var coordinates: Int?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "type": type = try reader.string()
            case "coordinates":
                coordinates = reader.position
                try reader.skipValue()
            default: try reader.skipValue()
            }
        }
        let end = reader.position
        defer { reader.position = end }
        reader.position = try coordinates.required("coordinates")
        let ring = { (reader: inout JSONReader) throws(DecodingFailure) -> [Position] in
            try reader.readArray { reader throws(DecodingFailure) in
                let pair = try reader.readArray { reader throws(DecodingFailure) in try reader.double() }
                guard pair.count >= 2, (-180...180).contains(pair[0]), (-90...90).contains(pair[1]) else {
                    throw .shape("expected a longitude and a latitude in degrees")
                }
                return Position(longitude: pair[0], latitude: pair[1])
            }
        }
        switch try type.required("type") {
        case "Polygon":
            return try reader.readArray(ring)
        case "MultiPolygon":
            return try reader.readArray { reader throws(DecodingFailure) in try reader.readArray(ring) }.flatMap { $0 }
        case let other:
            throw .shape("a \(other) is not an outline", at: [.key("type")])
        }
    }

    /// The positions of `map-points.csv`: a header, then `code,place,longitude,latitude` lines.
    private static func readPlaces(_ data: Data) throws(ReadError) -> [String: Place] {
        var places: [String: Place] = [:]
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        for (number, line) in lines.enumerated().dropFirst() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, !fields[0].isEmpty, let longitude = Double(fields[2]),
                let latitude = Double(fields[3]), (-180...180).contains(longitude), (-90...90).contains(latitude)
            else {
                throw ReadError(message: "\(placesFile), line \(number + 1): expected code,place,longitude,latitude")
            }
            places[fields[0]] = Place(
                code: fields[0], name: fields[1], position: Position(longitude: longitude, latitude: latitude))
        }
        return places
    }
}
