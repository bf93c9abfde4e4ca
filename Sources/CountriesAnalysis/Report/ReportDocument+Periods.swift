public import WorldBank

extension ReportDocument {
    /// The periods of the figures a report of `year` needs, asked for side by side: each economy's
    /// ``RegionTrend/years`` newest values (`mrnev=20`), and, for a year that may lie before them,
    /// that year too.
    ///
    /// The newest values hold every value of the trend window wherever the database's last year has
    /// moved, and each economy's latest value however old it is (Venezuela's GDP stops in 2014), so a
    /// "latest" report, its reconciliation with the Bank's aggregates and its trend lines are those
    /// the full histories give, for about a third of the bytes. An economy's 20 newest values hold
    /// its value of year Y when fewer than 20 of its values are newer than Y, which is certain when Y
    /// is less than 20 years before `thisYear`: no figure is dated after the current year.
    public static func periods(for year: YearSelection, thisYear: Int) -> (Period, also: Period?) {
        let window = Period.mostRecentNonEmpty(RegionTrend.years)
        guard case .year(let wanted) = year, wanted <= thisYear - RegionTrend.years else { return (window, nil) }
        return (window, .year(wanted))
    }
}
