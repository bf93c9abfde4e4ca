public import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

/// What every tool call reads: the source of the figures, the name lookup built once from its
/// country list, and the caps every answer keeps to.
public struct ToolContext: Sendable {
    /// Where the figures come from.
    let source: any StatisticsSource
    /// Names and codes to economies, as `--country` finds them.
    let lookup: EconomyLookup

    /// The most rows (figures, economies, indicators) one answer holds; more is refused.
    static let maximumRows = 500
    /// The most bytes of one answer's text; more is refused.
    static let maximumBytes = 200_000

    /// A context over `source`.
    public init(source: any StatisticsSource) {
        self.source = source
        lookup = EconomyLookup(countries: source.countries, aliases: source.aliases)
    }

    /// The context of a call that names a `release` (`2026-10-01`): every figure as of that release
    /// of the mirror; this context when the call names none.
    func pinned(by arguments: ToolArguments) throws(ArgumentError) -> ToolContext {
        guard let release = try arguments.string("release", maximumLength: 10) else { return self }
        guard DayText.parse(release) != nil else {
            throw ArgumentError(message: "'release' must be a day such as 2026-10-01, not '\(release)'")
        }
        return ToolContext(source: source.asOf(release: release))
    }

    /// The `release` argument of the tools that give figures.
    static let releaseSchema = JSONSchema.string(
        "every figure as of this official release held in the server's mirror (YYYY-MM-DD); default the "
            + "server's own (its --release, else the newest copy)",
        maximumLength: 10)

    /// The entry of the country list `text` names, found as `--country` finds one; a text that
    /// fits none or several is a tool error naming the candidates.
    func entry(_ text: String, allowingAggregates: Bool) throws(ToolFailure) -> Country {
        do {
            return try lookup.find(text, allowingAggregates: allowingAggregates)
        } catch {
            throw Self.failure(error)
        }
    }

    /// The entries one text names (`KEN`, `Korea, Rep.`, `KEN;UGA`), aggregates included.
    func entries(in text: String) throws(ToolFailure) -> [Country] {
        do {
            return try lookup.economies(in: text)
        } catch {
            throw Self.failure(error)
        }
    }

    /// A name that fits no single entry, in words a model acts on.
    static func failure(_ error: MatchError) -> ToolFailure {
        let advice =
            switch error.problem {
            case .ambiguousEconomy: " Give one of their codes."
            case .unknownEconomy, .notListedByTheBank, .emptyInList:
                " Call find_economies to look a name up; every code it gives is accepted."
            case .aggregate:
                " Ask with the aggregate allowed (get_data takes aggregates among 'economies'), or call "
                    + "group_members for its economies."
            case .classification: " Call find_economies with include_aggregates for the groups' codes."
            }
        let candidates: [String]
        if case .aggregate(let id) = error.problem { candidates = [id] } else { candidates = error.candidates }
        let ending = error.message.last.map { ".?!".contains($0) } ?? false ? "" : "."
        return ToolFailure(error.message + ending + advice, candidates: candidates)
    }

    /// The database a tool's `source` names (its number, code or name, as `--source` takes them):
    /// the World Development Indicators when absent or named, without any request; another is
    /// looked up in the list of databases. One it does not hold is a tool error naming the
    /// choices, before any data request.
    func database(_ text: String?) async throws(ToolFailure) -> Database {
        guard let text, Database.named(text, among: [.wdi]) == nil else { return .wdi }
        let list: DatabaseList
        do {
            list = try await source.databases()
        } catch {
            throw ToolFailure(source.failureText(error))
        }
        do {
            return try Database.find(text, among: list.databases, listFetched: list.origin != .snapshot)
        } catch {
            throw Self.failure(error)
        }
    }

    /// A database the list does not hold, with the databases it does as the candidates.
    static func failure(_ unknown: UnknownDatabase) -> ToolFailure {
        let given = ControlCharacters.visible(String(unknown.given.prefix(80)))
        guard unknown.listFetched else {
            return ToolFailure(
                "'\(given)' is not a database this server knows: only 2 (World Development Indicators) is known "
                    + "until the list of databases has been fetched (run 'countries sources' once online). "
                    + "Leave 'source' out for the World Development Indicators.",
                candidates: ["2"])
        }
        return ToolFailure(
            "'\(given)' is not a World Bank database. Give its number, code or name; the databases follow.",
            candidates: unknown.known.map { "\($0.id) (\(ControlCharacters.visible($0.name)))" })
    }

    /// The indicator catalogue of `database`: the bundled one for the World Development Indicators
    /// (`nil` when it cannot be read), else the database's own (cached, else fetched once).
    func catalogue(of database: Database) async throws(ToolFailure) -> IndicatorCatalogue? {
        guard database.id != .wdi else { return source.catalogue }
        return try await databaseCatalogue(of: database).catalogue
    }

