public import WorldBank

/// The `datapackage.json` beside a report's CSV files: a Frictionless Tabular Data Package that
/// says each file's columns and their types, that an empty field is a missing value and nothing
/// else is (so that Namibia's ISO2 code `NA` stays a string), the source and the licence.
///
/// `frictionless validate datapackage.json` checks the files against it; pandas, R and other tools
/// that read data packages take the types from it instead of guessing them on every read.
public enum DataPackage {
    /// The package of `files` (each a path in the report folder and the listing document written
    /// there as CSV), titled `title`.
    public static func json(_ files: [(path: String, document: Document)], title: String, source: SourceNote)
        -> String
    {
        let resources = files.map { path, document -> JSONValue in
            let names = document.data.fieldNames(in: .csv).map(\.name) + ["source"]
            let types = document.data.fieldTypes(in: .csv) + [.string]
            let fields = zip(names, types).map { name, type -> JSONValue in
                .object([("name", .string(name)), ("type", .string(type.rawValue))])
            }
            let name = path.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
            return .object([
                ("name", .string(String(name.dropLast(4)))), ("path", .string(path)),
                ("profile", .string("tabular-data-resource")), ("format", .string("csv")),
                ("mediatype", .string("text/csv")), ("encoding", .string("utf-8")),
                ("schema", .object([("fields", .array(fields)), ("missingValues", .strings([""]))])),
            ])
        }
        // Only figures all labelled CC BY 4.0 are said to be; otherwise the description words what
        // differs by indicator, and no licence is claimed for the package as a whole.
        let licences: [(String, JSONValue)] =
            source.licences.isCCBy4
            ? [
                (
                    "licenses",
                    .array([
                        .object([
                            ("name", .string("CC-BY-4.0")), ("title", .string("Creative Commons Attribution 4.0")),
                            ("path", .string("https://creativecommons.org/licenses/by/4.0/")),
                        ])
                    ])
                )
            ] : []
        return JSONValue.object(
            [
                ("profile", .string("tabular-data-package")), ("name", .string("countries-report")),
                ("title", .string(title)),
                (
                    "sources",
                    .array([
                        .object([
                            ("title", .string("World Bank, World Development Indicators")),
                            ("path", .string("https://data.worldbank.org")),
                        ])
                    ])
                ),
            ] + licences + [("description", .string(source.cellText)), ("resources", .array(resources))]
        ).rendered()
    }
}
