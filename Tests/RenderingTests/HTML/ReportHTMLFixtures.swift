import CountriesAnalysis
import Foundation
import Rendering
import WorldBank

/// Report documents built from real World Bank figures: 2022 population and GDP of
/// `../shared/worldbank/SP.POP.TOTL.csv` and `NY.GDP.MKTP.CD.csv`, with region, income level, lending
/// type and capital as `countries.csv` gives them (Hong Kong and Israel have no capital there, Eritrea
/// has no GDP for 2022, Chad's capital holds an apostrophe).
enum ReportHTMLFixtures {
    static let eastAsia = Classification(id: "EAS", iso2Code: "Z4", name: "East Asia & Pacific")
    static let europe = Classification(id: "ECS", iso2Code: "Z7", name: "Europe & Central Asia")
    static let latinAmerica = Classification(id: "LCN", iso2Code: "ZJ", name: "Latin America & Caribbean")
    static let middleEast = Classification(
        id: "MEA", iso2Code: "ZQ", name: "Middle East, North Africa, Afghanistan & Pakistan")
    static let northAmerica = Classification(id: "NAC", iso2Code: "XU", name: "North America")
    static let southAsia = Classification(id: "SAS", iso2Code: "8S", name: "South Asia")
    static let subSaharan = Classification(id: "SSF", iso2Code: "ZG", name: "Sub-Saharan Africa")

    static let high = Classification(id: "HIC", iso2Code: "XD", name: "High income")
    static let upperMiddle = Classification(id: "UMC", iso2Code: "XT", name: "Upper middle income")
    static let lowerMiddle = Classification(id: "LMC", iso2Code: "XN", name: "Lower middle income")
    static let low = Classification(id: "LIC", iso2Code: "XM", name: "Low income")

    static let notClassified = Classification(id: "LNX", iso2Code: "XX", name: "Not classified")
    static let ibrd = Classification(id: "IBD", iso2Code: "XF", name: "IBRD")
    static let blend = Classification(id: "IDB", iso2Code: "XH", name: "Blend")
    static let ida = Classification(id: "IDX", iso2Code: "XI", name: "IDA")

    /// Korea's 2022 GDP, the second bar of the small document's "largest" chart.
    static let koreaGDP = 1_673_916_511_799.7087
    /// The United States' 2022 GDP, the largest.
    static let unitedStatesGDP = 25_744_108_000_000.0

    /// KOR, COL, USA, HKG, ISR, ERI, TCD: five regions, one economy without GDP.
    static let small: [Economy] = [
        economy("KOR", "KR", "Korea, Rep.", eastAsia, high, notClassified, "Seoul", 51_672_569, koreaGDP),
        economy("COL", "CO", "Colombia", latinAmerica, upperMiddle, ibrd, "Bogota", 51_737_944, 345_329_875_078.5117),
        economy(
            "USA", "US", "United States", northAmerica, high, notClassified, "Washington D.C.", 334_017_321,
            unitedStatesGDP),
        economy(
            "HKG", "HK", "Hong Kong SAR, China", eastAsia, high, notClassified, nil, 7_346_100,
            358_696_261_481.1598),
        economy("ISR", "IL", "Israel", middleEast, high, notClassified, nil, 9_557_500, 525_002_447_652.77344),
        economy("ERI", "ER", "Eritrea", subSaharan, low, ida, "Asmara", 3_409_447, nil),
        economy("TCD", "TD", "Chad", subSaharan, low, ida, "N'Djamena", 18_455_316, 12_396_807_590.172993),
    ]

