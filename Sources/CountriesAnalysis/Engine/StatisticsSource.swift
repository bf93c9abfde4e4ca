public import OfflineStore
public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Where the engine gets what a question is checked against and the figures it is answered with:
/// the command line's data session (live API, cache, snapshot, with its options) for a command or
/// the MCP server, a provider of the tests' own; behind a protocol, so that the engine and the
/// server know nothing of options or flags.
public protocol StatisticsSource: Sendable {
    /// The country list names are matched against before any request (the bundled snapshot's).
    var countries: [Country] { get }
    /// Where ``countries`` came from, for the answers that list economies: `snapshot (fetched 2026-04-30)`.
    var countryListOrigin: String { get }
    /// The names people write that no list holds (`South Korea`, `Ivory Coast`).
    var aliases: [EconomyAlias] { get }
    /// The World Development Indicators catalogue bundled with the tool; `nil` when it cannot be read.
    var catalogue: IndicatorCatalogue? { get }
    /// The API root the figures come from, for the requests that prove them.
    var baseURL: BaseURL { get }
    /// The time now, for the age of cached answers and the years a profile ends with.
    var now: Date { get }

    /// The country list and `indicators` of `database` (population and GDP are always the World
    /// Development Indicators') over `period` (and `also`), from the best source allowed.
    func economyData(indicators: [IndicatorCode], period: Period, also: Period?, database: Database) async throws
        -> ProvidedData
    /// The World Bank's databases a tool's `source` is checked against: the cached list, else the
    /// API's, else (offline before it was ever fetched) the World Development Indicators alone.
    func databases() async throws -> DatabaseList
    /// The indicator catalogue of `database` (the bundled one for the World Development Indicators)
    /// with where it came from, to check a tool's indicator codes against before any data request
    /// and to search or describe another database's indicators.
    func catalogue(of database: Database) async throws -> DatabaseCatalogue
    /// What `indicator` is: the API's description when it answers, else the bundled catalogue's.
    func describe(_ indicator: IndicatorCode) async throws -> DescribedIndicator
    /// The members the API lists for `group`, one the country list does not classify (European
    /// Union, OECD members), with where the list came from: from the cache, else fetched once and cached.
    func memberList(of group: Classification) async throws -> ListedMembers
    /// A failure of the calls above in words, with what to do (a tool error's text).
    func failureText(_ error: any Error) -> String
    /// The same source answering every figure as of `release` (`2026-10-01`), a release of a
    /// mirrored database held on this machine, offline and from nothing newer: one question pinned
    /// to a release while the others are not.
    func asOf(release: String) -> any StatisticsSource
    /// The releases of `database` the mirror holds, oldest first; none without a mirror.
    func releasesHeld(of database: DatabaseID) -> [String]
}
