public import OfflineStore
public import WorldBank

/// `countries revisions` as a ``Document``: the figures that differ between two editions of the
/// World Bank's datasets, one row each, in every format; `verify` lists its revised figures with
/// the same columns.
public enum RevisionsRenderer {
    /// One revised figure with the name of its economy, as the rows of the table hold it.
    struct Row: Sendable {
        let revision: ValueRevision
        let name: String?
    }

    /// Economy, indicator, year, the figure before and after, and the change in percent.
    static let columns: [Column<Row>] = [
        Column("ISO3", key: "iso3", kind: .code) { .text($0.revision.economy) },
        Column("Name", key: "name", kind: .name, dropPriority: 2) { .text($0.name) },
        Column("Indicator", key: "indicator", kind: .code) { .text($0.revision.indicator.rawValue) },
        Column("Year", key: "year", kind: .year) { .integer($0.revision.year) },
        Column("Before", key: "before", kind: .count) { .number($0.revision.before) },
        Column("After", key: "after", kind: .count) { .number($0.revision.after) },
        Column("Change", key: "change_pct", kind: .growth) { .number($0.revision.changePercent) },
    ]

    /// The table of `revisions`, each economy named as `names` (ISO3 → name) names it.
    static func table(_ revisions: [ValueRevision], names: [String: String]) -> Table {
        Table(columns, rows: revisions.map { Row(revision: $0, name: names[$0.economy]) })
    }

    /// The document of `revisions` between the editions of `lastUpdated` (earlier, later dates
    /// each dataset held); `names` names the economies.
    public static func document(
        _ revisions: [ValueRevision], editions: [(dataset: String, before: String?, after: String?)],
        names: [String: String], source: SourceNote
    ) -> Document {
        let table = table(revisions, names: names)
        let editionObjects = editions.map { edition in
            JSONValue.object([
                ("dataset", .string(edition.dataset)), ("lastupdated_before", .string(edition.before)),
                ("lastupdated_after", .string(edition.after)),
            ])
        }
        var document = Document(
            data: table, shape: .revisions,
            json: [("editions", .array(editionObjects)), ("rows", ColumnJSON.array(table))], source: source)
        document.add(.table(table, title: nil))
        let count = revisions.count
        document.note([
            editions.isEmpty
                ? "No dataset in the cache holds an earlier edition: a revision shows once an answer differs from the one cached."
                : "\(count) \(count == 1 ? "figure differs" : "figures differ") between the two newest editions of "
                    + Plural.count(editions.count, "dataset") + " held: "
                    + editions.map { edition in
                        edition.before == edition.after
                            ? "\(edition.dataset) (lastupdated \(edition.after ?? "—"), revised in place)"
                            : "\(edition.dataset) (lastupdated \(edition.before ?? "—") → \(edition.after ?? "—"))"
                    }.joined(separator: ", ")
        ])
        return document
    }
}
