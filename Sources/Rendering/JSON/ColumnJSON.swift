import WorldBank

/// Writes one row of columns as a JSON object: numbers as numbers, `null` for gaps (empty text
/// too), a `_year` member beside every dated value, classifications as `{"id", "name"}`, and
/// grouped columns gathered into one object (a dated member as `{"value", "year"}`). A column
/// drawn with a group but derived from it (a growth rate, a rank) is a member of the row beside
/// the group's object, so that the object holds only the group's own values: the years of a
/// measure, or the extra indicators by code.
enum ColumnJSON {
    /// One object per row of data of `table`.
    static func array(_ table: Table) -> JSONValue {
        .array(
            table.lines.compactMap { line in
                guard case .row = line else { return nil }
                return object(table.cells(line, in: .json).map { ($0, $1 ?? .text(nil)) })
            })
    }

    /// The object of `row` alone.
    static func object<Row>(_ columns: [Column<Row>], row: Row) -> JSONValue {
        object(columns.filter { $0.audience.contains(.json) }.map { ($0.description, $0.value(row)) })
    }

    /// The object of one row's cells beside their columns.
    private static func object(_ cells: [(ColumnDescription, CellValue)]) -> JSONValue {
        var members: [(String, JSONValue)] = []
        var groups: [String: Int] = [:]
        for (column, value) in cells {
            let values = self.members(column, value)
            guard let group = column.group, let member = group.member else {
                members += values
                continue
            }
            let entry =
                column.isDated ? .object(zip(["value", "year"], values.map(\.1)).map { ($0, $1) }) : values[0].1
            if let index = groups[group.name], case .object(let existing) = members[index].1 {
                members[index].1 = .object(existing + [(member, entry)])
            } else {
                groups[group.name] = members.count
                members.append((group.name, .object([(member, entry)])))
            }
        }
        return .object(members)
    }

    /// One object per row of `rows`.
    static func array<Row: Sendable>(_ columns: [Column<Row>], rows: some Sequence<Row>) -> JSONValue {
        array(Table(columns, rows: rows))
    }

    private static func members(_ column: ColumnDescription, _ value: CellValue) -> [(String, JSONValue)] {
        switch value {
        case .text(let text): [(column.key, .string(text.flatMap { $0.isEmpty ? nil : $0 }))]
        case .classification(let id, let name):
            [(column.key, id.map { .object([("id", .string($0)), ("name", .string(name))]) } ?? .null)]
        case .number(let number): [(column.key, .number(number.map(column.kind.machineValue)))]
        case .integer(let integer): [(column.key, .integer(integer))]
        case .dated(let dated): [(column.key, .number(dated?.value)), (column.yearKey, .integer(dated?.year))]
        case .flag(let flag): [(column.key, .bool(flag))]
        }
    }
}
