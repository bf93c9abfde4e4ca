public import Analysis
import Foundation
public import WorldBank

/// The report's `summary.json`: region totals, provenance, query, tool version, requests made and
/// the changes since the previous report.
public enum ReportSummaryJSON {
    /// Renders the summary of `document`.
    public static func render(_ document: ReportDocument, source: SourceNote, requests: Int) -> String {
        let query = document.listing.query
        let provenance: JSONValue = .object([
            ("source", .string(SourceNote.attribution)),
            ("lastupdated", .array(source.lastUpdated.map { .string($0) })),
            ("origin", .string(source.origin)),
        ])
        let scope: JSONValue = .object([
            ("title", .string(document.title)),
            ("year", .string(query.year.description)),
            ("region", query.region.map(MetadataJSON.classification) ?? .null),
            ("indicators", .array((IndicatorCode.core + query.extras).map { .string($0.rawValue) })),
        ])
        let totals: [(String, JSONValue)] = [
            ("regions", .array(document.regions.map { ColumnJSON.object(RegionColumns.all, row: $0) })),
            ("total", ColumnJSON.object(RegionColumns.all, row: document.listing.total)),
        ]
        let members: [(String, JSONValue)] =
            [
                ("tool", .string("countries \(ToolVersion.current)")),
                ("generated_at", .string(document.generatedAt.formatted(.iso8601))),
                ("provenance", provenance), ("query", scope), ("requests", .integer(requests)),
                ("summary", .array(SummaryText.sentences(document).map { .string($0) })),
                ("notes", .array(SummaryText.notes(document).map { .string($0) })),
            ] + totals + [("changes", document.changes.map(changes) ?? .null)]
        return JSONValue.object(members).rendered()
    }

    private static func changes(_ changes: ReportChanges) -> JSONValue {
        .object([
            (
                "lastupdated",
                .object([
                    ("before", .array(changes.lastUpdated.before.map { .string($0) })),
                    ("after", .array(changes.lastUpdated.after.map { .string($0) })),
                ])
            ),
            (
                "data_years",
                .array(
                    changes.dataYears.map {
                        .object([
                            ("indicator", .string($0.indicator.rawValue)), ("before", .integer($0.before)),
                            ("after", .integer($0.after)),
                        ])
                    })
            ),
            (
                "revisions",
                .array(
                    changes.revisions.map {
                        .object([
                            ("iso3", .string($0.economy.id)), ("name", .string($0.economy.name)),
                            ("indicator", .string($0.indicator.rawValue)), ("year", .integer($0.year)),
                            ("before", .number($0.before)), ("after", .number($0.after)),
                            ("relative_change", .number($0.relativeChange)),
                        ])
                    })
            ),
            (
                "reclassifications",
                .array(
                    changes.reclassifications.map {
                        .object([
                            ("iso3", .string($0.economy.id)), ("name", .string($0.economy.name)),
                            ("kind", .string($0.kind.rawValue)), ("before", MetadataJSON.classification($0.before)),
                            ("after", MetadataJSON.classification($0.after)),
                        ])
                    })
            ),
            ("added", .array(changes.added.map { .object([("iso3", .string($0.id)), ("name", .string($0.name))]) })),
            (
                "removed",
                .array(changes.removed.map { .object([("iso3", .string($0.id)), ("name", .string($0.name))]) })
            ),
            ("summary", .array(ChangeText.lines(changes).map { .string($0) })),
        ])
    }
}
