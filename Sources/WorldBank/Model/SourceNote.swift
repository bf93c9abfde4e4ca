/// Where the figures of an output came from, as every output and the stderr line state it.
///
/// The one place that words provenance and the licence credit: renderers print ``line`` at the
/// foot of an output, the command line prints the same ``line`` on stderr, CSV repeats ``cellText``.
public struct SourceNote: Sendable, Hashable {
    /// `live`, `cache (12 min old)`, `snapshot (fetched 2026-04-30)`, or a per-dataset list.
    public let origin: String
    /// The World Bank `lastupdated` dates of the figures.
    public let lastUpdated: [String]
    /// The names of the World Bank databases the figures come from, in order; the credit names each.
    public let databases: [String]
    /// The licences of the figures' indicators, as far as they are known; the credit words them.
    public let licences: LicenceNote

    /// The credit line the World Bank's CC BY 4.0 licence asks for, for what is not a figure of an
    /// indicator (the catalogue, the country list, help).
    public static let attribution = "Source: World Bank, World Development Indicators (CC BY 4.0)"

    /// Creates a note for figures of `databases` (the World Development Indicators unless told)
    /// under `licences` (none: what is not an indicator's figure, CC BY 4.0).
    public init(
        origin: String, lastUpdated: [String], databases: [String] = [Database.wdi.name],
        licences: LicenceNote = LicenceNote()
    ) {
        self.origin = origin
        self.lastUpdated = lastUpdated
        self.databases = databases.isEmpty ? [Database.wdi.name] : databases
        self.licences = licences
    }

    /// The credit line for these figures, naming each database and the licences
    /// ("Source: World Bank, World Development Indicators (CC BY 4.0)"; "… (licences differ by
    /// indicator: MS.MIL.XPND.CD third-party terms (SIPRI: …), the rest CC BY 4.0)").
    public var credit: String {
        "Source: World Bank, \(databases.joined(separator: "; ")) (\(licences.text(databases: databases.count)))"
    }

    /// The statement as one CSV cell, repeated on every row so copied rows keep their source.
    public var cellText: String { statement(origin: origin, separator: "; ") }

    /// The one-line statement: attribution, freshness (when the figures carry a World Bank date),
    /// origin.
    public var line: String { statement(origin: "data: \(origin)", separator: " · ") }

    private func statement(origin: String, separator: String) -> String {
        let freshness = lastUpdated.isEmpty ? [] : ["lastupdated \(lastUpdated.joined(separator: ", "))"]
        return ([credit] + freshness + [origin]).joined(separator: separator)
    }
}
