/// Where a column sits in a group of columns: the extra indicators of a listing, or the years of
/// one indicator in the wide layout.
public struct ColumnGroup: Sendable, Hashable {
    /// The JSON member holding the group (`indicators`, `population`).
    public let name: String
    /// This column's member inside it (`SP.DYN.LE00.IN`, `2015`).
    public let member: String
    /// What people read above the group's own table (`Population`).
    public let title: String

    /// Creates a group position.
    public init(name: String, member: String, title: String) {
        self.name = name
        self.member = member
        self.title = title
    }
}
