public import Analysis
import WorldBank

/// The `list` command's JSON: `metadata` (provenance, query) and `rows`, numbers as numbers and
/// `null` for missing values, plus the region totals.
public enum ListingJSON {
    /// Renders `listing` as a JSON document.
    public static func render(_ listing: Listing, source: SourceNote) -> String {
        JSONValue.object([
            ("metadata", metadata(source: source, query: listing.query)),
            ("rows", .array(listing.rows.map(row))),
            ("regions", .array(listing.groups.map { summary($0.summary) })),
            ("total", summary(listing.total)),
        ]).rendered()
    }

    static func metadata(source: SourceNote, query: ListQuery?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("source", .string(SourceNote.attribution)),
            ("lastupdated", .array(source.lastUpdated.map { .string($0) })),
            ("origin", .string(source.origin)),
            ("tool", .string("countries \(ToolVersion.current)")),
        ]
        if let query {
            members.append(
                (
                    "query",
                    .object([
                        ("region", .string(query.region?.id)),
                        ("income", .string(query.income?.id)),
                        ("year", .string(query.year.description)),
                        ("sort", .string(query.sort.rawValue)),
                        ("descending", .bool(query.descending)),
                        ("limit", .integer(query.limit)),
                        (
                            "indicators",
                            .array(([IndicatorCode.population, .gdp] + query.extras).map { .string($0.rawValue) })
                        ),
                    ])
                ))
        }
        return .object(members)
    }

    static func row(_ row: CountryRow) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("iso3", .string(row.country.id)),
            ("iso2", .string(row.country.iso2Code)),
            ("name", .string(row.country.name)),
            ("region", classification(row.country.region)),
            ("income", classification(row.country.incomeLevel)),
            ("capital", .string(row.country.capitalCity)),
            ("population", .number(row.population?.value)),
            ("population_year", .integer(row.population?.year)),
            ("gdp_usd", .number(row.gdp?.value)),
            ("gdp_year", .integer(row.gdp?.year)),
            ("gdp_per_capita_usd", .number(row.gdpPerCapita?.value)),
        ]
        if !row.extras.isEmpty {
            members.append(
                (
                    "indicators",
                    .object(
                        row.extras.map {
                            (
                                $0.code.rawValue,
                                .object([("value", .number($0.value?.value)), ("year", .integer($0.value?.year))])
                            )
                        })
                ))
        }
        return .object(members)
    }

    static func classification(_ classification: Classification) -> JSONValue {
        .object([("id", .string(classification.id)), ("name", .string(classification.name))])
    }

    static func summary(_ summary: RegionSummary) -> JSONValue {
        .object([
            ("region", summary.region.map(classification) ?? .null),
            ("name", .string(summary.name)),
            ("economies", .integer(summary.economies)),
            ("population", .number(summary.population)),
            ("gdp_usd", .number(summary.gdp)),
            ("gdp_per_capita_usd", .number(summary.gdpPerCapita)),
            ("missing_population", .integer(summary.missingPopulation)),
            ("missing_gdp", .integer(summary.missingGDP)),
        ])
    }
}
