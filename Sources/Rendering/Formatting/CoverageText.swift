import CountriesAnalysis

/// Says how complete a total is, so that it is never read as more than it is: how many economies
/// lack figures, whether there are none at all, and whether a "latest" total mixes years.
enum CoverageText {
    /// How many economies lack figures (left out of the totals), or that there are none at all.
    static func gaps(_ summary: RegionSummary) -> String {
        if summary.economies > 0, summary.population == nil, summary.gdp == nil {
            return "No population or GDP figures for these economies"
        }
        let gaps = [(summary.missingPopulation, "population"), (summary.missingGDP, "GDP")].filter { $0.0 > 0 }
            .map { "\($0) without \($1)" }
        return gaps.isEmpty ? "" : "Coverage: " + gaps.joined(separator: ", ") + " (left out of the totals)"
    }

    /// `Totals mix years: population 2019 to 2024, GDP 2014 to 2023`, or empty when each total is
    /// of one year.
    static func mixedYears(_ summary: RegionSummary) -> String {
        let spans = [("population", summary.populationYears), ("GDP", summary.gdpYears)].compactMap { name, years in
            years.flatMap { $0.count > 1 ? "\(name) \($0.lowerBound) to \($0.upperBound)" : nil }
        }
        return spans.isEmpty ? "" : "Totals mix years: " + spans.joined(separator: ", ")
    }
}
