import WorldBank

/// The shape of one kind of JSON output, named with its version in the output's `schema` member
/// and described by `docs/schemas/<name>.schema.json` (JSON Schema, draft 2020-12).
///
/// Every JSON output the tool writes opens with the same envelope: `schema` (this name and
/// version), `metadata` (where the figures came from and how fresh they are, the tool, the
/// question), then the data. A shape's version goes up when a member is removed or renamed, or
/// changes type or meaning; a new member keeps it, so readers should ignore members they do not
/// know.
public enum JSONShape: String, Sendable, CaseIterable {
    /// `list` of one year or the latest values: rows, totals by region, the total.
    case listing
    /// `list` over a year range, one row per economy and year.
    case panel
    /// `list --wide` over a year range: one row per economy, each measure's years in one object.
    case panelWide = "panel-wide"
    /// `regions`: one row per region (or income level, lending type), per year over a range.
    case regions
    /// `show` of one economy.
    case profile
    /// `show` of several economies.
    case profiles
    /// `economies`.
    case economies
    /// `sources`: the World Bank's databases.
    case databases
    /// `indicators` (a search).
    case indicatorSearch = "indicator-search"
    /// `indicators show`.
    case indicator
    /// `cache info --json`.
    case cacheInfo = "cache-info"
    /// `schedule --json`.
    case schedule
    /// A report's `summary.json`.
    case reportSummary = "report-summary"
    /// A report's `economies.json`, which the next report compares against.
    case reportEconomies = "report-economies"
    /// A report's `manifest.json` and `--manifest FILE`: what an output was made from.
    case manifest
    /// `verify --format json`: a manifest's datasets asked for again.
    case verification
    /// `revisions`: the figures that differ between the two newest editions held.
    case revisions
    /// `revisions --between R1:R2`: the figures that differ between two releases in the mirror,
    /// each classified.
    case releaseRevisions = "release-revisions"
    /// `releases`: the releases of the bulk databases, held and named by the Data Catalog.
    case releases
    /// `check`: claims and their verdicts, each with the figure found and its proof.
    case claimCheck = "claim-check"

    /// The version of the shape written now.
    public var version: Int { 1 }

    /// The `schema` member: `{"name": "listing", "version": 1}`.
    var member: (String, JSONValue) {
        ("schema", .object([("name", .string(rawValue)), ("version", .integer(version))]))
    }
}
