import Analysis

/// Says how complete a total is, so that it is never read as more than it is: how many economies
/// lack figures, whether there are none at all, and whether a "latest" total mixes years.
enum CoverageText {
    /// The coverage line under a listing; empty when every figure is there and of one year.
    static func describe(_ summary: RegionSummary) -> String {
        var sentences: [String] = []
        if summary.economies > 0, summary.population == nil, summary.gdp == nil {
            sentences.append("No population or GDP figures for these economies")
        } else {
            var gaps: [String] = []
            if summary.missingPopulation > 0 { gaps.append("\(summary.missingPopulation) without population") }
            if summary.missingGDP > 0 { gaps.append("\(summary.missingGDP) without GDP") }
            if !gaps.isEmpty {
                sentences.append("Coverage: " + gaps.joined(separator: ", ") + " (left out of the totals)")
            }
        }
        let mixed = mixedYears(summary)
        if !mixed.isEmpty { sentences.append(mixed) }
        return sentences.joined(separator: ". ")
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