    /// The catalogue of `database` with where it came from (the cache, else the API once), for
    /// the tools that search or describe another database's indicators.
    func databaseCatalogue(of database: Database) async throws(ToolFailure) -> DatabaseCatalogue {
        do {
            return try await source.catalogue(of: database)
        } catch {
            throw ToolFailure(source.failureText(error))
        }
    }

    /// `3 (Worldwide Governance Indicators)`: a database as the answers name it.
    static func label(_ database: Database) -> String {
        "\(database.id) (\(ControlCharacters.visible(database.name)))"
    }

    /// `text` as an indicator code, else a tool error saying what one looks like.
    static func code(_ text: String) throws(ToolFailure) -> IndicatorCode {
        guard let code = IndicatorCode(text) else {
            throw ToolFailure(
                "'\(text.prefix(80))' is not an indicator code (letters, digits and dots, such as SP.POP.TOTL). "
                    + "Call find_indicators with words to find one.")
        }
        return code
    }

    /// The indicator `text` names in `catalogue`, the catalogue of `database`; an invented or
    /// mistyped code is a tool error naming the nearest real codes. Population and GDP are always
    /// the World Development Indicators' and are taken with any database.
    func indicator(
        _ text: String, in catalogue: IndicatorCatalogue?, of database: Database = .wdi
    ) throws(ToolFailure) -> IndicatorCode {
        let code = try Self.code(text)
        if database.id != .wdi, IndicatorCode.core.contains(code) { return code }
        let nearest: [IndicatorCode]
        do {
            try catalogue?.check([code])
            return code
        } catch {
            nearest = error.nearest
        }
        guard database.id == .wdi else {
            throw ToolFailure(
                "'\(code)' is not an indicator of database \(database.id) (\(ControlCharacters.visible(database.name)))."
                    + (nearest.isEmpty ? "" : " The nearest codes of that database follow."),
                candidates: nearest.map(\.rawValue))
        }
        throw ToolFailure(
            "'\(code)' is not a World Development Indicators code."
                + (nearest.isEmpty
                    ? " Call find_indicators with words to find one."
                    : " The nearest real codes follow; "
                        + "call describe_indicator to check one."),
            candidates: nearest.map(\.rawValue))
    }

    /// `question` resolved against the source (every name and code checked, before any figure is
    /// asked for), every failure a tool error.
    func resolve(_ question: Question) async throws(ToolFailure) -> ResolvedQuestion {
        do {
            return try await question.resolved(with: source, thisYear: DayText.year(source.now))
        } catch let error as QuestionError {
            throw failure(error)
        } catch {
            throw ToolFailure(source.failureText(error))
        }
    }

    /// The model of `question` answered from the source, every failure a tool error: what the tools
    /// ask the engine, as the commands do.
    func model(of question: Question) async throws(ToolFailure) -> ReportModel {
        try await model(of: try await resolve(question))
    }

    /// The model of `question`, resolved already, answered from the source.
    func model(of question: ResolvedQuestion) async throws(ToolFailure) -> ReportModel {
        do {
            return try await ReportModel.load(question, from: source)
        } catch {
            throw ToolFailure(source.failureText(error))
        }
    }

    /// A question that does not hold, in words a model acts on, with the candidates it may take.
    func failure(_ error: QuestionError) -> ToolFailure {
        switch error {
        case .economy(let match):
            return Self.failure(match)
        case .indicator(let unknown, let database, _) where database.id != .wdi:
            return ToolFailure(
                "'\(unknown.code)' is not an indicator of database \(database.id) "
                    + "(\(ControlCharacters.visible(database.name)))."
                    + (unknown.nearest.isEmpty ? "" : " The nearest codes of that database follow."),
                candidates: unknown.nearest.map(\.rawValue))
        case .indicator(let unknown, _, _):
            return ToolFailure(
                "'\(unknown.code)' is not a World Development Indicators code."
                    + (unknown.nearest.isEmpty
                        ? " Call find_indicators with words to find one."
                        : " The nearest real codes follow; call describe_indicator to check one."),
                candidates: unknown.nearest.map(\.rawValue))
        case .database(let unknown):
            return Self.failure(unknown)
        case .noMembers(let group):
            return ToolFailure(
                "the World Bank API lists no members of \(group.name) (\(group.id)); it may hold none now.")
        case .tooManyIndicators(let count):
            return ToolFailure("\(count) indicators: ask for at most \(Question.maximumIndicators).")
        case .notSummable, .needsRange, .needsOneYear, .unknownSort, .sortNotShown, .groupWithEconomies:
            return ToolFailure("this question cannot be asked: \(error).")
        }
    }
}
