import WorldBank

/// Which series of reports a run belongs to: the part of its folder name after the date, so that a
/// regional or dated report never replaces the world one, and "What changed", `latest` and `--keep`
/// work within one series.
///
/// Derived from the query (region, year unless latest, extra indicators) or named by `--name`; the
/// title is a label and no part of it. Empty for the default report, whose folders keep their
/// plain `YYYY-MM-DD` names and whose pointer stays `latest`.
public struct ReportScope: Sendable, Hashable {
    /// Lower-case letters and digits in runs joined by single hyphens (`ssf-2022`); empty for the default.
    public let slug: String

    /// The longest scope, so that a folder name stays far below the file system's 255 bytes.
    public static let maximumLength = 64

    /// The scope of `query`: its region's id, its year unless latest, its extra indicators (sorted,
    /// so that their order does not start a new series); many indicators are named by their count
    /// and a checksum of their codes.
    public init(_ query: ListQuery) {
        let head = [query.region.map { Slug.make($0.id) }, query.year == .latest ? nil : "\(query.year)"]
        let codes = query.extras.map(\.rawValue).sorted()
        var parts = head.compactMap { $0 } + codes.map { Slug.make($0) }
        if parts.joined(separator: "-").count > Self.maximumLength {
            // FNV-1a: stable from run to run, unlike Hasher.
            let sum = codes.joined(separator: ";").utf8.reduce(UInt32(2_166_136_261)) {
                ($0 ^ UInt32($1)) &* 16_777_619
            }
            parts = head.compactMap { $0 } + ["\(codes.count)-indicators-" + String(sum, radix: 16)]
        }
        slug = parts.filter { !$0.isEmpty }.joined(separator: "-")
    }

    /// The scope `--name` gives, `nil` unless `name` is a slug of at most ``maximumLength`` characters.
    public init?(name: String) {
        guard name.count <= Self.maximumLength, !name.isEmpty, Slug.make(name) == name else { return nil }
        slug = name
    }

    /// The scope of a report folder named `YYYY-MM-DD` or `YYYY-MM-DD-<scope>`, `nil` for other names.
    public init?(folderName: String) {
        guard let match = folderName.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?/)
        else { return nil }
        slug = match.1.map(String.init) ?? ""
    }

    /// The folder of this scope's report of `day` (`2026-11-30`, `2026-11-30-ssf-2022`).
    public func folderName(day: String) -> String { slug.isEmpty ? day : "\(day)-\(slug)" }

    /// The pointer to this scope's newest report: `latest`, or `latest-<scope>`.
    public var latestName: String { slug.isEmpty ? "latest" : "latest-\(slug)" }
}
