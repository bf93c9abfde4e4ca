import CountriesAnalysis
import OfflineStore
import WorldBank

/// `--source`: which World Bank database the other indicators of a command come from, and the
/// check of their codes against that database's catalogue, both before any data request.
extension DataSession {
    /// The database `--source` (else `$COUNTRIES_SOURCE`) names; the World Development Indicators
    /// when neither does, or when it is named by number, code or name, without any request (they are
    /// built in). Another database is looked up in the list of databases (cached, else fetched once).
    ///
    /// `builtInOnly` is for a command that holds the World Development Indicators only (`mcp`):
    /// `--source` naming another database is refused, `$COUNTRIES_SOURCE` ignored.
    func database(builtInOnly: Bool = false) async throws -> Database {
        guard let text = options.source, !builtInOnly || options.sourceGiven else { return .wdi }
        if Database.named(text, among: [.wdi]) != nil { return .wdi }
        if builtInOnly {
            throw UsageError(
                "this command holds World Development Indicators only, not '\(text)'", hint: "leave out --source")
        }
        let list = try await ask(serving: true) { try await $0.databases() }
        do {
            return try Database.find(text, among: list.databases, listFetched: list.origin != .snapshot)
        } catch {
            throw UsageError("unknown database '\(text)'", hint: Self.choices(error))
        }
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

    /// `codes`, checked before any request against the catalogue of `database`: the bundled one of
    /// the World Development Indicators, else the database's own (cached, else fetched once).
    /// Population and GDP are always World Development Indicators and need no check.
    func checkedIndicators(_ codes: [IndicatorCode], of database: Database) async throws -> [IndicatorCode] {
        // The bundled catalogue checks WDI's codes; the count is checked the same way for every database.
        guard database.id != .wdi, codes.count <= Self.maximumIndicators else { return try checkedIndicators(codes) }
        let others = codes.filter { !IndicatorCode.core.contains($0) }
        guard !others.isEmpty else { return codes }
        let catalogue = try await ask(serving: true) { try await $0.catalogue(of: database) }.catalogue
        do {
            try catalogue.check(others)
        } catch {
            let code = error.code
            let inWDI = (try? context.snapshot.catalogue())?.info(code) != nil
            throw UsageError(
                "'\(code)' is not an indicator of database \(database.id) (\(database.name))"
                    + EditDistance.didYouMean(error.nearest.first.map { "'\($0)'" }),
                hint: inWDI
                    ? "it is a World Development Indicators code: leave out --source (or give --source 2)"
                    : "find its codes with 'countries indicators --source \(database.id) WORDS'")
        }
        return codes
    }
}
