import OfflineStore
public import WorldBank

/// A database the World Bank publishes as one zip of CSV files (`WDI_CSV.zip`,
/// `Gender_Stats_CSV.zip`): its file, the prefix of its members, its folder in the mirror and the
/// API's database it is a copy of. Every such database is one entry here; the code that downloads,
/// builds and reads a mirror is the same for all.
public struct BulkDatabase: Sendable, Hashable {
    /// The name of its folder in the mirror and on the command line (`wdi`).
    public let name: String
    /// The file's name under `data/download/` (`WDI_CSV.zip`).
    public let fileName: String
    /// What every member's name starts with (`WDI`, `Gender_Stats`): the members are `<prefix>CSV.csv`,
    /// `<prefix>Country.csv`, `<prefix>Series.csv` and so on, in the case the Bank happens to use.
    public let memberPrefix: String
    /// The API's database whose figures the file holds.
    public let database: Database
    /// Its dataset in the World Bank's Data Catalog (`0037712`), which names its dated files; nil
    /// when not known.
    public let catalogueID: String?

    /// World Development Indicators: `WDI_CSV.zip`, the API's database 2.
    public static let wdi = BulkDatabase(
        name: "wdi", fileName: "WDI_CSV.zip", memberPrefix: "WDI", database: .wdi, catalogueID: "0037712")

    /// Gender Statistics: `Gender_Stats_CSV.zip`, the API's database 14.
    public static let gender = BulkDatabase(
        name: "gender", fileName: "Gender_Stats_CSV.zip", memberPrefix: "Gender_Stats",
        database: Database(id: .genderStatistics, code: "GDS", name: "Gender Statistics", lastUpdated: nil),
        catalogueID: nil)

    /// Every database a mirror can hold.
    public static let all = [wdi, gender]

    /// The database named `name` (any case), or the one of the API's `id`.
    public static func find(_ name: String) -> BulkDatabase? {
        all.first { $0.name == name.lowercased() || $0.database.id.description == name }
    }

    /// The database whose figures are the API's database `id`.
    public static func of(_ id: DatabaseID) -> BulkDatabase? { all.first { $0.database.id == id } }

    /// The name the Data Catalog gives the file of `release` (`WDI_CSV_2026_10_01.zip` for
    /// `2026-10-01`).
    public func datedFileName(release: String) -> String {
        fileStem + "_" + String(release.map { $0 == "-" ? "_" : $0 }) + ".zip"
    }

    /// The release (`2026-10-01`) a dated file's name (`WDI_CSV_2026_10_01.zip`) carries, if it is one
    /// of this database's and names a real day.
    public func release(ofDatedFileName name: String) -> String? {
        let prefix = fileStem + "_"
        guard name.hasPrefix(prefix), name.hasSuffix(".zip"), name.count == prefix.count + 14 else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(4)
        guard !middle.contains("-") else { return nil }
        let day = String(middle.map { $0 == "_" ? "-" : $0 })
        return DayText.parse(day) == nil ? nil : day
    }

    /// `WDI_CSV` of `WDI_CSV.zip`.
    private var fileStem: String { String(fileName.dropLast(4)) }

    /// What the members of a bulk file hold, named by the end of their names.
    enum Member: String, CaseIterable, Sendable {
        /// The values, wide: a row per economy and indicator, a column per year.
        case values = "CSV.csv"
        /// A row per economy or aggregate (an aggregate's `Region` is empty).
        case economies = "Country.csv"
        /// A row per indicator: definitions, source, licence.
        case series = "Series.csv"
        /// Notes on one indicator in one economy.
        case countrySeries = "country-series.csv"
        /// Notes on one value: economy, indicator, year.
        case footnotes = "footnote.csv"
        /// Notes on one indicator in one year.
        case seriesTime = "series-time.csv"
    }

    /// The name of its member `member` (``ZipFile/member(named:)`` finds it in any case).
    func memberName(_ member: Member) -> String { memberPrefix + member.rawValue }
}
