import CountriesAnalysis
import Parquet
import TestSupport
import Testing
import WorldBank

@testable import Rendering

/// One column description drawn by every renderer: a column added to a view's list appears in the
/// table, CSV, TSV, JSON, Markdown and HTML alike.
@Suite struct ColumnModelTests {
    static func economy(_ id: String, name: String, life: [Int: Double]) -> Economy {
        let region = Classification(id: "SSF", iso2Code: "ZG", name: "Sub-Saharan Africa")
        return Economy(
            country: Country(
                id: id, iso2Code: String(id.prefix(2)), name: name, region: region,
                adminRegion: Classification(id: "", iso2Code: "", name: ""),
                incomeLevel: Classification(id: "LMC", iso2Code: "XN", name: "Lower middle income"),
                lendingType: Classification(id: "IDX", iso2Code: "XI", name: "IDA only"), capitalCity: "Nairobi",
                longitude: nil, latitude: nil),
            values: [
                .population: [2022: 54_252_461, 2023: 55_339_003], .gdp: [2022: 113_420_000_000],
                lifeExpectancy: life,
            ])
    }

    static let lifeExpectancy = IndicatorCode("SP.DYN.LE00.IN") ?? .population
    static let source = SourceNote(origin: "snapshot (fetched 2026-04-30)", lastUpdated: ["2026-03-20"])

    static var listing: Listing {
        let query = ListQuery(extras: [lifeExpectancy])
        let rows = [
            CountryRow(
                economy: economy("KEN", name: "Kenya", life: [2022: 62.1]), selection: .latest,
                extras: [
                    lifeExpectancy
                ]),
            CountryRow(
                economy: economy("=HY", name: "=HYPERLINK(\"x\")\tbad", life: [:]), selection: .latest,
                extras: [
                    lifeExpectancy
                ]),
        ]
        return Listing(query: query, rows: rows)
    }

    @Test func anExtraIndicatorIsADatedColumnInEveryFormat() throws {
        let document = ListingRenderer.document(Self.listing, source: Self.source)
        let text = { (format: OutputFormat) in
            String(decoding: try document.rendered(as: format, style: .plain), as: UTF8.self)
        }
        let (csv, json, table, markdown) = (try text(.csv), try text(.json), try text(.table), try text(.markdown))

        let header = csv.components(separatedBy: "\r\n")[0]
        #expect(header.hasSuffix(",gdp_per_capita_usd,gdp_per_capita_year,SP.DYN.LE00.IN,SP.DYN.LE00.IN_year,source"))
        #expect(csv.contains(",62.1,2022,"))
        #expect(
            json.contains(
                "\"indicators\": {\n        \"SP.DYN.LE00.IN\": {\n          \"value\": 62.1,\n          \"year\": 2022\n"
            ))
        #expect(json.contains("\"SP.DYN.LE00.IN\": {\n          \"value\": null,\n          \"year\": null\n"))
        #expect(table.split(separator: "\n")[0].hasSuffix("GDP/capita  Year  SP.DYN.LE00.IN  Year"))
        #expect(markdown.contains("| $2,091 (2022) | 62.1 (2022) |"))
    }

    @Test func parquetHoldsTheCSVColumnsTypedWithNullsAndTheSourceInItsMetadata() async throws {
        let document = ListingRenderer.document(Self.listing, source: Self.source)
        var reader = try ParquetTestReader(try document.rendered(as: .parquet, style: .plain))
        let columns = try await reader.columns()
        let csvHeader = String(decoding: try document.rendered(as: .csv, style: .plain), as: UTF8.self)
            .prefix { $0 != "\r\n" }

        #expect(columns.map(\.name).joined(separator: ",") + ",source" == csvHeader)
        let byName = Dictionary(uniqueKeysWithValues: columns.map { ($0.name, $0.values) })
        #expect(byName["iso3"] == .strings(["KEN", "=HY"]), "text as it is: no formula guard")
        #expect(byName["name"] == .strings(["Kenya", "=HYPERLINK(\"x\")␉bad"]))
        #expect(byName["SP.DYN.LE00.IN"] == .doubles([62.1, nil]))
        #expect(byName["SP.DYN.LE00.IN_year"] == .int64([2022, nil]))
        #expect(document.parquet.keyValueMetadata.map(\.key) == ["source", "lastupdated"])
        #expect(document.parquet.keyValueMetadata.map(\.value) == [Self.source.cellText, "2026-03-20"])
    }

    @Test func csvAndTSVNeutraliseFormulasAndKeepOneRecordPerLine() {
        let listing = Self.listing
        let columns = ListingColumns.all(for: listing)
        let csv = String(
            decoding: ColumnCSV.render(Table(columns, rows: listing.rows), source: Self.source), as: UTF8.self)
        let tsv = String(
            decoding: ColumnCSV.render(Table(columns, rows: listing.rows), source: Self.source, dialect: .tsv),
            as: UTF8.self)

        #expect(csv.contains("\r\n'=HY,'=H,\"'=HYPERLINK(\"\"x\"\")␉bad\",SSF,"))
        let lines = tsv.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "header, two rows, and the empty string after the last LF")
        #expect(lines[2].hasPrefix("'=HY\t'=H\t'=HYPERLINK(\"x\")␉bad\tSSF\tSub-Saharan Africa\t"))
        #expect(
            lines[0].split(separator: "\t").count
                == lines[1].split(separator: "\t", omittingEmptySubsequences: false).count)
    }

    @Test func theRegionViewShowsEachColumnOnlyToItsAudience() {
        let summary = RegionSummary(region: nil, rows: Self.listing.rows)
        let columns = RegionColumns.all

        #expect(
            columns.map(\.description).shown(in: .terminal).map(\.terminalHeader) == [
                "Region", "ID", "Economies", "Population", "GDP (US$)", "GDP/capita", "WB pop.", "Δ pop.", "WB GDP",
                "Δ GDP", "Missing",
            ])
        #expect(
            columns.map(\.description).shown(in: .html).map(\.header) == [
                "Region", "Economies", "Population", "GDP (US$)", "GDP per capita", "World Bank population",
                "Population vs World Bank", "World Bank GDP (US$)", "GDP vs World Bank", "Without population",
                "Without GDP",
            ])
        #expect(
            ColumnJSON.object(columns, row: summary).rendered() == """
                {
                  "region": null,
                  "name": "All listed economies",
                  "economies": 2,
                  "population": 110678006,
                  "gdp_usd": 226840000000,
                  "gdp_per_capita_usd": 2090.5964063086467,
                  "bank_population": null,
                  "population_difference_pct": null,
                  "population_gap": null,
                  "population_gap_mixed_years": null,
                  "population_gap_members": null,
                  "population_gap_unlisted": null,
                  "population_gap_remainder": null,
                  "bank_gdp_usd": null,
                  "gdp_usd_difference_pct": null,
                  "gdp_usd_gap": null,
                  "gdp_usd_gap_mixed_years": null,
                  "gdp_usd_gap_members": null,
                  "gdp_usd_gap_unlisted": null,
                  "gdp_usd_gap_remainder": null,
                  "bank_aggregate": null,
                  "missing_population": 0,
                  "missing_gdp": 0,
                  "population_years": "2023",
                  "gdp_years": "2022",
                  "reconciliation": null
                }

                """)
    }
}
