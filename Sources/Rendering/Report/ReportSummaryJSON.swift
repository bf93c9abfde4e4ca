public import CountriesAnalysis
public import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The report's `summary.json`: in its metadata the provenance, the tool, the query, when it was
/// written and the requests made; then the summary, the region totals, the trend lines and the
/// changes since the previous report.
public enum ReportSummaryJSON {
    /// Renders the summary of `document`.
    public static func render(_ document: ReportDocument, source: SourceNote, requests: Int) -> String {
        let query = document.listing.query
        let scope: JSONValue = .object([
            ("title", .string(document.title)),
            ("year", .string(query.year.description)),
            ("region", query.region.map(MetadataJSON.classification) ?? .null),
            ("indicators", .strings((IndicatorCode.core + query.extras).map(\.rawValue))),
        ])
        let metadata =
            MetadataJSON.provenance(source) + [
                MetadataJSON.tool, ("query", scope),
                ("generated_at", .string(document.generatedAt.formatted(.iso8601))), ("requests", .integer(requests)),
            ]
        return JSONValue.object([
            JSONShape.reportSummary.member, ("metadata", .object(metadata)),
            ("summary", .strings(SummaryText.sentences(document))), ("notes", .strings(SummaryText.notes(document))),
            ("regions", ColumnJSON.array(RegionColumns.all, rows: document.regions)),
            ("total", ColumnJSON.object(RegionColumns.all, row: document.total)),
            ("trends", trends(document.trends)), ("changes", document.changes.map(changes) ?? .null),
        ]).rendered()
    }

    /// The trend lines as drawn, per region and measure, year → value, with how they were built, so
    /// a reader can check them.
    private static func trends(_ trends: [RegionTrend]) -> JSONValue {
        let series = trends.flatMap { trend in
            Measure.trended.map { measure -> JSONValue in
                let values = trend.points.compactMap { point in
                    measure.trend?(point).map { ("\(point.year)", JSONValue.number($0)) }
                }
                return .object([
                    ("region", MetadataJSON.classification(trend.region)), ("measure", .string(measure.key)),
                    ("values", .object(values)),
                    ("without", .strings(measure.code.flatMap { trend.without[$0] } ?? [])),
                ])
            }
        }
        return .object([("method", .string(RegionTrend.method)), ("series", .array(series))])
    }

    private static func changes(_ changes: ReportChanges) -> JSONValue {
        func economy(_ name: EconomyName) -> [(String, JSONValue)] {
            [("iso3", .string(name.id)), ("name", .string(name.name))]
        }
        let dataYears = changes.dataYears.map { move -> JSONValue in
            .object([
                ("indicator", .string(move.indicator.rawValue)), ("before", .integer(move.before)),
                ("after", .integer(move.after)),
            ])
        }
        let revisions = changes.revisions.map { revision -> JSONValue in
            .object(
                economy(revision.economy) + [
                    ("indicator", .string(revision.indicator.rawValue)), ("year", .integer(revision.year)),
                    ("before", .number(revision.before)), ("after", .number(revision.after)),
                    ("relative_change", .number(revision.relativeChange)),
                ])
        }
        let reclassifications = changes.reclassifications.map { move -> JSONValue in
            .object(
                economy(move.economy) + [
                    ("kind", .string(move.kind.rawValue)), ("before", MetadataJSON.classification(move.before)),
                    ("after", MetadataJSON.classification(move.after)),
                ])
        }
        let dates = changes.lastUpdated
        return .object([
            ("lastupdated", .object([("before", .strings(dates.before)), ("after", .strings(dates.after))])),
            ("data_years", .array(dataYears)), ("revisions", .array(revisions)),
            ("reclassifications", .array(reclassifications)),
            ("added", .array(changes.added.map { .object(economy($0)) })),
            ("removed", .array(changes.removed.map { .object(economy($0)) })),
            ("summary", .strings(ChangeText(changes).sentences)),
        ])
    }
}
