import AtomicFiles
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The list of the World Bank's databases and the indicator catalogue of each database asked for,
/// kept beside the cached answers of the same API root (`sources.csv`, `indicators@source3.csv`).
///
/// They are fetched once and then read offline: `--source` is checked against them before any data
/// request, and `indicators --source` searches them. CSV, as the bundled catalogue is, so one reader
/// serves both; the first line is this tool's signature, so a file it did not write is never read
/// as one nor replaced.
struct CatalogueCache: Sendable {
    /// The first line of every file written here.
    static let signature = "countries-catalogue/1"
    /// The largest file read: the largest catalogue (about 20,000 indicators with their
    /// descriptions) is under 20 MB.
    static let largestFile = 64 << 20

    let folder: URL
    let scratch: ScratchFiles

    /// The file of the database list.
    var databasesFile: URL { folder.appendingPathComponent("sources.csv") }

    /// The file of the licence labels read from the API's series metadata.
    var licencesFile: URL { folder.appendingPathComponent("licences.csv") }

    /// The file of `database`'s catalogue.
    func catalogueFile(_ database: DatabaseID) -> URL {
        folder.appendingPathComponent("indicators@source\(database).csv")
    }

    /// The database list and the catalogues this tool wrote in `folder`, as entries of `cache info`
    /// (`sources`, `indicators@source3`), named as ``databasesFile`` and ``catalogueFile(_:)`` name
    /// them and signed; anything else is left alone. Their age is the file's: each is written whole
    /// when fetched, and read as it is until `--refresh` asks again.
    static func entries(in folder: URL) -> [DatasetCache.Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.compactMap { name -> DatasetCache.Entry? in
            let kind: DatasetCache.Entry.Kind
            if name == "sources.csv" {
                kind = .databaseList
            } else if name == "licences.csv" {
                kind = .licences
            } else if name.hasPrefix("indicators@source"), name.hasSuffix(".csv"),
                let id = DatabaseID(String(name.dropFirst("indicators@source".count).dropLast(".csv".count)))
            {
                kind = .catalogue(id)
            } else {
                return nil
            }
            var status = stat()
            let path = folder.appendingPathComponent(name).path
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, isSigned(path) else { return nil }
            let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec))
            return DatasetCache.Entry(
                api: folder.lastPathComponent, name: String(name.dropLast(".csv".count)), size: Int(status.st_size),
                modified: modified, fetchedAt: modified, damaged: false, kind: kind)
        }
    }

    /// True when the file at `path` begins with ``signature``: this tool wrote it.
    private static func isSigned(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let wanted = Array((signature + "\n").utf8)
        var first = [UInt8](repeating: 0, count: wanted.count)
        return read(descriptor, &first, first.count) == wanted.count && first == wanted
    }

    /// The cached database list, `nil` when there is none (or it is not one this tool wrote).
    func databases() -> [Database]? {
        guard let document = readText(databasesFile).map(CSVDocument.init) else { return nil }
        let list = document.rows.compactMap { fields -> Database? in
            guard document.header == ["id", "code", "name", "lastupdated"], fields.count == 4,
                let id = DatabaseID(fields[0]), !fields[2].isEmpty
            else { return nil }
            return Database(id: id, code: fields[1], name: fields[2], lastUpdated: fields[3].isEmpty ? nil : fields[3])
        }
        return list.isEmpty ? nil : list
    }

    /// The cached catalogue of `database`, `nil` when there is none.
    func catalogue(_ database: DatabaseID) -> IndicatorCatalogue? {
        guard let text = readText(catalogueFile(database)) else { return nil }
        let catalogue = IndicatorCatalogue(csv: text)
        return catalogue.indicators.isEmpty ? nil : catalogue
    }

    /// The licence labels read from the API's series metadata, by database and indicator.
    func licences() -> [LicenceKey: IndicatorLicence] {
        guard let document = readText(licencesFile).map(CSVDocument.init),
            document.header == ["source", "indicator", "license_type"]
        else { return [:] }
        var labels: [LicenceKey: IndicatorLicence] = [:]
        for fields in document.rows where fields.count == 3 {
            guard let source = DatabaseID(fields[0]), let code = IndicatorCode(fields[1]) else { continue }
            labels[LicenceKey(source: source, code: code)] = IndicatorLicence(label: fields[2])
        }
        return labels
    }

    /// Adds `labels` to the labels kept (a label read again replaces the one kept).
    func add(_ labels: [LicenceKey: IndicatorLicence]) throws(StoreError) {
        let all = licences().merging(labels) { $1 }
        let rows = all.sorted { ($0.key.source.rawValue, $0.key.code) < ($1.key.source.rawValue, $1.key.code) }
            .map { ["\($0.key.source)", $0.key.code.rawValue, $0.value.label] }
        try write([["source", "indicator", "license_type"]] + rows, to: licencesFile)
    }

    func write(_ databases: [Database]) throws(StoreError) {
        let rows = databases.map { [$0.id.description, $0.code, $0.name, $0.lastUpdated ?? ""] }
        try write([["id", "code", "name", "lastupdated"]] + rows, to: databasesFile)
    }

    func write(_ indicators: [IndicatorInfo], of database: DatabaseID) throws(StoreError) {
        let rows = indicators.map { [$0.code.rawValue, $0.name, $0.description, $0.organisation] }
        try write([["id", "name", "sourceNote", "sourceOrganization"]] + rows, to: catalogueFile(database))
    }

    private func readText(_ url: URL) -> String? {
        // The size from stat(2): FoundationEssentials gives the attribute a type of its own.
        var status = stat()
        guard stat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
            Int(status.st_size) <= Self.largestFile,
            let data = FileManager.default.contents(atPath: url.path), data.count <= Self.largestFile
        else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard text.hasPrefix(Self.signature + "\n") else { return nil }
        return String(text.dropFirst(Self.signature.count + 1))
    }

    private func write(_ records: [[String]], to url: URL) throws(StoreError) {
        if FileManager.default.fileExists(atPath: url.path),
            FileManager.default.contents(atPath: url.path).map({ $0.starts(with: Array(Self.signature.utf8)) }) != true
        {
            throw .cannotWrite(
                path: url.path, reason: "something countries did not write is there; it was left as it is")
        }
        let text =
            ([Self.signature] + records.map { $0.map(Self.field).joined(separator: ",") })
            .joined(separator: "\n") + "\n"
        do {
            try AtomicFile.createFolder(folder.path)
            try AtomicFile.write(Array(text.utf8), to: url.path, scratch: scratch)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// A CSV field: quoted when it holds a comma, a quote or a line break.
    private static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
