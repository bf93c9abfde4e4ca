public import Observation
// Scoped imports: WorldBank has a type named `Observation` that would shadow the Observation module
// the `@Observable` macro expands to.
public import OfflineStore

public import struct WorldBank.Country
public import struct WorldBank.Economy

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The engine every view of the figures is drawn from: the economies of one merged answer and the
/// question asked of them, turned into the listing (`list`, `map`), the totals by region, income level
/// or lending type with their reconciliation (`regions`), economy profiles (`show`) and the report's
/// document (`report`).
///
/// `@Observable` and `@MainActor`, the shape a SwiftUI screen binds to: an app sets ``query`` from its
/// controls and reads ``listing``; the commands hand it their answer and read the same properties.
/// The work itself is done by pure functions of values (``Listing/make(economies:aggregates:query:)``,
/// ``RegionSummary``, ``EconomyProfile``, ``ReportDocument``), so it is testable off the main actor,
/// and everything handed out is an immutable value that renderers draw anywhere.
@Observable @MainActor public final class ReportModel {
    /// Every real economy of the answer, in country-list order.
    public nonisolated let economies: [Economy]
    /// The World Bank's own aggregates (World, regions, income groups), shown only when a query
    /// names them and never added into totals.
    public nonisolated let aggregates: [Economy]
    /// What the listing shows.
    public var query: ListQuery
    /// The question this model answers, once resolved (``load(_:from:thisYear:)``).
    public nonisolated let question: ResolvedQuestion?
    /// The figures it was answered with and where they came from; `nil` for a model made from
    /// economies given.
    public nonisolated let answer: ProvidedData?

    /// Creates a model over merged economies and aggregates.
    public init(economies: [Economy] = [], aggregates: [Economy] = [], query: ListQuery = ListQuery()) {
        self.economies = economies
        self.aggregates = aggregates
        self.query = query
        question = nil
        answer = nil
    }

    /// The model of `question` answered from `source`: the question resolved (every name and code
    /// checked, before any figure is asked for), its figures fetched in one round trip, the
    /// economies and the Bank's aggregates merged. The one way every command and tool gets its answer.
    ///
    /// - Throws: ``QuestionError`` for a question that does not hold; whatever `source` throws.
    public static func load(_ question: Question, from source: any StatisticsSource, thisYear: Int) async throws
        -> ReportModel
    {
        try await load(question.resolved(with: source, thisYear: thisYear), from: source)
    }

    /// The model of `question`, resolved already (a command may act between the two: a report
    /// refuses a folder it cannot write before any request), answered from `source`.
    public static func load(_ question: ResolvedQuestion, from source: any StatisticsSource) async throws
        -> ReportModel
    {
        let answer = try await source.economyData(
            indicators: question.indicators, period: question.periods.0, also: question.periods.also,
            database: question.database)
        return ReportModel(
            resolved: try await question.selectingIn(answer.data.countries, from: source), answer: answer)
    }

    private init(resolved: ResolvedQuestion, answer: ProvidedData) {
        (economies, aggregates) = answer.data.economiesAndAggregates
        query = resolved.query
        question = resolved
        self.answer = answer
    }

    /// The economies ``query`` chooses, aggregates it names included, in country-list order.
    public var selected: [Economy] { query.select(from: economies, aggregates: aggregates) }

    /// The listing ``query`` asks for: filtered, sorted, limited, grouped by region, with totals.
    public var listing: Listing {
        Listing.make(economies: economies, aggregates: aggregates, query: query)
    }

    /// The totals of every economy grouped by `grouping` in ``query``'s year (or each year of its
    /// range), each group then the total of all, each beside the World Bank's own aggregate with
    /// the reconciliation of the two.
    public func totals(by grouping: Grouping) -> [RegionSummary] {
        let grouped = grouping.regroup(economies)
        guard query.year.years.isEmpty else {
            return RegionSummary.regions(of: grouped, aggregates: aggregates, eachYearOf: query.year)
        }
        let listing = Listing.make(economies: grouped, query: ListQuery(year: query.year))
        return (listing.groups.map(\.summary) + [listing.total]).map {
            $0.reconciled(economies: grouped, aggregates: aggregates)
        }
    }

    /// The profiles of `countries` over the `count` years up to `lastYear`, by default their
    /// newest, in the order given and each once; several share the newest year among them, so that
    /// their columns line up.
    public func profiles(of countries: [Country], count: Int, lastYear: Int? = nil) -> [EconomyProfile] {
        var chosen: [Economy] = []
        for country in countries where !chosen.contains(where: { $0.country.id == country.id }) {
            if let economy = (economies + aggregates).first(where: { $0.country.id == country.id }) {
                chosen.append(economy)
            }
        }
        let last = lastYear ?? (chosen.count > 1 ? chosen.compactMap(\.newestYear).max() : nil)
        return chosen.map { EconomyProfile(economy: $0, count: count, lastYear: last) }
    }

    /// The report of ``query``'s scope: its full listing, the reconciled totals, the trends by
    /// region and what changed since `previous`, the figures of the series' last report.
    public func document(
        title: String, changes: ReportChanges?, generatedAt: Date, freshness: ReportFreshness?
    ) -> ReportDocument {
        let scoped = query.select(from: economies)
        return ReportDocument(
            title: title, listing: Listing.make(selected: scoped, query: query), changes: changes,
            generatedAt: generatedAt, trends: RegionTrend.trends(of: scoped), freshness: freshness,
            economies: scoped, aggregates: aggregates)
    }
}
