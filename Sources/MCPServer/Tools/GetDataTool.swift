import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

extension Tool {
    /// `get_data`: the World Bank's figures of economies (or a group's members) for indicators and years.
    static let getData = Tool(
        name: "get_data", title: "Get World Bank figures",
        description: """
            The World Bank's published figures (World Development Indicators, or another of its databases named \
            by 'source'), one row per economy, indicator \
            and year, each row with its proof: indicator code, economy code, year, database, the Bank's \
            lastupdated date, origin (live, cache or the built-in snapshot) and the API request that returns \
            it. Name economies by code or any name (as find_economies finds them; the Bank's aggregates such as \
            WLD or SSF are allowed and flagged is_aggregate), or a group (a region such as SSF, an income level \
            such as LMC, a lending type such as IDX, or IDA, MIC, LMY, WLD) for its member economies; a group's \
            own aggregate is added only with include_group_aggregate. Indicators default to population \
            (SP.POP.TOTL) and GDP in current US$ (NY.GDP.MKTP.CD); find others with find_indicators. Years: \
            'year', or 'from_year' and 'to_year', or neither for each economy's latest value (its year is in \
            the row). Figures are as published: nothing is summed (use region_totals) and aggregates are never \
            added to economies. Economies without a figure are listed in 'missing', never as zeros. \
            Bounded: at most 500 figures (economies x indicators x years) and 200,000 bytes an answer; a \
            larger request is refused with how to narrow it (fewer economies, indicators or years).
            """,
        inputSchema: JSONSchema.object(
            [
                (
                    "economies",
                    JSONSchema.array(
                        JSONSchema.string(maximumLength: 200),
                        description: "codes or names (KEN, Kenya, 'Korea, Rep.', WLD); aggregates allowed",
                        maximumItems: 50)
                ),
                (
                    "group",
                    JSONSchema.string(
                        "a World Bank group whose member economies to give (SSF, LMC, IDA)", maximumLength: 200)
                ),
                (
                    "include_group_aggregate",
                    JSONSchema.boolean("also give the group's own World Bank aggregate row", default: false)
                ),
                (
                    "indicators",
                    JSONSchema.array(
                        JSONSchema.string(maximumLength: 64),
                        description: "indicator codes (default SP.POP.TOTL, NY.GDP.MKTP.CD)",
                        maximumItems: 10)
                ),
                (
                    "source",
                    JSONSchema.string(
                        "the World Bank database of the indicators: its number, code or name (3, WGI, 'Worldwide "
                            + "Governance Indicators'); default 2, World Development Indicators, which always "
                            + "holds SP.POP.TOTL and NY.GDP.MKTP.CD",
                        maximumLength: 200)
                ),
                ("year", JSONSchema.integer("one year", minimum: 1960, maximum: 2100)),
                ("from_year", JSONSchema.integer("first year of a range", minimum: 1960, maximum: 2100)),
                ("to_year", JSONSchema.integer("last year of a range (inclusive)", minimum: 1960, maximum: 2100)),
                ("release", ToolContext.releaseSchema),
            ], closed: true),
        outputSchema: JSONSchema.object(
            [
                (
                    "query",
                    JSONSchema.object(
                        [
                            ("economies", JSONSchema.array(JSONSchema.string())),
                            ("group", JSONSchema.string(nullable: true)),
                            ("indicators", JSONSchema.array(JSONSchema.string())),
                            ("years", JSONSchema.string("latest, a year, or FIRST:LAST")),
                            ("source", JSONSchema.string("the database asked: 2 (World Development Indicators)")),
                        ], required: ["economies", "group", "indicators", "years", "source"])
                ),
                ("rows", JSONSchema.array(rowSchema, maximumItems: ToolContext.maximumRows)),
                ("row_count", JSONSchema.integer()),
                (
                    "missing",
                    JSONSchema.array(
                        JSONSchema.object(
                            [("economy", JSONSchema.string()), ("indicator", JSONSchema.string())],
                            required: ["economy", "indicator"]),
                        description: "economies and indicators without any figure in the years asked")
                ),
                (
                    "indicators",
                    JSONSchema.array(
                        JSONSchema.object(
                            [("code", JSONSchema.string()), ("name", JSONSchema.string())], required: ["code", "name"]))
                ),
                ("notes", JSONSchema.array(JSONSchema.string())),
                ("source", Proof.sourceSchema),
            ], required: ["query", "rows", "row_count", "missing", "indicators", "notes", "source"]),
        run: getData)

    private static let rowSchema: JSONValue = {
        guard case .object(var members) = Proof.figureSchema,
            let index = members.firstIndex(where: { $0.0 == "properties" }),
            case .object(var properties) = members[index].1
        else { return Proof.figureSchema }
        properties += [("name", JSONSchema.string()), ("is_aggregate", JSONSchema.boolean())]
        members[index].1 = .object(properties)
        return .object(members)
    }()

