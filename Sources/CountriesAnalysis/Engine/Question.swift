public import OfflineStore
public import WorldBank

/// A question about economies and their figures as a command line or an MCP tool puts it: names,
/// codes and choices as typed, nothing checked yet. ``resolved(with:thisYear:)`` checks all of it
/// once, in one place, before any figure is asked for; each door then words what it throws in its
/// own terms (the command line with its flags, the MCP server with its arguments).
public struct Question: Sendable, Hashable {
    /// Economies by name or code, in the order given; one text may name several (`KEN;UGA`).
    public var economies: [String] = []
    /// A region, income level and lending type by name or code.
    public var region: String?
    /// An income level by name or code.
    public var income: String?
    /// A lending type by name or code.
    public var lending: String?
    /// One of the Bank's groups whose members are asked for (`EUU`, `SSF`, "European Union").
    public var group: String?
    /// True when a group may not come with economies named beside it (a listing of a group's
    /// members); false when the economies come first and the members after them (an MCP tool's rows).
    public var groupAlone = true
    /// Indicators besides population and GDP, in the order given.
    public var indicators: [IndicatorCode] = []
    /// Indicators shown per person too (each one asked for as well).
    public var perCapita: [IndicatorCode] = []
    /// The database of ``indicators``, by number, code or name; `nil` for the World Development Indicators.
    public var database: String?
    /// What the listing shows: the year or range, the order, the limit and the measures. Its
    /// selection (region, economies, group, extras) is set when the question is resolved.
    public var listing = ListQuery()
    /// The order as typed (a column key such as `gdp-per-capita`), checked against the columns the
    /// listing shows; `nil` keeps ``listing``'s.
    public var sort: String?
    /// True when population and GDP are not asked for: the question is of ``indicators`` alone (a
    /// map of one indicator).
    public var withoutCore = false
    /// True when the answer is to be reconciled with the Bank's aggregates or drawn as trend lines:
    /// each economy's newest values are asked for beside the year (``YearSelection/periodsWithRecentValues(thisYear:)``).
    public var reconciled = false

    /// The most indicators one question may ask for: each is a column, and 200 make four queries of
    /// 60 codes.
    public static let maximumIndicators = 200

    /// A question of `listing`.
    public init(listing: ListQuery = ListQuery()) {
        self.listing = listing
    }

    /// True when the question names economies some way, beside a group.
    public var namesEconomies: Bool { region != nil || income != nil || lending != nil || !economies.isEmpty }

    /// The indicators asked for besides population and GDP: ``indicators``, then the per-person
    /// ones not among them, each once.
    var extras: [IndicatorCode] {
        var extras = indicators.filter { !withoutCore || !IndicatorCode.core.contains($0) }
        for code in perCapita where !extras.contains(code) && !IndicatorCode.core.contains(code) { extras.append(code) }
        return extras
    }
}

/// A question checked against the country list, the catalogues and the databases: every name
/// found, every code known, and what to ask the source for.
public struct ResolvedQuestion: Sendable {
    /// The listing asked for, its selection and columns resolved.
    public internal(set) var query: ListQuery
    /// The database of the extra indicators.
    public let database: Database
    /// Population, GDP and the extras (the question's indicators alone without its core): what is asked for.
    public let indicators: [IndicatorCode]
    /// The periods asked for, side by side.
    public let periods: (Period, also: Period?)
    /// The member list of the group, when only the API lists it (with where it came from).
    public internal(set) var memberList: ListedMembers?
    /// The question, while its names wait for the answer's country list (no bundled one).
    let unresolved: Question?

    /// True once every name is found: before the answer, unless no bundled country list could be read.
    public var namesFound: Bool { unresolved == nil }

    /// The entries the question names one by one, then the group's members: the rows a tool shows.
    public var entries: [String] {
        var entries = query.countries
        for member in query.group?.members ?? [] where !entries.contains(member.id) { entries.append(member.id) }
        return entries
    }
}

