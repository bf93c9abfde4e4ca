public import OfflineStore
import Parquet
import Synchronization
public import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The mirror read as the data commands ask it: one indicator at a time from each database's newest
/// release, by its row group alone (the values file's footer says which group holds it), with the
/// economies' ISO2 codes and the series' names and licences read once a run.
public final class MirrorReader: DatabaseMirror {
    /// The mirror.
    public let mirror: Mirror
    private let opened = Mutex<[String: OpenRelease]>([:])

    /// A reader of `mirror`.
    public init(mirror: Mirror) { self.mirror = mirror }

    public func history(of code: IndicatorCode, in database: DatabaseID, release day: String?) throws(StoreError)
        -> MirroredHistory?
    {
        guard let release = try open(database, release: day), let series = release.series[code.rawValue] else {
            return nil
        }
        let file = try release.values()
        let path = release.folder + "/values.parquet"
        func damaged(_ reason: String) -> StoreError { .mirrorDamaged(path: path, reason: reason) }
        guard let group = try Self.group(of: code, in: file, damaged: damaged) else { return nil }
        let economies: [String?]
        let years: [Int64?]
        let values: [Double?]
        do {
            guard case .strings(let e) = try file.values(column: 0, group: group),
                case .int64(let y) = try file.values(column: 2, group: group),
                case .doubles(let v) = try file.values(column: 3, group: group)
            else { throw damaged("the columns are not economy, indicator, year, value") }
            (economies, years, values) = (e, y, v)
        } catch let error as StoreError {
            throw error
        } catch {
            throw damaged("\(error)")
        }
        var table = ObservationTable()
        var start = 0
        while start < economies.count {
            let economy = economies[start] ?? ""
            var end = start + 1
            while end < economies.count, economies[end] == economy { end += 1 }
            let first = start
            table.append(
                economyID: economy, economyISO2: release.iso2[economy] ?? "", indicator: code, rows: end - start
            ) { offset in
                (Int(years[first + offset] ?? 0), values[first + offset] ?? 0, "", "")
            }
            start = end
        }
        let dataset = IndicatorDataset(
            indicator: code, name: series.name,
            metadata: DatasetMetadata(
                sourceID: "\(release.manifest.databaseID)", lastUpdated: release.manifest.release),
            observations: table)
        return MirroredHistory(dataset: dataset, release: release.origin)
    }

    public func series(_ code: IndicatorCode, in database: DatabaseID) -> MirroredSeries? {
        guard let release = try? open(database), let series = release.series[code.rawValue] else { return nil }
        let definition = (try? release.definition(of: code.rawValue)) ?? ""
        let info = IndicatorInfo(
            code: code, name: series.name, description: definition, organisation: series.source,
            source: release.manifest.databaseName, unit: series.unit, topics: series.topic.isEmpty ? [] : [series.topic]
        )
        return MirroredSeries(info: info, licence: series.licence, release: release.origin)
    }

    public func licence(of code: IndicatorCode, in database: DatabaseID) -> IndicatorLicence? {
        guard let release = try? open(database) else { return nil }
        return release.series[code.rawValue]?.licence
    }