    /// The small set plus fifteen large economies, so that the "largest" chart is full.
    static let large: [Economy] =
        small + [
            economy(
                "CHN", "CN", "China", eastAsia, upperMiddle, ibrd, "Beijing", 1_412_175_000, 17_881_783_387_000.867),
            economy(
                "IND", "IN", "India", southAsia, lowerMiddle, ibrd, "New Delhi", 1_425_423_212,
                3_353_470_496_885.9478),
            economy("DEU", "DE", "Germany", europe, high, notClassified, "Berlin", 83_177_813, 4_082_469_490_797.681),
            economy("JPN", "JP", "Japan", eastAsia, high, notClassified, "Tokyo", 125_124_989, 4_256_410_760_723.75),
            economy(
                "GBR", "GB", "United Kingdom", europe, high, notClassified, "London", 67_604_000,
                3_088_839_763_445.0234),
            economy("FRA", "FR", "France", europe, high, notClassified, "Paris", 68_184_457, 2_779_092_236_505.847),
            economy(
                "BRA", "BR", "Brazil", latinAmerica, upperMiddle, ibrd, "Brasilia", 210_306_415,
                1_951_923_942_083.3196),
            economy("NGA", "NG", "Nigeria", subSaharan, lowerMiddle, blend, "Abuja", 223_150_896, 472_624_596_925.9383),
            economy(
                "CAN", "CA", "Canada", northAmerica, high, notClassified, "Ottawa", 38_935_934,
                2_161_483_369_422.0146),
            economy(
                "RUS", "RU", "Russian Federation", europe, high, ibrd, "Moscow", 144_236_933, 2_266_029_240_645.338),
            economy(
                "MEX", "MX", "Mexico", latinAmerica, upperMiddle, ibrd, "Mexico City", 128_613_117,
                1_463_323_889_036.5598),
            economy(
                "AUS", "AU", "Australia", eastAsia, high, notClassified, "Canberra", 26_018_721,
                1_692_956_646_855.7017),
            economy("ESP", "ES", "Spain", europe, high, notClassified, "Madrid", 47_786_102, 1_417_800_466_262.6514),
            economy(
                "IDN", "ID", "Indonesia", eastAsia, upperMiddle, ibrd, "Jakarta", 278_830_529, 1_319_076_267_310.162),
            economy("ITA", "IT", "Italy", europe, high, notClassified, "Rome", 59_013_667, 2_066_972_096_553.7046),
        ]

    /// A name built to break a page that forgets to escape, with Korea's real figures.
    static let hostileName = "<script>alert(\"x\")</script> & 'co'"
    static let hostile = economy("XSS", "XS", hostileName, eastAsia, high, notClassified, "Seoul", 51_672_569, koreaGDP)

    static let source = SourceNote(origin: "snapshot (fetched 2026-04-30)", lastUpdated: ["2026-03-20"])
    /// When the fixture report was generated, 2026-05-04T06:00:00Z, and how the page says it.
    static let generatedDate = Date(timeIntervalSince1970: 1_777_874_400)
    static let generatedAt = "4 May 2026, 06:00 UTC"

    /// The report of `economies` for 2022, rows sorted by name as the report command lists them.
    static func document(
        _ economies: [Economy], year: YearSelection = .year(2022), changes: ReportChanges? = nil,
        generatedAt: Date = generatedDate
    ) -> ReportDocument {
        let query = ListQuery(year: year)
        let rows = economies.map { CountryRow(economy: $0, selection: year) }.sorted {
            $0.country.name < $1.country.name
        }
        return ReportDocument(
            title: "World economies, 2022", listing: Listing(query: query, rows: rows), changes: changes,
            generatedAt: generatedAt)
    }

    /// The page of `document`.
    static func page(_ document: ReportDocument) -> String {
        ReportHTML.render(document, source: source)
    }

    private static func economy(
        _ id: String, _ iso2: String, _ name: String, _ region: Classification, _ income: Classification,
        _ lending: Classification, _ capital: String?, _ population: Double, _ gdp: Double?
    ) -> Economy {
        let country = Country(
            id: id, iso2Code: iso2, name: name, region: region,
            adminRegion: Classification(id: "", iso2Code: "", name: ""), incomeLevel: income, lendingType: lending,
            capitalCity: capital, longitude: nil, latitude: nil)
        var values: [IndicatorCode: [Int: Double]] = [.population: [2022: population]]
        if let gdp { values[.gdp] = [2022: gdp] }
        return Economy(country: country, values: values)
    }
}
