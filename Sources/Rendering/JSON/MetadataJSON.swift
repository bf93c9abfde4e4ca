import Analysis
import WorldBank

/// The `metadata` object every JSON output opens with: the credit, the World Bank dates, where the
/// figures came from, the tool, and the question asked.
enum MetadataJSON {
    /// The metadata of an output built from `source`; `query` members follow in the order given.
    static func object(source: SourceNote, query: [(String, JSONValue)]? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("source", .string(SourceNote.attribution)),
            ("lastupdated", .array(source.lastUpdated.map { .string($0) })),
            ("origin", .string(source.origin)),
            ("tool", .string("countries \(ToolVersion.current)")),
        ]
        if let query { members.append(("query", .object(query))) }
        return .object(members)
    }

    /// The members of a listing's query.
    static func query(_ query: ListQuery) -> [(String, JSONValue)] {
        [
            ("region", .string(query.region?.id)),
            ("income", .string(query.income?.id)),
            ("year", .string(query.year.description)),
            ("sort", .string(query.sort.rawValue)),
            ("descending", .bool(query.descending)),
            ("limit", .integer(query.limit)),
            ("indicators", .array((IndicatorCode.core + query.extras).map { .string($0.rawValue) })),
            ("countries", .array(query.countries.map { .string($0) })),
        ]
    }

    /// A classification as `{"id", "name"}`.
    static func classification(_ classification: Classification) -> JSONValue {
        .object([("id", .string(classification.id)), ("name", .string(classification.name))])
    }
}
