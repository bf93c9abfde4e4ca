/// Writes one row of columns as a JSON object: numbers as numbers, `null` for gaps, a `_year`
/// member beside every dated value, classifications as `{"id", "name"}`, and grouped columns (the
/// extra indicators) gathered into one object.
enum ColumnJSON {
    /// The object for `row`.
    static func object<Row>(_ columns: [Column<Row>], row: Row) -> JSONValue {
        var members: [(String, JSONValue)] = []
        var groups: [String: Int] = [:]
        for column in columns.shown(in: .json) {
            let value = column.value(row)
            guard let group = column.jsonGroup else {
                members += self.members(column, value)
                continue
            }
            let entry: JSONValue = .object([("value", .number(value.number)), ("year", .integer(value.year))])
            if let index = groups[group], case .object(let existing) = members[index].1 {
                members[index].1 = .object(existing + [(column.key, entry)])
            } else {
                groups[group] = members.count
                members.append((group, .object([(column.key, entry)])))
            }
        }
        return .object(members)
    }

    private static func members<Row>(_ column: Column<Row>, _ value: CellValue) -> [(String, JSONValue)] {
        switch value {
        case .text(let text): [(column.key, .string(text))]
        case .classification(let id, let name):
            [(column.key, id.map { .object([("id", .string($0)), ("name", .string(name))]) } ?? .null)]
        case .number(let number): [(column.key, .number(number))]
        case .integer(let integer): [(column.key, .integer(integer))]
        case .dated(let dated): [(column.key, .number(dated?.value)), (column.yearKey, .integer(dated?.year))]
        }
    }
}
