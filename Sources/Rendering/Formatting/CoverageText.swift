import Analysis

/// Says how complete a total is, so that it is never read as more than it is: how many economies
/// lack figures, whether there are none at all, and whether a "latest" total mixes years.
enum CoverageText {
    /// How many economies lack figures (left out of the totals), or that there are none at all.
    static func gaps(_ summary: RegionSummary) -> String {
        if summary.economies > 0, summary.population == nil, summary.gdp == nil {
            return "No population or GDP figures for these economies"
        }
        var gaps: [String] = []
        if summary.missingPopulation > 0 { gaps.append("\(summary.missingPopulation) without population") }
        if summary.missingGDP > 0 { gaps.append("\(summary.missingGDP) without GDP") }
        return gaps.isEmpty ? "" : "Coverage: " + gaps.joined(separator: ", ") + " (left out of the totals)"
    }

    /// `Totals mix years: population 2019 to 2024, GDP 2014 to 2023`, or empty when each total is
    /// of one year.
    static func mixedYears(_ summary: RegionSummary) -> String {
        var spans: [String] = []
        if let years = summary.populationYears, years.count > 1 {
            spans.append("population \(years.lowerBound) to \(years.upperBound)")
        }
        if let years = summary.gdpYears, years.count > 1 {
            spans.append("GDP \(years.lowerBound) to \(years.upperBound)")
        }
        return spans.isEmpty ? "" : "Totals mix years: " + spans.joined(separator: ", ")
    }
}