    private static func getData(_ arguments: ToolArguments, _ context: ToolContext) async throws -> JSONValue {
        let context = try context.pinned(by: arguments)
        var question = Question(listing: ListQuery(year: try yearSelection(arguments)))
        question.economies = try arguments.strings("economies", maximumCount: 50)
        (question.group, question.groupAlone) = (try arguments.string("group"), false)
        let withAggregate = try arguments.bool("include_group_aggregate") ?? false
        let codes = try arguments.strings("indicators", maximumCount: 10, maximumLength: 64)
        question.database = try arguments.string("source")
        guard !question.economies.isEmpty || question.group != nil else {
            throw ArgumentError(message: "give 'economies', a 'group', or both")
        }
        question.indicators = try codes.map { (text: String) throws(ToolFailure) in try ToolContext.code(text) }
        question.withoutCore = !codes.isEmpty
        // Every name, the database and its codes are checked before any data request.
        let resolved = try await context.resolve(question)
        var entries = resolved.entries.compactMap { id in context.source.countries.first { $0.id == id } }
        if withAggregate, let group = resolved.query.group,
            let own = context.source.countries.first(where: { $0.id == group.group.id }),
            !entries.contains(where: { $0.id == own.id })
        {
            entries.append(own)
        }
        let yearCount = max(1, question.listing.year.years.count)
        let cells = entries.count * resolved.indicators.count * yearCount
        guard cells <= ToolContext.maximumRows else {
            throw ToolFailure(
                "this request could hold \(cells) figures (\(entries.count) economies x \(resolved.indicators.count) "
                    + "indicators x \(yearCount) years), over the cap of \(ToolContext.maximumRows) figures an "
                    + "answer holds. Narrow it: fewer economies or a smaller group (a region rather than the World), "
                    + "fewer indicators, or fewer years (one year, or none for the latest); or ask region_totals "
                    + "for sums.")
        }
        return answer(entries, of: try await context.model(of: resolved), context: context)
    }

    /// The answer to `entries` of `model`: a row per figure with its proof, the entries and indicators
    /// without one, the indicators' names, the notes a reader needs and the source.
    private static func answer(_ entries: [Country], of model: ReportModel, context: ToolContext) -> JSONValue {
        guard let answer = model.answer, let resolved = model.question else { return .null }
        let (indicators, years, database) = (resolved.indicators, resolved.query.year, resolved.database)
        let proof = Proof(answer: answer, baseURL: context.source.baseURL, now: context.source.now)
        let merged = Dictionary((model.economies + model.aggregates).map { ($0.country.id, $0) }) { first, _ in first }
        var (rows, missing): ([JSONValue], [JSONValue]) = ([], [])
        for entry in entries {
            for indicator in indicators {
                let figures = Self.figures(of: merged[entry.id], indicator, years)
                if figures.isEmpty {
                    missing.append(
                        .object([("economy", .string(entry.id)), ("indicator", .string(indicator.rawValue))]))
                }
                for figure in figures {
                    rows.append(
                        proof.figure(
                            figure.value, indicator: indicator, economy: entry.id, year: figure.year,
                            also: [("name", .string(entry.name)), ("is_aggregate", .bool(entry.isAggregate))]))
                }
            }
        }
        let catalogue = database.id == .wdi ? context.source.catalogue : nil
        let names = indicators.map { code -> JSONValue in
            let name = answer.data.datasets.first { $0.indicator == code }?.name ?? catalogue?.info(code)?.name ?? ""
            return .object([("code", .string(code.rawValue)), ("name", .string(name))])
        }
        var notes: [String] = []
        if years == .latest { notes.append("Each figure is the economy's latest; the years differ between rows.") }
        if entries.contains(where: \.isAggregate) {
            notes.append("Rows with is_aggregate are the World Bank's own group figures: never add them to economies'.")
        }
        let group = resolved.query.group
        if let group { notes.append(group.explanation) }
        if indicators.contains(.gdp) { notes.append("NY.GDP.MKTP.CD is in current US$: its change is nominal.") }
        return .object([
            (
                "query",
                .object([
                    ("economies", .strings(entries.map(\.id))), ("group", .string(group?.group.id)),
                    ("indicators", .strings(indicators.map(\.rawValue))), ("years", .string(years.description)),
                    ("source", .string("\(database.id) (\(database.name))")),
                ])
            ),
            ("rows", .array(rows)), ("row_count", .integer(rows.count)), ("missing", .array(missing)),
            ("indicators", .array(names)), ("notes", .strings(notes)), ("source", .string(proof.sourceLine)),
        ])
    }

    /// The years asked for: `year`, `from_year` with `to_year`, or neither for the latest.
    static func yearSelection(_ arguments: ToolArguments) throws(ArgumentError) -> YearSelection {
        let year = try arguments.integer("year", in: 1960...2100)
        let first = try arguments.integer("from_year", in: 1960...2100)
        let last = try arguments.integer("to_year", in: 1960...2100)
        switch (year, first, last) {
        case (nil, nil, nil): return .latest
        case (let year?, nil, nil): return .year(year)
        case (nil, let first?, let last?):
            guard first <= last else { throw ArgumentError(message: "'from_year' \(first) is after 'to_year' \(last)") }
            return first == last ? .year(first) : .range(first, last)
        case (nil, _, _): throw ArgumentError(message: "give both 'from_year' and 'to_year', or 'year' alone")
        default: throw ArgumentError(message: "give 'year', or 'from_year' and 'to_year', not both")
        }
    }

    /// The figures of `indicator` that `years` picks from `economy`, oldest first.
    private static func figures(of economy: Economy?, _ indicator: IndicatorCode, _ years: YearSelection)
        -> [YearValue]
    {
        guard let economy else { return [] }
        switch years {
        case .latest: return economy.latest(indicator).map { [$0] } ?? []
        case .year(let year): return economy.value(indicator, in: year).map { [YearValue(year: year, value: $0)] } ?? []
        case .range(let first, let last):
            return (first...last).compactMap { year in
                economy.value(indicator, in: year).map { YearValue(year: year, value: $0) }
            }
        }
    }
}
