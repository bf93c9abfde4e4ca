import OfflineStore
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What proves the figures of one answer: each dataset's origin (live, cache, snapshot), the
/// World Bank's `lastupdated`, the database, and the API request that returns a figure, so that
/// every number a model quotes can be checked by anyone.
struct Proof: Sendable {
    let answer: ProvidedData
    let baseURL: BaseURL
    let now: Date

    /// The figure `value` of `indicator` for `economy` in `year`, with everything that proves it.
    /// `also` follows the economy's code (its name in a row of several economies).
    func figure(
        _ value: Double, indicator: IndicatorCode, economy: String, year: Int, also: [(String, JSONValue)] = []
    ) -> JSONValue {
        let request =
            provenance(of: indicator)?.proof(economy: economy, year: year, baseURL: baseURL)
            ?? baseURL.request(economy: economy, indicator: indicator, period: .year(year))
        return .object(
            [("economy", .string(economy))] + also + [
                ("indicator", .string(indicator.rawValue)), ("year", .integer(year)), ("value", .number(value)),
            ] + facts(indicator) + [("request", .string(request))])
    }

    /// The database, `lastupdated`, origin and licence of `indicator`'s figures.
    func facts(_ indicator: IndicatorCode) -> [(String, JSONValue)] {
        let dataset = answer.data.datasets.first { $0.indicator == indicator }
        let provenance = self.provenance(of: indicator)
        let source = source(of: indicator)
        // The database as the answer names it ("Worldwide Governance Indicators (source 3)").
        let name = answer.databases.first { $0.id == source }?.name ?? "World Bank database"
        return [
            ("database", .string("\(name) (source \(source))")),
            ("lastupdated", .string(provenance?.lastUpdated ?? dataset?.metadata.lastUpdated)),
            ("origin", .string(provenance?.originText(now: now) ?? "unknown")),
            ("licence", .string(answer.licences.known[indicator]?.name)),
        ]
    }

    /// The schema of the ``facts(_:)`` member `licence`.
    static let licenceSchema = JSONSchema.string(
        "the indicator's licence as the Bank labels it (CC BY 4.0, CC BY 3.0 IGO, third-party terms (…)); "
            + "null when no copy on this machine states it", nullable: true)

    /// Where `indicator`'s figures of this answer came from.
    private func provenance(of indicator: IndicatorCode) -> DatasetProvenance? {
        answer.provenance.first { provenance in
            if case .indicator(indicator, _, _) = provenance.key { true } else { false }
        }
    }

    /// The database `indicator`'s figures were asked of: the World Development Indicators unless
    /// the answer says another.
    private func source(of indicator: IndicatorCode) -> DatabaseID {
        if case .indicator(_, _, let source) = provenance(of: indicator)?.key { return source }
        return .wdi
    }

    /// The line every answer ends with: the credit the licence asks for, the World Bank's dates and
    /// where the figures came from.
    var sourceLine: String { answer.sourceNote(now: now).line }

    /// The schema of ``figure(_:indicator:economy:year:)``.
    static let figureSchema = JSONSchema.object(
        [
            ("value", JSONSchema.number("the World Bank's figure, exactly as published")),
            ("indicator", JSONSchema.string("indicator code")),
            ("economy", JSONSchema.string("ISO3 or World Bank code of the economy or aggregate")),
            ("year", JSONSchema.integer("calendar year of the figure")),
            ("database", JSONSchema.string("World Bank database: World Development Indicators (source 2)")),
            ("lastupdated", JSONSchema.string("the World Bank's lastupdated date of the dataset", nullable: true)),
            ("origin", JSONSchema.string("live, cache (age) or snapshot (fetched date)")),
            ("licence", licenceSchema),
            (
                "request",
                JSONSchema.string(
                    "World Bank API request whose answer holds this figure; for a figure read from the mirror, "
                        + "the bulk file's release and SHA-256")
            ),
        ],
        required: ["value", "indicator", "economy", "year", "database", "lastupdated", "origin", "licence", "request"],
        description: "one figure with its proof")

    /// The schema of the last member of every answer.
    static let sourceSchema = JSONSchema.string(
        "Source: World Bank, the databases and the figures' licences, the lastupdated dates and the data's origin")
}

/// An entry of the country list as every answer shows it.
enum EconomyEntry {
    /// `country` as an object: codes, name, groups (none for an aggregate), capital.
    static func json(_ country: Country) -> JSONValue {
        func group(_ classification: Classification) -> JSONValue {
            country.isAggregate || classification.id.isEmpty
                ? .null : .object([("id", .string(classification.id)), ("name", .string(classification.name))])
        }
        return .object([
            ("code", .string(country.id)), ("iso2", .string(country.iso2Code)), ("name", .string(country.name)),
            ("is_aggregate", .bool(country.isAggregate)), ("region", group(country.region)),
            ("income", group(country.incomeLevel)), ("lending", group(country.lendingType)),
            ("capital", .string(country.capitalCity)),
        ])
    }

    /// The schema of ``json(_:)``.
    static let schema: JSONValue = {
        let group = JSONSchema.nullable(
            JSONSchema.object([("id", JSONSchema.string()), ("name", JSONSchema.string())], required: ["id", "name"]))
        return JSONSchema.object(
            [
                ("code", JSONSchema.string("ISO3 or World Bank code; accepted by every tool")),
                ("iso2", JSONSchema.string()), ("name", JSONSchema.string("the World Bank's name")),
                ("is_aggregate", JSONSchema.boolean("true for the Bank's own groups (WLD, SSF, HIC)")),
                ("region", group), ("income", group), ("lending", group),
                ("capital", JSONSchema.string(nullable: true)),
            ], required: ["code", "iso2", "name", "is_aggregate", "region", "income", "lending", "capital"])
    }()
}