extension ResolvedQuestion {
    /// This question with its names found in `countries` (an answer's list) where no bundled list
    /// could be read before the request; itself when its names were found already.
    func selectingIn(_ countries: [Country], from source: any StatisticsSource) async throws -> ResolvedQuestion {
        guard let question = unresolved else { return self }
        var resolved = self
        if question.namesEconomies {
            try question.select(in: countries, aliases: source.aliases, into: &resolved.query)
        }
        if let group = question.group {
            resolved.query.group = try await question.resolvedGroup(group, in: countries) { group in
                let listed = try await source.memberList(of: group)
                resolved.memberList = listed
                return listed.list
            }
        }
        return resolved
    }
}

/// Why a question cannot be asked, with the facts each door words its own way.
public enum QuestionError: Error, Sendable, Hashable {
    /// A name that fits no economy, region or group, or several.
    case economy(MatchError)
    /// A code the catalogue of `database` does not hold; `inWDI` when it is a World Development
    /// Indicators code asked of another database.
    case indicator(UnknownIndicator, database: Database, inWDI: Bool)
    /// A database the list of databases does not hold.
    case database(UnknownDatabase)
    /// More indicators than ``Question/maximumIndicators``.
    case tooManyIndicators(Int)
    /// An indicator shown per person that is already a rate, share or average.
    case notSummable(IndicatorCode, name: String)
    /// A measure that needs a range of years (`growth`, `fullSpan`) asked for one year.
    case needsRange(Measure)
    /// A measure that takes one year (`share`) asked for a range.
    case needsOneYear(Measure)
    /// An order that names no column (`given`), with the columns the listing shows.
    case unknownSort(given: String, shown: [String])
    /// An order (`given`) by a column the listing does not show.
    case sortNotShown(SortKey, given: String)
    /// A group and economies named together.
    case groupWithEconomies
    /// A group of which the API lists no members.
    case noMembers(Classification)

    /// A measure a question's flag turns on.
    public enum Measure: Sendable, Hashable {
        case growth, fullSpan, share
    }
}

extension Question {
    /// This question checked against `source` (its country list, names, catalogues and databases)
    /// before any figure is asked for, in the order a person reads the command line: the database,
    /// the indicators, the measures, the order, then the economies and the group. `thisYear` says
    /// which years each economy's newest values hold.
    ///
    /// - Throws: ``QuestionError`` for what does not hold; whatever `source` throws when the list of
    ///   databases, another database's catalogue or a group's member list cannot be had.
    public func resolved(with source: any StatisticsSource, thisYear: Int) async throws -> ResolvedQuestion {
        let database = try await resolvedDatabase(source)
        let extras = try await checkedIndicators(extras, of: database, source: source)
        var query = listing
        query.extras = extras
        query.perCapita = perCapita
        try checkMeasures(of: query)
        let catalogue = extras.isEmpty ? nil : source.catalogue
        for code in perCapita {
            if let info = catalogue?.info(code), !info.isSummable {
                throw QuestionError.notSummable(code, name: info.name)
            }
        }
        query.summable = Set(extras.filter { catalogue?.info($0)?.isSummable ?? false })
        if let sort { query.sort = try Self.sortKey(sort, for: query) }
        guard group == nil || !namesEconomies || !groupAlone else { throw QuestionError.groupWithEconomies }
        // Names are found in the bundled country list, before any request; without one (a binary
        // built without its snapshot), in the answer's (``ResolvedQuestion/selectingIn(_:aliases:)``).
        let bundled = namesEconomies || group != nil ? source.countries : []
        if namesEconomies, !bundled.isEmpty { try select(in: bundled, aliases: source.aliases, into: &query) }
        var memberList: ListedMembers?
        if let group, !bundled.isEmpty {
            let members = try await resolvedGroup(group, in: bundled) { group in
                let listed = try await source.memberList(of: group)
                memberList = listed
                return listed.list
            }
            query.group = members
        }
        let periods =
            reconciled ? listing.year.periodsWithRecentValues(thisYear: thisYear) : (listing.year.period, nil)
        let asked = withoutCore && !indicators.isEmpty ? indicators : IndicatorCode.core + extras
        return ResolvedQuestion(
            query: query, database: database, indicators: asked, periods: periods,
            memberList: memberList, unresolved: bundled.isEmpty && (namesEconomies || group != nil) ? self : nil)
    }

