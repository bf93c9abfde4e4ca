import CountriesAnalysis
import WorldBank

/// The report's summary paragraph, written from its figures, and the notes on what its totals mix.
enum SummaryText {
    /// The sentences of the summary, in reading order.
    static func sentences(_ document: ReportDocument) -> [String] {
        let total = document.listing.total
        let scope = document.listing.query.region.map { "of \($0.name) " } ?? ""
        var sentences: [String] = []
        var covered = "The \(Plural.economies(total.economies)) \(scope)listed"
        switch (total.population, total.gdp) {
        case (let people?, let gdp?):
            covered +=
                " have \(NumberText.human(people)) people and a combined GDP of \(NumberText.humanDollars(gdp)) (current US$)"
        case (let people?, nil): covered += " have \(NumberText.human(people)) people; no GDP figures are available"
        case (nil, let gdp?): covered += " have a combined GDP of \(NumberText.humanDollars(gdp)) (current US$)"
        case (nil, nil): covered += " have no population or GDP figures for this year"
        }
        sentences.append(covered + ".")
        if document.listing.query.region == nil, let people = document.mostPopulous,
            let economy = document.largestEconomy,
            let population = people.population, let gdp = economy.gdp
        {
            sentences.append(
                "The most populous region is \(people.name) (\(NumberText.human(population)) people); "
                    + "the region with the largest GDP is \(economy.name) (\(NumberText.humanDollars(gdp))).")
        }
        if let richest = document.richest, let poorest = document.poorest,
            let high = richest.gdpPerCapita, let low = poorest.gdpPerCapita
        {
            sentences.append(
                "GDP per capita is highest in \(richest.country.name) (\(NumberText.groupedDollars(high.value)), "
                    + "\(high.year)) and lowest in \(poorest.country.name) (\(NumberText.groupedDollars(low.value)), "
                    + "\(low.year)).")
        }
        if !document.movers.isEmpty {
            let movers = document.movers.map { revision in
                let what = Measure.of(revision.indicator).noun
                return
                    "\(revision.economy.name)'s \(revision.year) \(what) (\(NumberText.percent(revision.relativeChange)))"
            }
            sentences.append("The largest revisions since the previous report: " + movers.joined(separator: ", ") + ".")
        } else if document.changes != nil {
            sentences.append("No figure was revised by more than 0.5 % since the previous report.")
        }
        return sentences
    }

    /// A section heading with the report's year when it is one (`Regions, 2022`): a table of one
    /// year must say which.
    static func heading(_ text: String, _ document: ReportDocument) -> String {
        guard case .year(let year) = document.listing.query.year else { return text }
        return "\(text), \(year)"
    }

    /// What the totals leave out and mix: economies without figures, the range of years, and the
    /// economies whose latest value is old.
    static func notes(_ document: ReportDocument) -> [String] {
        let total = document.listing.total
        var notes = [CoverageText.gaps(total), CoverageText.mixedYears(total)].filter { !$0.isEmpty }.map { $0 + "." }
        let stale = document.stale
        if !stale.isEmpty {
            let shown = stale.prefix(12).map { "\($0.row.country.name) (\($0.indicatorName) \($0.year))" }
            let more = stale.count > shown.count ? ", and \(stale.count - shown.count) more" : ""
            notes.append(
                "Latest values more than \(ReportDocument.staleAfterYears) years behind the newest: "
                    + shown.joined(separator: ", ") + more + ".")
        }
        if !document.trends.isEmpty { notes.append("Trend lines are \(RegionTrend.method).") }
        return notes
    }
}
