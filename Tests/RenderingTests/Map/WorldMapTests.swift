import CountriesAnalysis
import Foundation
import TestSupport
import Testing
import WorldBank

@testable import Rendering

/// The map of the real 2022 figures of every economy (data/countries.json, the Bank's CSV files),
/// read back with an XML parser: which fill and tooltip each economy gets, where the dots go.
@Suite struct WorldMapTests {
    /// The Bank's country list as the snapshot holds it.
    static func countries() throws -> [Country] {
        struct File: Decodable { let countries: [Country] }
        let data = try Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent("countries.json"))
        return try JSONDecoder().decode(File.self, from: data).countries
    }

    static func outlines() throws -> WorldOutlines {
        try WorldOutlines(
            geoJSON: Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(WorldOutlines.outlinesFile)),
            places: Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(WorldOutlines.placesFile)))
    }

    /// The map of 2022; `rename` gives an economy another name, `region` limits it to one region.
    static func map(region: Classification? = nil, rename: [String: String] = [:]) throws -> WorldMap {
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let gdp = try SharedFigures.values("NY.GDP.MKTP.CD", in: 2022)
        let countries = try countries().map { country in
            rename[country.id].map { name in
                Country(
                    id: country.id, iso2Code: country.iso2Code, name: name, region: country.region,
                    adminRegion: country.adminRegion, incomeLevel: country.incomeLevel,
                    lendingType: country.lendingType, capitalCity: country.capitalCity,
                    longitude: country.longitude, latitude: country.latitude)
            } ?? country
        }
        let economies = countries.withoutAggregates.map { country in
            var values: [IndicatorCode: [Int: Double]] = [:]
            values[.population] = population[country.id].map { [2022: $0] }
            values[.gdp] = gdp[country.id].map { [2022: $0] }
            return Economy(country: country, values: values)
        }
        let listing = Listing.make(economies: economies, query: ListQuery(region: region, year: .year(2022)))
        return WorldMap(
            listing: listing, economies: countries, outlines: try outlines(),
            source: SourceNote(origin: "snapshot (fetched 2026-04-30)", lastUpdated: ["2026-03-20"]))
    }

    /// The element of the economy or territory `code` (a path or a circle).
    static func mark(_ code: String, in outline: XMLOutline) throws -> XMLOutline.Element {
        try #require(outline.elements.first { $0.attributes["data-code"] == code })
    }

    @Test func everyEconomyHasTheFillOfItsClassAndItsValueInItsTitle() throws {
        let outline = XMLOutline(parsing: try Self.map().svg)
        #expect(outline.wellFormed, "\(outline.error)")

        // France 2022: GDP 2,779,092,236,505.85 / population 68,184,457 = 40,758: the top class.
        let france = try Self.mark("FRA", in: outline)
        #expect(france.name == "path" && france.attributes["fill"] == "#024164")
        #expect(france.text == "France: $40,758 (2022)")
        // Kenya: 113,419,826,113.90 / 54,252,461 = 2,091: the second class.
        #expect(try Self.mark("KEN", in: outline).attributes["fill"] == "#a6c4e5")
        // Kosovo has no ISO code in Natural Earth and is found by name.
        #expect(try Self.mark("XKX", in: outline).text.hasPrefix("Kosovo: $"))
        // No 2022 GDP for Eritrea and Venezuela: hatched.
        for (code, name) in [("ERI", "Eritrea"), ("VEN", "Venezuela, RB")] {
            let mark = try Self.mark(code, in: outline)
            #expect(mark.attributes["fill"] == "url(#map-no-data)" && mark.text == "\(name): no data for 2022")
        }
        let taiwan = try Self.mark("TWN", in: outline)
        #expect(taiwan.attributes["fill"] == "url(#map-not-economy)")
        #expect(taiwan.text == "Taiwan: not a World Bank economy")
        #expect(outline.elements.filter { $0.attributes["data-code"] == "ATA" }.isEmpty)
        #expect(outline.all("path").filter { $0.attributes["data-code"] != nil }.count == 176)
    }

    @Test func smallEconomiesAreADotAtTheirCapital() throws {
        let outline = XMLOutline(parsing: try Self.map().svg)
        // Valletta (14.5189 E, 35.9042 N), projected apart from this code in Python 3; Malta 2022:
        // 18,357,069,272.77 / 531,113 = 34,563 per person, the fifth class.
        let malta = try Self.mark("MLT", in: outline)
        #expect(malta.name == "circle" && malta.attributes["cx"] == "514.71" && malta.attributes["cy"] == "107.81")
        #expect(malta.attributes["fill"] == "#046192" && malta.text == "Malta: $34,563 (2022)")
        // Curaçao has no coordinates in the country list: Willemstad, from map-points.csv.
        let curacao = try Self.mark("CUW", in: outline)
        #expect(curacao.attributes["cx"] == "300.42" && curacao.attributes["cy"] == "187.91")
        // The 47 economies without an outline, and Gibraltar's missing GDP hatched.
        #expect(outline.all("circle").filter { $0.attributes["data-code"] != nil }.count == 47)
        #expect(try Self.mark("GIB", in: outline).attributes["fill"] == "url(#map-no-data)")
    }

    @Test func theLegendStatesTheClassesAndTheSourceLine() throws {
        let map = try Self.map()
        let outline = XMLOutline(parsing: map.svg)
        #expect(
            outline.all("g").filter { $0.attributes["class"] == "legend-item" }.map(\.text) == [
                "under $1,700 (33)", "$1,700 – $3,900 (34)", "$3,900 – $7,700 (34)", "$7,700 – $18,000 (33)",
                "$18,000 – $36,000 (33)", "$36,000 and over (35)", "no data (15)", "not a World Bank economy",
            ])
        let texts = outline.all("text").map(\.text)
        #expect(texts.first == "GDP per capita (US$), 2022")
        #expect(
            texts.contains(
                "Source: World Bank, World Development Indicators (CC BY 4.0) · lastupdated 2026-03-20 · data: snapshot (fetched 2026-04-30)"
            ))
        let root = try #require(outline.all("svg").first)
        #expect(root.attributes["viewBox"]?.hasPrefix("0 0 960 ") == true && root.attributes["width"] == "100%")
    }

    @Test func namesAreEscaped() throws {
        let hostile = "<script>alert(\"x\")</script> & 'co'"
        let map = try Self.map(rename: ["KOR": hostile])
        for document in [map.svg, map.page] {
            let outline = XMLOutline(parsing: document)
            #expect(outline.wellFormed, "\(outline.error)")
            #expect(try Self.mark("KOR", in: outline).text.hasPrefix("\(hostile): $"))
            #expect(!document.contains("<script>") && document.contains("&lt;script&gt;"))
        }
    }

    @Test func aRegionIsColouredAndTheRestOfTheWorldLeftWhite() throws {
        let africa = Classification(id: "SSF", iso2Code: "ZG", name: "Sub-Saharan Africa")
        let map = try Self.map(region: africa)
        let outline = XMLOutline(parsing: map.page)
        #expect(outline.wellFormed, "\(outline.error)")
        let france = try Self.mark("FRA", in: outline)
        #expect(france.attributes["fill"] == "#ffffff" && france.text == "France: outside Sub-Saharan Africa")
        #expect(try Self.mark("KEN", in: outline).attributes["fill"] != "#ffffff")
        // Only the region's islands get dots: Cabo Verde, Comoros, Mauritius, Sao Tome and Principe, Seychelles.
        #expect(
            outline.all("circle").compactMap { $0.attributes["data-code"] } == ["COM", "CPV", "MUS", "STP", "SYC"])
        #expect(outline.all("h1").map(\.text) == ["GDP per capita (US$), Sub-Saharan Africa, 2022"])
        #expect(outline.all("li").last?.text == "outside Sub-Saharan Africa")
        #expect(map.scale.counts.reduce(0, +) == 46)
    }

    @Test func aDamagedOutlineFileIsRefusedNamingWhere() {
        let point =
            #"{"features": [{"properties": {"name": "X", "iso_a3": "XXX"}, "#
            + #""geometry": {"type": "Point", "coordinates": [1, 2]}}]}"#
        let shape = #expect(throws: WorldOutlines.ReadError.self) {
            try WorldOutlines(geoJSON: Data(point.utf8), places: nil)
        }
        #expect(shape?.message == "world-110m.geojson: $.features[0].geometry.type: a Point is not an outline")
        let empty = #expect(throws: WorldOutlines.ReadError.self) {
            try WorldOutlines(geoJSON: Data(#"{"features": []}"#.utf8), places: nil)
        }
        #expect(empty?.message == "world-110m.geojson holds no outline")
        let position = #expect(throws: WorldOutlines.ReadError.self) {
            try WorldOutlines(
                geoJSON: Data(contentsOf: RepositoryPaths.snapshot.appendingPathComponent(WorldOutlines.outlinesFile)),
                places: Data("code,place,longitude,latitude\nCUW,Willemstad,-68.93,north\n".utf8))
        }
        #expect(position?.message == "map-points.csv, line 2: expected code,place,longitude,latitude")
    }
}