    /// The row group of `code`: the groups are in code order, one an indicator, and the statistics
    /// of their indicator column name it, so a binary search decodes about eleven of 1,500.
    private static func group(
        of code: IndicatorCode, in file: ParquetFile, damaged: (String) -> StoreError
    ) throws(StoreError) -> Int? {
        let wanted = Array(code.rawValue.utf8)
        var low = 0
        var high = file.rowGroupCount
        while low < high {
            let middle = (low + high) / 2
            let named: [UInt8]
            do {
                named = try file.rowGroup(middle).chunks[1].minimum ?? []
            } catch {
                throw damaged("\(error)")
            }
            if named == wanted { return middle }
            if named.lexicographicallyPrecedes(wanted) { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// Each series' name and unit (`Population, total (people)`) in `database`'s release `day`, by
    /// code: what tells a re-based indicator between two releases.
    public func seriesLabels(of database: DatabaseID, release day: String) throws(StoreError) -> [String: String] {
        guard let release = try open(database, release: day) else { return [:] }
        return release.series.mapValues { $0.unit.isEmpty ? $0.name : "\($0.name) (\($0.unit))" }
    }

    public func releases(of database: DatabaseID) -> [String] {
        BulkDatabase.of(database).map { mirror.releases(of: $0).map(\.release) } ?? []
    }

    /// The release `day` of `database` (nil: the newest), opened once a run; nil when the mirror
    /// does not hold it.
    private func open(_ id: DatabaseID, release day: String? = nil) throws(StoreError) -> OpenRelease? {
        guard let database = BulkDatabase.of(id) else { return nil }
        let key = database.name + "@" + (day ?? "newest")
        if let release = opened.withLock({ $0[key] }) { return release }
        let held = mirror.releases(of: database)
        guard let manifest = day.map({ day in held.last { $0.release == day } }) ?? held.last else { return nil }
        let release = try OpenRelease(
            manifest: manifest, folder: mirror.folder(of: database, release: manifest.release), database: database)
        opened.withLock { $0[key] = release }
        return release
    }
}

/// One release opened: its manifest, its economies' ISO2 codes, its series' names and licences.
private final class OpenRelease: Sendable {
    struct Series: Sendable {
        let name: String
        let source: String
        let unit: String
        let topic: String
        let licence: IndicatorLicence
    }

    let manifest: ReleaseManifest
    let folder: String
    let origin: MirroredRelease
    let iso2: [String: String]
    let series: [String: Series]
    private let valuesFile = Mutex<ParquetFile?>(nil)

    init(manifest: ReleaseManifest, folder: String, database: BulkDatabase) throws(StoreError) {
        self.manifest = manifest
        self.folder = folder
        // The file's own name (WDI_CSV_2026_01_29.zip for a dated release), as its URL gives it.
        let fileName = manifest.source.url.split(separator: "?").first?.split(separator: "/").last.map(String.init)
        origin = MirroredRelease(
            databaseName: manifest.databaseName, release: manifest.release,
            fileName: fileName.flatMap { $0.hasSuffix(".zip") ? $0 : nil } ?? database.fileName,
            sha256: manifest.source.sha256, builtAt: manifest.builtAt, url: manifest.source.url)
        let economies = try Self.columns(["economy", "2_alpha_code"], of: folder + "/economies.parquet")
        iso2 = Dictionary(zip(economies[0], economies[1]).map { ($0 ?? "", $1 ?? "") }, uniquingKeysWith: { a, _ in a })
        let names = ["indicator", "indicator_name", "source", "unit_of_measure", "topic", "license_type"]
        let columns = try Self.columns(names, of: folder + "/series.parquet")
        var series: [String: Series] = [:]
        for row in columns[0].indices {
            let text = { (column: Int) in columns[column][row] ?? "" }
            series[text(0)] = Series(
                name: text(1), source: text(2), unit: text(3), topic: text(4), licence: IndicatorLicence(label: text(5))
            )
        }
        self.series = series
    }

    /// The values file, its footer read once.
    func values() throws(StoreError) -> ParquetFile {
        if let file = valuesFile.withLock({ $0 }) { return file }
        let path = folder + "/values.parquet"
        do {
            let file = try ParquetFile(path: path)
            guard file.columns.map(\.name) == ["economy", "indicator", "year", "value"] else {
                throw StoreError.mirrorDamaged(
                    path: path, reason: "its columns are not economy, indicator, year, value")
            }
            valuesFile.withLock { $0 = file }
            return file
        } catch let error as StoreError {
            throw error
        } catch {
            throw .mirrorDamaged(path: path, reason: "\(error)")
        }
    }

    /// The long definition of the series `code`.
    func definition(of code: String) throws(StoreError) -> String {
        let columns = try Self.columns(["indicator", "long_definition"], of: folder + "/series.parquet")
        return columns[0].firstIndex(of: code).flatMap { columns[1][$0] } ?? ""
    }

    /// The text columns `names` of the Parquet file `path`, every row group joined.
    private static func columns(_ names: [String], of path: String) throws(StoreError) -> [[String?]] {
        do {
            let file = try ParquetFile(path: path)
            var columns: [[String?]] = []
            for name in names {
                guard let column = file.columns.firstIndex(where: { $0.name == name }) else {
                    throw StoreError.mirrorDamaged(path: path, reason: "it has no column \(name)")
                }
                var values: [String?] = []
                for group in 0..<file.rowGroupCount {
                    guard case .strings(let part) = try file.values(column: column, group: group) else {
                        throw StoreError.mirrorDamaged(path: path, reason: "its column \(name) is not text")
                    }
                    values += part
                }
                columns.append(values)
            }
            return columns
        } catch let error as StoreError {
            throw error
        } catch {
            throw .mirrorDamaged(path: path, reason: "\(error)")
        }
    }
}
