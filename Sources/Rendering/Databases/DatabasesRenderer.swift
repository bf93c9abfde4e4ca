public import WorldBank

/// `countries sources` as a ``Document``: the World Bank's databases with their numbers (what
/// `--source` takes), codes, names and `lastupdated` dates.
public enum DatabasesRenderer {
    /// The document of `databases`, with a line saying how many there are and how to use one, and
    /// one saying each record of the API's list `leftOut` (in JSON, `left_out`).
    public static func document(_ databases: [Database], leftOut: [String] = [], source: SourceNote) -> Document {
        let table = Table(columns, rows: databases)
        var document = Document(
            data: table, shape: .databases,
            json: [("rows", ColumnJSON.array(table)), ("left_out", .array(leftOut.map { .string($0) }))],
            source: source)
        document.add(.table(table, title: nil))
        var notes = [
            "\(databases.count) database\(databases.count == 1 ? "" : "s"); "
                + "give a number or name to --source, such as --source \(databases.last?.id ?? .wdi)"
        ]
        if !leftOut.isEmpty {
            notes.append(
                "Left out \(leftOut.count) record\(leftOut.count == 1 ? "" : "s") of the API's list: "
                    + leftOut.joined(separator: "; "))
        }
        document.note(notes)
        return document
    }

    /// Number, code, name, last update.
    static let columns: [Column<Database>] = [
        Column("ID", key: "id", kind: .code) { .integer($0.id.rawValue) },
        Column("Code", key: "code", kind: .code) { .text($0.code) },
        Column("Name", key: "name", kind: .name) { .text($0.name) },
        Column("Last updated", key: "lastupdated", kind: .label(width: 10)) { .text($0.lastUpdated) },
    ]
}
