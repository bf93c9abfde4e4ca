import Analysis

/// Says how many economies lack figures, so a total is never read as complete when it is not.
enum CoverageText {
    static func describe(_ summary: RegionSummary) -> String {
        var gaps: [String] = []
        if summary.missingPopulation > 0 { gaps.append("\(summary.missingPopulation) without population") }
        if summary.missingGDP > 0 { gaps.append("\(summary.missingGDP) without GDP") }
        return gaps.isEmpty ? "" : "Coverage: " + gaps.joined(separator: ", ") + " (left out of the totals)"
    }
}
