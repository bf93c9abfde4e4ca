public import Analysis
import WorldBank

/// The `list` command's CSV: one row per economy, raw numbers, the year of every value, and the
/// source on every row so the provenance survives copying rows into another sheet.
public enum ListingCSV {
    /// Renders `listing` as CSV.
    public static func render(_ listing: Listing, source: SourceNote) -> String {
        var header = [
            "iso3", "iso2", "name", "region_id", "region", "income_id", "income", "capital", "population",
            "population_year", "gdp_usd", "gdp_year", "gdp_per_capita_usd",
        ]
        for code in listing.query.extras { header += [code.rawValue, "\(code.rawValue)_year"] }
        header.append("source")
        let sourceText = source.cellText
        let rows = listing.rows.map { row -> [CSVText.Cell] in
            var cells: [CSVText.Cell] = [
                .text(row.country.id), .text(row.country.iso2Code), .text(row.country.name),
                .text(row.country.region.id), .text(row.country.region.name), .text(row.country.incomeLevel.id),
                .text(row.country.incomeLevel.name), row.country.capitalCity.map { .text($0) } ?? .empty,
            ]
            cells += valueCells(row.population) + valueCells(row.gdp)
            cells.append(row.gdpPerCapita.map { .number($0.value) } ?? .empty)
            for extra in row.extras { cells += valueCells(extra.value) }
            cells.append(.text(sourceText))
            return cells
        }
        return CSVText.document(header: header, rows: rows)
    }

    static func valueCells(_ value: YearValue?) -> [CSVText.Cell] {
        guard let value else { return [.empty, .empty] }
        return [.number(value.value), .integer(value.year)]
    }
}
