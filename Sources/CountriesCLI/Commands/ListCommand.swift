import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

/// `countries list`: the economies with population, GDP and GDP per capita, filtered and sorted,
/// for one year, the latest values, or a range of years.
enum ListCommand {
    static let region = Option(
        "region", "R", short: "r", help: "only this region: id (SSF), name, or part of a name (sub-saharan)",
        completion: .regions, parse: .text)
    static let income = Option(
        "income", "L", help: "only this income level: id (HIC), name, or part of one (lower middle)",
        completion: .incomeLevels, parse: .text)
    static let lending = Option(
        "lending", "T", help: "only this lending type: IDA, IBRD or Blend (ids IDX, IBD, IDB)",
        completion: .lendingTypes, parse: .text)
    static let country = Option(
        "country", "C", short: "c",
        help: "only these economies or World Bank aggregates: codes or names, split by ; or , (repeatable)",
        completion: .economies, repeating: .economies)
    static let group = Option(
        "in", "GROUP",
        help: "only the members of this World Bank group (SSF, IDA, EUU, OED), their sum beside the Bank's own "
            + "aggregate of it and why they differ",
        completion: .groups, parse: .text)
    // 'latest' is named in the help text, so the default is shown as just "(default)".
    static let year = Option(
        "year", "Y", short: "y", default: .latest, shownDefault: "",
        help: "a year from 1960, a range such as 2010:2022, or 'latest' for each economy's latest value",
        parse: .year(ranges: true))
    static let wide = Flag("wide", help: "with a year range: one row per economy, a column per indicator and year")
    static let sort = Option(
        "sort", "KEY", default: "name",
        help: "name, or any column shown, such as population, gdp, gdp-per-capita, an indicator code, "
            + "gdp-cagr, population-share-region or gdp-rank",
        parse: ValueParser(read: { text, _, _ in text }, choices: ["name", "population", "gdp", "gdp-per-capita"]))
    static let descending = Flag("desc", help: "sort largest first (or Z to A)")
    static let fullSpan = Flag(
        "full-span", help: "with a range: only economies with every figure in its first and its last year")
    static let limit = Option("limit", "N", help: "show at most N economies", parse: .integer(in: 1...10_000))
    static let growth = Flag(
        "growth", help: "with a range: each measure's annual growth (CAGR) and change from the year before, in %")
    static let share = Flag("share", help: "each economy's share of its region and of the listed total, in %")
    static let rank = Flag("rank", help: "each economy's rank per measure among those listed (1 = largest)")
    static let perCapita = Option(
        "per-capita", "CODE", help: "add an indicator divided by the population of the same year (repeatable)",
        repeating: .indicators(keepingCore: true))
    static let indicator = Option(
        "indicator", "CODE",
        help: "add a column for another indicator, such as SP.DYN.LE00.IN (repeatable or comma-separated, up to 200)",
        repeating: .indicators())

