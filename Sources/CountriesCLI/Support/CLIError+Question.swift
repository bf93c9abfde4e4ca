import CountriesAnalysis
import OfflineStore
import WorldBank

extension CLIError {
    /// A question that does not hold, in this tool's flags: what was given and what to give instead.
    static func from(_ error: QuestionError) -> CLIError {
        let usage = { (message: String, hint: String) in CLIError(message, hint: hint, code: .usage, cause: error) }
        switch error {
        case .economy(let match):
            return CLIError(match.message, hint: hint(for: match), code: .usage, cause: error)
        case .indicator(let unknown, let database, let inWDI):
            let suggestion = EditDistance.didYouMean(unknown.nearest.first.map { "'\($0)'" })
            guard database.id != .wdi else {
                return usage(
                    "unknown indicator '\(unknown.code)'" + suggestion,
                    "find codes with 'countries indicators WORDS', such as: countries indicators life expectancy")
            }
            return usage(
                "'\(unknown.code)' is not an indicator of database \(database.id) (\(database.name))" + suggestion,
                inWDI
                    ? "it is a World Development Indicators code: leave out --source (or give --source 2)"
                    : "find its codes with 'countries indicators --source \(database.id) WORDS'")
        case .database(let unknown) where !unknown.listFetched:
            // The database may well exist: the list that would say so could not be had.
            return CLIError(
                "database '\(unknown.given)' cannot be checked: the list of the World Bank's databases has never been "
                    + "fetched here, and only 2 (World Development Indicators) is built in",
                hint: DataSession.choices(unknown), code: .unavailable, cause: error)
        case .database(let unknown):
            return usage("unknown database '\(unknown.given)'", DataSession.choices(unknown))
        case .tooManyIndicators(let count):
            return usage(
                "too many indicators (\(count))", "ask for at most \(Question.maximumIndicators) at a time")
        case .notSummable(let code, let name):
            return usage(
                "--per-capita \(code): '\(name)' is already a rate, share or average",
                "give an indicator of amounts, such as EN.GHG.CO2.MT.CE.AR5 or NY.GDP.MKTP.KD")
        case .needsRange(.growth):
            return usage("--growth needs a range of years", "give --year FIRST:LAST, such as --year 2012:2022")
        case .needsRange(_):
            return usage("--full-span needs a range of years", "give --year FIRST:LAST, such as --year 2015:2022")
        case .needsOneYear(_):
            return usage("--share takes one year or 'latest', not a range", "give --year 2022, or leave --year out")
        case .unknownSort(let given, let shown):
            return usage(
                "invalid sort key '\(given)'" + EditDistance.didYouMean(given, among: shown),
                "sort by a column shown: \(shown.joined(separator: ", "))")
        case .sortNotShown(let key, let given):
            let needs =
                switch key.statistic {
                case .compoundGrowth, .change: "--growth and a range of years (--year 2015:2022)"
                case .shareOfRegion, .shareOfListed:
                    "--share, one year, and a figure that adds up (population, GDP or a sum indicator)"
                case .rank, .value: "--rank"
                }
            return usage("--sort \(given): the listing shows no column \(key)", "add \(needs)")
        case .groupWithEconomies:
            return usage(
                "--in cannot be combined with --region, --income, --lending or --country",
                "--in lists the members of one group; give the group alone")
        case .noMembers(let group):
            return CLIError(
                "the World Bank API lists no members of \(group.name) (\(group.id))",
                hint: "the Bank may hold none for this group now; try again later with --refresh", code: .dataError,
                cause: error)
        }
    }
}
