import CountriesAnalysis
import WorldBank

/// A ranking the report shows in a section of its own, as bars in the page and as a table in
/// `index.md`: the largest economies by GDP, then the highest values of each extra indicator
/// (`report --indicator`).
struct ReportRanking {
    /// The section's anchor in the page.
    let id: String
    /// The heading, with the year when every value shares it.
    let title: String
    let measure: Measure
    /// Largest first.
    let entries: [(row: CountryRow, value: YearValue)]
    /// The year of every value when they share one; else each value says its own.
    let sharedYear: Int?

    init(id: String, title: String, measure: Measure, entries: [(row: CountryRow, value: YearValue)]) {
        let years = Set(entries.map(\.value.year))
        sharedYear = years.count == 1 ? years.first : nil
        self.id = id
        self.title = title + (sharedYear.map { ", \($0)" } ?? "") + (measure.unit.map { " (current \($0))" } ?? "")
        self.measure = measure
        self.entries = entries
    }

    /// The value as people read it, with its year unless the title says it: `$4.46 T (2022)`.
    func text(_ value: YearValue) -> String {
        measure.kind.format(value.value) + (sharedYear == nil ? " (\(value.year))" : "")
    }

    /// The rankings of `document`, in the order they are shown.
    static func all(_ document: ReportDocument) -> [ReportRanking] {
        let largest = ReportRanking(
            id: "largest", title: "The \(document.largest.count) largest economies by GDP", measure: .gdp,
            entries: document.largest.compactMap { row in row.gdp.map { (row, $0) } })
        let extras = Measure.listed(with: document.listing.query.extras).dropFirst(Measure.core.count).map { measure in
            let entries = document.listing.rows.compactMap { row in measure.row(row).map { (row: row, value: $0) } }
                .sorted { ($0.value.value, $1.row.country.name) > ($1.value.value, $0.row.country.name) }
                .prefix(ReportDocument.largestCount)
            return ReportRanking(
                id: "highest-\(Slug.make(measure.key, empty: "measure"))",
                title: "The \(entries.count) highest values of \(measure.noun)", measure: measure,
                entries: Array(entries))
        }
        return [largest] + extras
    }
}
