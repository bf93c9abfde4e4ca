/// Where a column sits in a group of columns: the extra indicators of a listing, or the years of
/// one indicator in the wide layout.
struct ColumnGroup: Sendable, Hashable {
    /// The JSON member holding the group (`indicators`, `population`).
    let name: String
    /// This column's member inside it (`SP.DYN.LE00.IN`, `2015`); `nil` for a column derived from
    /// the group (`population_cagr_pct`), drawn with it for people but a member of the row of its
    /// own in JSON, beside the group's object.
    let member: String?
    /// What people read above the group's own table (`Population`).
    let title: String
}
