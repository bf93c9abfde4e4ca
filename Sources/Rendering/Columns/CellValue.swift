import WorldBank

/// The value of one cell, before any format has written it.
///
/// The case says what machines get (text, a classification object, a number, a number with its
/// year); the column's ``ColumnKind`` says how people see it.
enum CellValue: Sendable, Hashable {
    /// Text; `nil` where the Bank has none.
    case text(String?)
    /// A classification such as a region: people see the name, CSV gets `key_id` and `key`, JSON an
    /// object, or `null` where `id` is `nil` (the total of all economies). Boxed: its two strings
    /// would make every cell 40 bytes, and a wide panel has half a million cells of numbers.
    indirect case classification(id: String?, name: String)
    /// A number; `nil` where the Bank has none.
    case number(Double?)
    /// A whole number.
    case integer(Int?)
    /// A number and the year it is from, which "latest" listings show beside it.
    case dated(YearValue?)
    /// Yes or no: `true`/`false` for machines.
    case flag(Bool)

    /// A classification's id and name.
    static func classification(_ classification: Classification) -> CellValue {
        .classification(id: classification.id, name: classification.name)
    }

    /// The text people see in a column of `kind`; `nil` for a gap.
    func text(as kind: ColumnKind) -> String? {
        switch self {
        case .text(let text): text
        case .classification(_, let name): name
        case .number(let value): value.map(kind.format)
        case .integer(let value): value.map(String.init)
        case .dated(let value): value.map { kind.format($0.value) }
        case .flag(let flag): flag ? "yes" : "no"
        }
    }

    /// The year of a dated value.
    var year: Int? {
        if case .dated(let value) = self { return value?.year }
        return nil
    }

}