    /// The database ``database`` names: the World Development Indicators without any request when
    /// it names them or nothing, else looked up in the list of databases.
    private func resolvedDatabase(_ source: any StatisticsSource) async throws -> Database {
        guard let text = database, Database.named(text, among: [.wdi]) == nil else { return .wdi }
        let list = try await source.databases()
        do {
            return try Database.find(text, among: list.databases, listFetched: list.origin != .snapshot)
        } catch {
            throw QuestionError.database(error)
        }
    }

    /// `codes`, checked against the catalogue of `database`: the bundled one of the World
    /// Development Indicators, else the database's own. Population and GDP need no check.
    private func checkedIndicators(_ codes: [IndicatorCode], of database: Database, source: any StatisticsSource)
        async throws -> [IndicatorCode]
    {
        guard codes.count <= Question.maximumIndicators else { throw QuestionError.tooManyIndicators(codes.count) }
        let others = database.id == .wdi ? codes : codes.filter { !IndicatorCode.core.contains($0) }
        guard !others.isEmpty else { return codes }
        let catalogue = database.id == .wdi ? source.catalogue : try await source.catalogue(of: database).catalogue
        do {
            try catalogue?.check(others)
        } catch {
            throw QuestionError.indicator(
                error, database: database, inWDI: database.id != .wdi && source.catalogue?.info(error.code) != nil)
        }
        return codes
    }

    /// The measures' rules: growth and the full span need a range, shares one year.
    private func checkMeasures(of query: ListQuery) throws(QuestionError) {
        let range = !query.year.years.isEmpty
        if query.growth, !range { throw .needsRange(.growth) }
        if query.fullSpan, !range { throw .needsRange(.fullSpan) }
        if query.share, range { throw .needsOneYear(.share) }
    }

    /// The key `text` names among the columns a listing of `query` shows.
    static func sortKey(_ text: String, for query: ListQuery) throws(QuestionError) -> SortKey {
        let shown = SortKey.all(for: query).filter { $0.isShown(in: query) }.map(\.description)
        guard let key = SortKey.named(text, for: query) else { throw .unknownSort(given: text, shown: shown) }
        guard key.isShown(in: query) else { throw .sortNotShown(key, given: text) }
        return key
    }

    /// The region, income level, lending type and economies named, found in the country list `list`.
    fileprivate func select(in list: [Country], aliases: [EconomyAlias], into query: inout ListQuery)
        throws(QuestionError)
    {
        let economies = list.withoutAggregates
        func match(_ text: String?, kind: String, _ field: (Country) -> Classification) throws(QuestionError)
            -> Classification?
        {
            guard let text else { return nil }
            let choices = ClassificationMatcher.choices(from: economies.map(field)).filter { !$0.id.isEmpty }
            do {
                return try ClassificationMatcher(kind: kind, choices: choices).match(text)
            } catch {
                throw .economy(error)
            }
        }
        query.region = try match(region, kind: "region", \.region)
        query.income = try match(income, kind: "income level", \.incomeLevel)
        query.lending = try match(lending, kind: "lending type", \.lendingType)
        guard !self.economies.isEmpty else { return }
        let lookup = EconomyLookup(countries: list, aliases: aliases)
        var ids: [String] = []
        for text in self.economies {
            do {
                for country in try lookup.economies(in: text) where !ids.contains(country.id) { ids.append(country.id) }
            } catch {
                throw .economy(error)
            }
        }
        query.countries = ids
    }

    /// The members of the group `text` names (``GroupMembers/named(_:in:listing:)``); none is an error.
    fileprivate func resolvedGroup(
        _ text: String, in countries: [Country], listing: (Classification) async throws -> MemberList
    ) async throws -> GroupMembers {
        let members: GroupMembers
        do {
            members = try await GroupMembers.named(text, in: countries, listing: listing)
        } catch let error as MatchError {
            throw QuestionError.economy(error)
        }
        guard !members.members.isEmpty else { throw QuestionError.noMembers(members.group) }
        return members
    }
}
