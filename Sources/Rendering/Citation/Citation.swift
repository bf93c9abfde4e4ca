public import OfflineStore
public import WorldBank

/// The citation of the figures a command used: the database, the indicators with their names, the
/// World Bank's `lastupdated`, where the figures were read, the day they were accessed, the licence
/// and the credit it asks for. As text for a footnote, and as BibTeX and CSL-JSON, the forms
/// reference managers (BibLaTeX, Zotero, Pandoc) import; no World Bank tool writes one.
public struct Citation: Sendable {
    /// One indicator cited.
    public struct Indicator: Sendable, Hashable {
        /// Its code (`SP.POP.TOTL`).
        public let code: IndicatorCode
        /// Its name in the catalogue (`Population, total`).
        public let name: String

        /// An indicator and its name.
        public init(code: IndicatorCode, name: String) {
            self.code = code
            self.name = name
        }
    }

    /// The indicators, in the order the command named them.
    public let indicators: [Indicator]
    /// The World Bank's `lastupdated` dates of the figures (`2026-03-20`), oldest first.
    public let lastUpdated: [String]
    /// Where they were read: `live`, `cache (2 h old)`, `snapshot (fetched 2026-04-30)`.
    public let origin: String
    /// The day they were accessed (`2026-12-01`).
    public let accessed: String
    /// The databases cited, as the Bank names them; the World Development Indicators unless
    /// `--source` named another.
    public let databases: [String]
    /// The credit line the licence asks for, naming ``databases``.
    public let credit: String
    /// The releases of the Bank's bulk files the figures were read from (the mirror), each once.
    public let bulkFiles: [MirroredRelease]

    /// The database, as the Bank names it.
    public static let database = "World Development Indicators"
    /// The database's page in the World Bank's data catalogue.
    public static let url = "https://datacatalog.worldbank.org/search/dataset/0037712/World-Development-Indicators"
    /// The World Bank's open data site, for figures of other databases than the World Development
    /// Indicators, whose catalogue pages the API does not name.
    public static let otherDatabasesURL = "https://data.worldbank.org"

    /// ``databases`` as a title: `World Development Indicators; Worldwide Governance Indicators`.
    private var title: String { databases.joined(separator: "; ") }
    private var isWDI: Bool { databases == [Self.database] }
    private var link: String { isWDI ? Self.url : Self.otherDatabasesURL }
    private var key: String { isWDI ? "worldbank-wdi-\(edition)" : "worldbank-\(edition)" }
    /// The licence of the figures, as the source note words it (`CC BY 4.0`, or what differs by
    /// indicator).
    public let licence: String
    /// The licence's deed, when the figures share one Creative Commons licence.
    public let licenceURL: String?

    /// The citation of `indicators`, whose figures are of `note`'s editions and origin, accessed on
    /// the day `accessed` (`2026-12-01`).
    /// `bulkFiles`: the releases of the mirror the figures were read from, cited with their URL and
    /// SHA-256 so that the very file can be fetched and checked later.
    public init(indicators: [Indicator], note: SourceNote, accessed: String, bulkFiles: [MirroredRelease] = []) {
        var seen: Set<MirroredRelease> = []
        self.bulkFiles = bulkFiles.filter { seen.insert($0).inserted }
        self.indicators = indicators
        lastUpdated = note.lastUpdated.sorted()
        origin = note.origin
        self.accessed = accessed
        databases = note.databases
        credit = note.credit
        licence = note.licences.text(databases: note.databases.count)
        licenceURL = note.licences.url
    }

    /// The newest `lastupdated` date, or the access day when the figures carry none.
    private var edition: String { lastUpdated.last ?? accessedDay }
    private var accessedDay: String { accessed }
    /// The year of ``edition``.
    private var year: String { String(edition.prefix(4)) }
    private var indicatorList: String { indicators.map { "\($0.name) (\($0.code.rawValue))" }.joined(separator: "; ") }
    private var editions: String {
        lastUpdated.isEmpty ? "no last-updated date given" : lastUpdated.joined(separator: ", ")
    }

    /// The bulk files read, as one sentence: `Bulk file: WDI_CSV.zip, release 2026-10-01, URL, SHA-256 …`.
    private var files: String {
        bulkFiles.map { release in
            "Bulk file: \(release.fileName), release \(release.release)"
                + (release.url.map { ", \($0)" } ?? "") + ", SHA-256 \(release.sha256). "
        }.joined()
    }

    /// One paragraph for a footnote or a report's last line.
    public var text: String {
        "World Bank (\(year)). \(title): \(indicatorList). Last updated \(editions); read from \(origin); "
            + "accessed \(accessedDay). \(link). \(files)Licence: \(licence)\(licenceURL.map { " (\($0))" } ?? ""). "
            + "\(credit)."
    }

    /// A BibTeX `@misc` entry (BibLaTeX reads `urldate`), every value escaped for TeX.
    public var bibTeX: String {
        let fields: [(String, String)] = [
            ("author", "{World Bank}"), ("title", title), ("year", year),
            (
                "note",
                "Indicators: \(indicatorList). Last updated \(editions); read from \(origin). \(files)\(credit)"
            ),
            // The URL once: pandoc and BibLaTeX print both `howpublished` and `url` when both are given.
            ("url", link), ("urldate", accessedDay), ("license", licence),
        ]
        let body = fields.map { name, value in
            "  \(name) = {\(name == "author" || name == "url" ? value : Self.tex(value))}"
        }
        return "@misc{\(key),\n" + body.joined(separator: ",\n") + "\n}\n"
    }

    /// A CSL-JSON array of one `dataset` item, as Zotero and Pandoc import it.
    public var cslJSON: String {
        func date(_ day: String) -> JSONValue {
            let parts = day.split(separator: "-").compactMap { Int($0) }
            return .object([("date-parts", .array([.array(parts.map { .integer($0) })]))])
        }
        let item = JSONValue.object([
            ("id", .string(key)), ("type", .string("dataset")),
            ("title", .string(title)), ("author", .array([.object([("literal", .string("World Bank"))])])),
            ("publisher", .string("World Bank")), ("issued", date(edition)), ("accessed", date(accessedDay)),
            // CSL has no licence variable (the CSL data schema refuses one): the note says it.
            ("URL", .string(link)),
            (
                "note",
                .string(
                    "Indicators: \(indicatorList). Last updated \(editions); read from \(origin)."
                        + (files.isEmpty ? "" : " " + String(files.dropLast())) + " Licence: \(licence).")
            ),
            ("keyword", .string(indicators.map(\.code.rawValue).joined(separator: ", "))),
        ])
        return JSONValue.array([item]).rendered()
    }

    /// `text` with TeX's special characters escaped, so that `GDP (current US$)` stays text.
    static func tex(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\textbackslash{}"
            case "{", "}", "$", "%", "&", "#", "_": escaped += "\\\(character)"
            case "~": escaped += "\\textasciitilde{}"
            case "^": escaped += "\\textasciicircum{}"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
