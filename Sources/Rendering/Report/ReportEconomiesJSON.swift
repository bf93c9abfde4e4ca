public import Analysis
public import WorldBank

/// The report's `economies.json`: the figures the report was made from, which the next report of
/// the series reads back (``ReportBasis``) to say what changed. In the vocabulary of every other
/// output: `iso3`, `population` and `population_year`, `gdp_usd` and `gdp_year`, classifications
/// as `{"id", "name"}`, `null` for a missing figure and for the default query's scope.
public enum ReportEconomiesJSON {
    /// Renders `basis`, whose figures came from `source`.
    public static func render(_ basis: ReportBasis, source: SourceNote) -> String {
        let economies = basis.economies.map { entry -> JSONValue in
            .object([
                ("iso3", .string(entry.id)), ("name", .string(entry.name)),
                ("region", MetadataJSON.classification(entry.region)),
                ("income", MetadataJSON.classification(entry.income)),
                ("population", .number(entry.population?.value)), ("population_year", .integer(entry.population?.year)),
                ("gdp_usd", .number(entry.gdp?.value)), ("gdp_year", .integer(entry.gdp?.year)),
            ])
        }
        let query: JSONValue = .object([
            ("year", .string(basis.year)),
            ("scope", basis.query.flatMap { $0.isEmpty ? nil : $0 }.map(JSONValue.string) ?? .null),
        ])
        let metadata: [(String, JSONValue)] = [
            ("source", .string(SourceNote.attribution)), ("lastupdated", .strings(basis.lastUpdated)),
            ("origin", .string(source.origin)), MetadataJSON.tool, ("query", query),
        ]
        return JSONValue.object([
            JSONShape.reportEconomies.member, ("metadata", .object(metadata)), ("economies", .array(economies)),
        ]).rendered()
    }
}
