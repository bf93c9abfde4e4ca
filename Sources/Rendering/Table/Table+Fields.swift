import WorldBank

/// The table as the formats made for programs hold it (CSV, TSV, the workbook): flat fields, one
/// per column of the file, with a year field beside every dated value and an id field before every
/// classification's name.
extension Table {
    /// One field of a row: what CSV writes as text and a workbook as a typed cell.
    enum Field: Sendable, Hashable {
        /// Text, as it came (the writer makes it safe for its format).
        case text(String)
        /// A number, written raw (`1234.5`).
        case number(Double)
        /// A whole number such as a year or a count.
        case integer(Int)
        /// Yes or no.
        case flag(Bool)
        /// No value.
        case empty
    }

    /// The names of the fields, in order, of the columns made for `audience`, with what each
    /// holds (a year field holds a year, a classification's id a code).
    func fieldNames(in audience: Audience) -> [(name: String, kind: ColumnKind)] {
        columns.shown(in: audience).flatMap { column -> [(name: String, kind: ColumnKind)] in
            switch column.shape {
            case .plain: [(column.key, column.kind)]
            case .dated: [(column.key, column.kind), (column.yearKey, .year)]
            case .classification: [("\(column.key)_id", .code), (column.key, column.kind)]
            }
        }
    }

    /// The type of every value of one field, which typed files (Parquet, a data package's
    /// schema) declare.
    enum FieldType: String, Sendable, Hashable {
        case string, integer, number, boolean
    }

    /// The type of each field of ``fieldNames(in:)``: that of its values, or, for a field with
    /// none, the one its column's kind holds.
    func fieldTypes(in audience: Audience) -> [FieldType] {
        let rows = fieldRows(in: audience)
        return fieldNames(in: audience).enumerated().map { index, field in
            for row in rows {
                switch row[index] {
                case .text: return .string
                case .integer: return .integer
                case .number: return .number
                case .flag: return .boolean
                case .empty: continue
                }
            }
            switch field.kind {
            case .count, .year: return .integer
            case .quantity, .money, .moneyPerHead, .growth, .share, .difference: return .number
            case .code, .name, .label: return .string
            }
        }
    }

    /// The fields of each row of data, in the order of ``fieldNames(in:)``.
    func fieldRows(in audience: Audience) -> [[Field]] {
        Array(eachFieldRow(in: audience))
    }

    /// The same rows, each made only when it is read: a writer of one row at a time (CSV) then holds
    /// one row of fields, not a panel's hundreds of thousands. The columns shown are picked once,
    /// and each row's fields go into one array: a wide panel has 558,600 cells.
    func eachFieldRow(in audience: Audience) -> some Sequence<[Field]> {
        let shown = columns.indices.filter { columns[$0].audience.contains(audience) }
        let kinds = shown.map { columns[$0].kind }
        let width = fieldNames(in: audience).count
        return lines.lazy.compactMap { line -> [Field]? in
            guard case .row(let cells, _) = line else { return nil }
            var fields: [Field] = []
            fields.reserveCapacity(width)
            for (column, kind) in zip(shown, kinds) { Self.append(cells[column], kind: kind, to: &fields) }
            return fields
        }
    }

    /// `text` as a field; `nil` for empty text.
    private static func text(_ text: String) -> Field? { text.isEmpty ? nil : .text(text) }

    /// Appends the fields of one cell; a gap is an empty field (two for a dated value).
    private static func append(_ value: CellValue, kind: ColumnKind, to fields: inout [Field]) {
        switch value {
        // Empty text is no value: a null in Parquet, as it is an empty field in CSV.
        case .text(let text): fields.append(text.flatMap(Self.text) ?? .empty)
        case .classification(let id, let name):
            fields.append(id.flatMap(Self.text) ?? .empty)
            fields.append(Self.text(name) ?? .empty)
        case .number(let number): fields.append(number.map { .number(kind.machineValue($0)) } ?? .empty)
        case .integer(let integer): fields.append(integer.map(Field.integer) ?? .empty)
        case .dated(let dated):
            fields.append(dated.map { .number($0.value) } ?? .empty)
            fields.append(dated.map { .integer($0.year) } ?? .empty)
        case .flag(let flag): fields.append(.flag(flag))
        }
    }
}