    static let spec = CommandSpec(
        name: "list",
        summary: "List economies with population, GDP and GDP per capita",
        options: [
            region, income, lending, country, group, year, wide, sort, descending, limit, fullSpan, indicator,
            perCapita,
            growth, share,
            rank, DataCommandOptions.footnotes,
        ] + OutputOptions.all,
        discussion: """
            Without --region the table is grouped by region, with a subtotal per region and a total of
            the listed economies; a ranking (--sort with --limit) is one table. GDP per capita divides
            GDP by the population of the same year. With --year latest each value is the economy's most
            recent one and its year is shown. A range (--year 2010:2022) gives one row per economy and
            year; --wide gives one row per economy with the years as columns. --sort takes any column
            the listing shows, by its CSV name (gdp_usd_cagr_pct) or without its units and with hyphens
            (gdp-cagr); a rank sorts 1 first; a range sorts by its last year. --full-span keeps the
            economies with every figure in the first and last year, so every growth rate spans the
            whole range, and the heading says the span. --country may name the
            World Bank's own aggregates (WLD, SSF, EUU, HIC): they are shown, never added into totals.
            An economy is found by its code first (ISO3, ISO2 or the Bank's), then the Bank's name, then
            an ISO 3166 or common name (South Korea, UK, Ivory Coast; accents optional), then a part of
            a name; a text that fits several is refused with their codes. Separate economies with ';'
            or ','; a comma inside one of the Bank's names (-c "Korea, Rep.") belongs to the name.
            --in GROUP lists the members of one of the Bank's groups, found as 'countries economies --in'
            finds them (the country list for regions, income levels, lending types and the groups formed
            of those; the World Bank API, once and then cached, for EUU, EMU, OED, FCS, small states and
            the others), then the sum of the members right above the Bank's own aggregate of the group,
            and a line saying how the members were found and whether the sum agrees with the Bank's
            figure (and if not, why: the reconciliation of 'countries regions'). CSV, TSV, JSON and the
            workbook carry the sum on the aggregate's row (members_population, members_gdp_usd, their
            difference in %, members_reconciliation); JSON also has the reconciled total and the group.
            Over a range of years (--in EUU --year 2010:2022) the sum is made year by year: a table of
            each year's sum beside the Bank's aggregate of that year and the difference, the reasons
            under it, the same columns on each of the aggregate's rows (with --wide one per year, such
            as members_population_2015), and in JSON 'totals', one a year. --in takes no --region, --income, --lending or --country.
            --indicator takes up to 200 codes: they go in as few queries as the API takes (60 codes and
            1,500 characters each), at most 4 requests at once, and the columns keep the order given; on
            a terminal, a fetch that takes over a second says how far it has come on stderr.
            --footnotes asks for the Bank's footnotes: files get a column beside each published figure
            (population_footnote, gdp_usd_footnote), a table numbered notes under it. A figure's
            observation status (F: a forecast) is shown whenever the Bank sets one.
            """,
        examples: [
            "countries list --region \"Sub-Saharan Africa\" --year 2022",
            "countries list --income high --sort gdp-per-capita --desc --limit 10",
            "countries list --lending IDA --region sub-saharan --year 2022",
            "countries list --country KEN,UG,tanzania,SSF --year 2015:2023",
            "countries list --year 2010:2022 --region europe --wide --output europe.csv",
            "countries list --region europe --indicator SP.DYN.LE00.IN --format json",
            "countries list --country KEN --year 2012:2022 --growth --wide",
            "countries list --region ssf --year 2015:2022 --growth --full-span --sort gdp-cagr --desc --limit 10",
            "countries list --region ssf --year 2022 --share --rank --sort population --desc --limit 10",
            "countries list --region europe --per-capita EN.GHG.CO2.MT.CE.AR5 --year 2022",
            "countries list --country KEN,UG --year 2022 --footnotes --format csv",
            "countries list --in EUU --year 2022",
        ], usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        let year = parsed.value(year)
        let perPerson = parsed.value(perCapita)
        let database = try await session.database()
        let extras = try await session.checkedIndicators(
            parsed.value(indicator)
                + perPerson.filter { !parsed.value(indicator).contains($0) && !IndicatorCode.core.contains($0) },
            of: database)
        if parsed.isSet(wide), year.years.isEmpty {
            throw UsageError("--wide needs a range of years", hint: "give --year FIRST:LAST, such as --year 2010:2022")
        }
        if parsed.isSet(growth), year.years.isEmpty {
            throw UsageError(
                "--growth needs a range of years", hint: "give --year FIRST:LAST, such as --year 2012:2022")
        }
        if parsed.isSet(fullSpan), year.years.isEmpty {
            throw UsageError(
                "--full-span needs a range of years", hint: "give --year FIRST:LAST, such as --year 2015:2022")
        }
        if parsed.isSet(share), !year.years.isEmpty {
            throw UsageError(
                "--share takes one year or 'latest', not a range", hint: "give --year 2022, or leave --year out")
        }
        // Read only when an indicator is asked for: parsing the 1,486-entry catalogue costs more
        // than the rest of an offline listing.
        let catalogue = extras.isEmpty && perPerson.isEmpty ? nil : try? context.snapshot.catalogue()
        for code in perPerson {
            if let info = catalogue?.info(code), !info.isSummable {
                throw UsageError(
                    "--per-capita \(code): '\(info.name)' is already a rate, share or average",
                    hint: "give an indicator of amounts, such as EN.GHG.CO2.MT.CE.AR5 or NY.GDP.MKTP.KD")
            }
        }
        var query = ListQuery(
            year: year, descending: parsed.isSet(descending), limit: parsed.value(limit), extras: extras)
        query.growth = parsed.isSet(growth)
        query.share = parsed.isSet(share)
        query.rank = parsed.isSet(rank)
        query.fullSpan = parsed.isSet(fullSpan)
        query.footnotes = parsed.isSet(DataCommandOptions.footnotes)
        query.perCapita = perPerson
        query.summable = Set(extras.filter { code in catalogue?.info(code)?.isSummable ?? false })
        query.sort = try sortKey(parsed.value(sort), for: query)
        let texts = (
            region: parsed.value(region), income: parsed.value(income), lending: parsed.value(lending),
            countries: parsed.value(country)
        )
        let named = texts.region != nil || texts.income != nil || texts.lending != nil || !texts.countries.isEmpty
        let groupText = parsed.value(group)
        if groupText != nil, named {
            throw UsageError(
                "--in cannot be combined with --region, --income, --lending or --country",
                hint: "--in lists the members of one group; give the group alone")
        }
        let aliases = named ? context.snapshot.aliases() : []
        func select(in list: [Country]) throws -> EconomySelection {
            try EconomySelection(
                region: texts.region, income: texts.income, lending: texts.lending, countries: texts.countries,
                in: list, aliases: aliases)
        }
        // The selection is resolved once: nothing named needs no list; else a typo is reported before
        // any request, against the bundled country list (reading it is most of a warm run), or, in a
        // binary without one, against the answer.
        let early = try (named ? session.bundledCountries() : []).map(select(in:))
        // A group is found before any data request too (its member list may take one of its own).
        let bundled = groupText == nil ? nil : session.bundledCountries()
        var members: (members: GroupMembers, listed: ListedMembers?)?
        if let groupText, let bundled {
            members = try await DataSession.groupMembers(groupText, in: bundled, parsed: parsed, context: context)
        }
        // A group's total is reconciled with the Bank's aggregate, which is read in each economy's
        // newest values (Reconciliation): they are asked for beside the year.
        let (period, also) =
            groupText == nil ? (year.period, nil) : year.periodsWithRecentValues(thisYear: DayText.year(context.now))
        let answer = try await session.provide(
            IndicatorCode.core + extras, period: period, also: also, database: database)
        if let groupText, bundled == nil {
            members = try await DataSession.groupMembers(
                groupText, in: answer.data.countries, parsed: parsed, context: context)
        }
        query.group = members?.members
        let selection = try early ?? select(in: answer.data.countries)
        query.region = selection.region
        query.income = selection.income
        query.lending = selection.lending
        query.countries = selection.countries
        let (economies, aggregates) = answer.data.economiesAndAggregates
        let listing = await ReportModel(economies: economies, aggregates: aggregates, query: query).listing
        // A manifest judges this output by the figures of its rows' economies.
        context.manifestDatasets.limit(to: Set(listing.rows.map(\.country.id)))
        var source = answer.sourceNote(now: context.now)
        if let listed = members?.listed {
            source = SourceNote(
                origin: source.origin + "; " + listed.sourceNote(now: context.now).origin,
                lastUpdated: source.lastUpdated, databases: source.databases)
        }
        let document = ListingRenderer.document(listing, wide: parsed.isSet(wide), source: source)
        try await output.write(document, in: context)
    }

    /// The key `text` names among the columns a listing of `query` shows, or a ``UsageError`` naming
    /// the option that would show it, or the keys there are.
    static func sortKey(_ text: String, for query: ListQuery) throws(UsageError) -> SortKey {
        let shown = SortKey.all(for: query).filter { $0.isShown(in: query) }.map(\.description)
        guard let key = SortKey.named(text, for: query) else {
            throw UsageError(
                "invalid sort key '\(text)'" + EditDistance.didYouMean(text, among: shown),
                hint: "sort by a column shown: \(shown.joined(separator: ", "))")
        }
        guard key.isShown(in: query) else {
            let needs =
                switch key.statistic {
                case .compoundGrowth, .change: "--growth and a range of years (--year 2015:2022)"
                case .shareOfRegion, .shareOfListed:
                    "--share, one year, and a figure that adds up (population, GDP or a sum indicator)"
                case .rank, .value: "--rank"
                }
            throw UsageError("--sort \(text): the listing shows no column \(key)", hint: "add \(needs)")
        }
        return key
    }
}
