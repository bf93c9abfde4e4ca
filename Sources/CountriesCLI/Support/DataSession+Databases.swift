import CountriesAnalysis
import OfflineStore
import WorldBank

/// `--source`: which World Bank database the other indicators of a command come from, and the
/// check of their codes against that database's catalogue, both before any data request.
extension DataSession {
    /// The database `--source` (else `$COUNTRIES_SOURCE`) names, checked as every question's is
    /// (``Question/resolved(with:thisYear:)``).
    ///
    /// `builtInOnly` is for a command that holds the World Development Indicators only (`mcp`):
    /// `--source` naming another database is refused, `$COUNTRIES_SOURCE` ignored.
    func database(builtInOnly: Bool = false) async throws -> Database {
        guard let text = options.source, !builtInOnly || options.sourceGiven else { return .wdi }
        if builtInOnly, Database.named(text, among: [.wdi]) == nil {
            throw UsageError(
                "this command holds World Development Indicators only, not '\(text)'", hint: "leave out --source")
        }
        return try await resolve(Question()).database
    }

    /// What to offer when a database is not known: the numbers and names when they are few, else
    /// the numbers and how to list them; offline before the list was ever fetched, how to fetch it.
    static func choices(_ unknown: UnknownDatabase) -> String {
        guard unknown.listFetched else {
            return "only 2 (World Development Indicators) is known until the list of databases has been fetched: "
                + "run 'countries sources' once online"
        }
        let named = unknown.known.map { "\($0.id) (\($0.name))" }
        let shown =
            named.count <= 12
            ? named.joined(separator: ", ")
            : unknown.known.map(\.id.description).joined(
                separator: ", ")
        return "choose a number or name of: \(shown); list them with 'countries sources'"
    }
}
