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
        if parsed.isSet(wide), parsed.value(year).years.isEmpty {
            throw UsageError("--wide needs a range of years", hint: "give --year FIRST:LAST, such as --year 2010:2022")
        }
        let model = try await ReportModel.load(
            question(parsed, source: session.options.source), from: SessionStatistics(command: session),
            thisYear: DayText.year(context.now))
        let listing = await model.listing
        // A manifest judges this output by the figures of its rows' economies.
        context.manifestDatasets.limit(to: Set(listing.rows.map(\.country.id)))
        var source = model.answer?.sourceNote(now: context.now) ?? SourceNote(origin: "", lastUpdated: [])
        if let listed = model.question?.memberList {
            source = SourceNote(
                origin: source.origin + "; " + listed.sourceNote(now: context.now).origin,
                lastUpdated: source.lastUpdated, databases: source.databases, licences: source.licences)
        }
        try await output.write(ListingRenderer.document(listing, wide: parsed.isSet(wide), source: source), in: context)
    }

    /// The question the command line asks: its economies, indicators, database (`source`, from
    /// `--source` or the environment), year and measures, as typed.
    static func question(_ parsed: ParsedArguments, source: String?) -> Question {
        var question = Question(
            listing: ListQuery(
                year: parsed.value(year), descending: parsed.isSet(descending), limit: parsed.value(limit)))
        question.listing.growth = parsed.isSet(growth)
        question.listing.share = parsed.isSet(share)
        question.listing.rank = parsed.isSet(rank)
        question.listing.fullSpan = parsed.isSet(fullSpan)
        question.listing.footnotes = parsed.isSet(DataCommandOptions.footnotes)
        question.indicators = parsed.value(indicator)
        question.perCapita = parsed.value(perCapita)
        question.database = source
        question.sort = parsed.value(sort)
        question.region = parsed.value(region)
        question.income = parsed.value(income)
        question.lending = parsed.value(lending)
        question.economies = parsed.value(country)
        question.group = parsed.value(group)
        // A group's total is reconciled with the Bank's aggregate of it.
        question.reconciled = question.group != nil
        return question
    }
}
