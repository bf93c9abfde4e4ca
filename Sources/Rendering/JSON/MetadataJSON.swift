import CountriesAnalysis
public import WorldBank

/// The envelope every JSON output has: its `schema` (``JSONShape``), then the `metadata` object
/// (the credit, the World Bank dates, where the figures came from, the tool, and the question
/// asked), then the data.
public enum MetadataJSON {
    /// A whole JSON output of `shape`: the metadata (`query` members in it, in the order given), then
    /// `members`.
    static func document(
        _ shape: JSONShape, source: SourceNote, query: [(String, JSONValue)]? = nil, _ members: [(String, JSONValue)]
    ) -> String {
        var metadata = provenance(source) + [tool]
        if let query { metadata.append(("query", .object(query))) }
        return JSONValue.object([shape.member, ("metadata", .object(metadata))] + members).rendered()
    }

    /// A JSON output about the tool itself rather than the World Bank's figures (`cache info`,
    /// `schedule`): its metadata names only the tool.
    public static func document(_ shape: JSONShape, _ members: [(String, JSONValue)]) -> String {
        JSONValue.object([shape.member, ("metadata", .object([tool]))] + members).rendered()
    }

    /// `"tool": "countries 1.4.0"`.
    static var tool: (String, JSONValue) { ("tool", .string("countries \(ToolVersion.current)")) }

    /// Where the figures came from: the credit, the World Bank dates and the origin.
    static func provenance(_ source: SourceNote) -> [(String, JSONValue)] {
        [
            ("source", .string(source.credit)), ("lastupdated", .strings(source.lastUpdated)),
            ("origin", .string(source.origin)),
        ]
    }

    /// The members of a listing's query.
    static func query(_ query: ListQuery) -> [(String, JSONValue)] {
        [
            ("region", .string(query.region?.id)),
            ("income", .string(query.income?.id)),
            ("lending", .string(query.lending?.id)),
            ("year", .string(query.year.description)),
            ("sort", .string(query.sort.description)),
            ("descending", .bool(query.descending)),
            ("limit", .integer(query.limit)),
            ("indicators", .strings((IndicatorCode.core + query.extras).map(\.rawValue))),
            ("countries", .strings(query.countries)),
            (
                "analyses",
                .strings(
                    zip(["growth", "share", "rank"], [query.growth, query.share, query.rank]).filter(\.1).map(\.0))
            ),
            ("per_capita", .strings(query.perCapita.map(\.rawValue))),
        ]
    }

    /// A classification as `{"id", "name"}`.
    static func classification(_ classification: Classification) -> JSONValue {
        .object([("id", .string(classification.id)), ("name", .string(classification.name))])
    }
}
