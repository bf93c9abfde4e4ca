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

extension RevisionsRenderer {
    /// One classified difference with the name of its economy.
    struct ClassifiedRow: Sendable {
        let difference: ReleaseDifference
        let name: String?
    }

    /// The columns of ``columns`` with the kind of each difference after the year.
    static let classifiedColumns: [Column<ClassifiedRow>] = [
        Column("ISO3", key: "iso3", kind: .code) { .text($0.difference.revision.economy) },
        Column("Name", key: "name", kind: .name, dropPriority: 2) { .text($0.name) },
        Column("Indicator", key: "indicator", kind: .code) { .text($0.difference.revision.indicator.rawValue) },
        Column("Year", key: "year", kind: .year) { .integer($0.difference.revision.year) },
        Column("Kind", key: "kind", kind: .code) { .text($0.difference.kind.text) },
        Column("Before", key: "before", kind: .count) { .number($0.difference.revision.before) },
        Column("After", key: "after", kind: .count) { .number($0.difference.revision.after) },
        Column("Change", key: "change_pct", kind: .growth) { .number($0.difference.revision.changePercent) },
    ]

    /// How many of `group` are of each kind, as JSON members.
    private static func counts(_ group: [ReleaseDifference]) -> [(String, JSONValue)] {
        ReleaseDifference.Kind.allCases.map { kind in (kind.rawValue, .integer(group.count { $0.kind == kind })) }
    }

    /// The document of the `differences` between the releases `earlier` and `later` of `database`
    /// (`indicators` compared; `rebased`, the indicators whose name or unit changed, with both):
    /// one row a difference, a summary per indicator and per economy.
    public static func releases(
        _ differences: [ReleaseDifference], database: String, earlier: String, later: String, indicators: Int,
        rebased: [(indicator: IndicatorCode, before: String, after: String)], names: [String: String],
        source: SourceNote
    ) -> Document {
        let table = Table(
            classifiedColumns, rows: differences.map { ClassifiedRow(difference: $0, name: names[$0.revision.economy]) }
        )
        let byIndicator = Dictionary(grouping: differences) { $0.revision.indicator.rawValue }
        let byEconomy = Dictionary(grouping: differences) { $0.revision.economy }
        let rebasedJSON = rebased.map { entry in
            JSONValue.object([
                ("indicator", .string(entry.indicator.rawValue)), ("before", .string(entry.before)),
                ("after", .string(entry.after)),
            ])
        }
        var document = Document(
            data: table, shape: .releaseRevisions,
            json: [
                (
                    "releases",
                    .object([
                        ("database", .string(database)), ("earlier", .string(earlier)), ("later", .string(later)),
                        ("indicators_compared", .integer(indicators)),
                    ])
                ),
                ("summary", .object(counts(differences))),
                (
                    "by_indicator",
                    .array(
                        byIndicator.keys.sorted().map {
                            .object([("indicator", .string($0))] + counts(byIndicator[$0] ?? []))
                        })
                ),
                (
                    "by_economy",
                    .array(
                        byEconomy.keys.sorted().map { .object([("iso3", .string($0))] + counts(byEconomy[$0] ?? [])) })
                ),
                ("rebased", .array(rebasedJSON)), ("rows", ColumnJSON.array(table)),
            ], source: source)
        document.add(.table(table, title: nil))
        let tally = ReleaseDifference.Kind.allCases.map { kind in
            "\(String.grouped(differences.count { $0.kind == kind })) \(kind.text)"
        }.joined(separator: ", ")
        var notes = [
            "Releases \(earlier) and \(later) of the \(database), \(Plural.count(indicators, "indicator")) compared: "
                + tally + " (rounding only: equal at the significant digits the coarser release writes)."
        ]
        notes += byIndicator.keys.sorted().map { code in
            let group = byIndicator[code] ?? []
            let revised = group.filter { $0.kind == .revised }.compactMap(\.revision.changePercent)
            let largest = revised.max { abs($0) < abs($1) }
            return "\(code): "
                + ReleaseDifference.Kind.allCases.compactMap { kind in
                    let count = group.count { $0.kind == kind }
                    return count == 0 ? nil : "\(String.grouped(count)) \(kind.text)"
                }.joined(separator: ", ")
                + (largest.map {
                    "; largest revision " + (abs($0) < 0.05 ? "under 0.05%" : NumberText.percent($0 / 100))
                }
                    ?? "")
        }
        notes += rebased.map {
            "\($0.indicator.rawValue) was re-based: '\($0.before)' became '\($0.after)'; its figures are not comparable."
        }
        document.note(notes)
        return document
    }
}
