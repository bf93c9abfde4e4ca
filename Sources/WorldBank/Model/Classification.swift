/// One of the World Bank's classifications of an economy: its region, admin region, income level or
/// lending type.
///
/// The API names these with an id, a two-character code and a label; the label changes over time
/// (regions were renamed in 2025) and sometimes carries a trailing space, so the label is stored
/// trimmed and everything that groups or filters keys on ``id``.
public struct Classification: Sendable, Hashable, Codable {
    /// The stable World Bank id, such as `SSF` or `HIC`; empty when the API gives none.
    public let id: String
    /// The two-character code, such as `ZG` or `XD`.
    public let iso2Code: String
    /// The human-readable label, trimmed of the spaces the API sometimes appends.
    public let name: String

    /// Creates a classification, trimming the label the way the rest of the tool expects it.
    public init(id: String, iso2Code: String, name: String) {
        self.id = id.trimmingWhitespace
        self.iso2Code = iso2Code.trimmingWhitespace
        self.name = name.trimmingWhitespace
    }

    /// True when the API left this classification blank (aggregates, high-income admin regions).
    public var isEmpty: Bool { id.isEmpty }

    /// The classification the API leaves out (aggregates, high-income admin regions).
    package static let blank = Classification(id: "", iso2Code: "", name: "")
}
