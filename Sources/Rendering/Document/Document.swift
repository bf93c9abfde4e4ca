public import Parquet
import Synchronization
import WorldBank

/// What a command writes, in a form every format draws: the blocks people read (tables, facts,
/// notes), the table programs read, and the members of its JSON.
///
/// Each command builds one (``ListingRenderer``, ``RegionsRenderer``, ``ProfileRenderer``, …);
/// ``rendered(as:style:)`` is the one place that chooses a writer by format, so a new format is a
/// new case there and a new command is a new builder.
public struct Document: Sendable {
    /// One part of what people read, in reading order.
    enum Block: Sendable {
        /// A table, under its title when it has one (in bold in a terminal, a heading in Markdown).
        case table(Table, title: String?)
        /// Labels and values, one pair a line; `columns` heads a value column per economy when
        /// several are compared side by side.
        case facts([(label: String, values: [String])], columns: [String]?)
        /// A sentence or two under what comes before it, dim in a terminal.
        case note(String)
        /// A note after its mark (`[1]`, `F:`), such as a footnote under a table: a terminal wraps
        /// a long one to its width with the lines after the first under the text, not the mark.
        case markedNote(mark: String, text: String)
        /// Prose of its own, such as an indicator's description, wrapped in a terminal.
        case paragraph(String)
        /// Lines drawn only on a real terminal (sparklines), never into a file or a pipe.
        case terminalLines([String])
        /// The data table cut into one table per column group (an indicator's years), each under
        /// its title with the columns that name the row; cut only when drawn (``blocks(in:)``), so
        /// a panel written to CSV never makes them.
        case tablePerGroup([(group: String, title: String)])
    }

    /// The Markdown title (`# Kenya`); terminals show the name in the facts instead.
    var title: String?
    /// What people read, each block with the outputs it appears in.
    var blocks: [(block: Block, audience: Audience)]
    /// The rows programs read: CSV, TSV and the workbook hold exactly these. Made on first use and
    /// kept: a listing drawn for people (a terminal, Markdown) never needs it, and making it was a
    /// twentieth of an offline listing.
    var data: Table { madeData.value }
    private let madeData: Made<Table>
    /// The shape of its JSON, named in the output's `schema` member.
    let shape: JSONShape
    /// The JSON members after `metadata`, made only when JSON is asked for: a panel's JSON form
    /// costs as much as its CSV, and most runs write one format.
    let json: @Sendable () -> [(String, JSONValue)]
    /// The question, as the JSON metadata's `query` member; `nil` leaves it out.
    var query: [(String, JSONValue)]?
    /// Where the figures came from: the last line or field of every format.
    let source: SourceNote

    /// A document whose blocks are added by its builder.
    init(
        title: String? = nil, data: @escaping @autoclosure @Sendable () -> Table, shape: JSONShape,
        json: @escaping @autoclosure @Sendable () -> [(String, JSONValue)],
        query: [(String, JSONValue)]? = nil, source: SourceNote
    ) {
        self.title = title
        self.shape = shape
        self.blocks = []
        madeData = Made(data)
        self.json = json
        self.query = query
        self.source = source
    }

    /// Adds `block` for `audience`.
    mutating func add(_ block: Block, for audience: Audience = .people) {
        blocks.append((block, audience))
    }

    /// Adds each of `notes`.
    mutating func note(_ notes: [String], for audience: Audience = .people) {
        for note in notes where !note.isEmpty { add(.note(note), for: audience) }
    }

    /// The document in `format`, styled for `style` when it is drawn for a terminal; `level` is
    /// the heading level of Markdown's table titles (3 when nested in a report).
    public func rendered(as format: OutputFormat, style: TerminalStyle, level: Int = 2) throws(ParquetError)
        -> [UInt8]
    {
        switch format {
        case .table: Array(terminal(style: style).utf8)
        case .csv, .tsv: ColumnCSV.render(data, source: source, dialect: format == .tsv ? .tsv : .csv)
        case .json: Array(MetadataJSON.document(shape, source: source, query: query, json()).utf8)
        case .markdown: Array(markdown(level: level).utf8)
        case .xlsx: Workbook.render(data, source: source)
        case .parquet: try ParquetWriter(createdBy: "countries version \(ToolVersion.current)").write(parquet)
        }
    }

    /// The rows programs read as Parquet: the CSV's columns, each typed as its values are, with
    /// the source and the World Bank's dates in the file's metadata instead of a column; no
    /// formula guard, which only spreadsheets need.
    var parquet: ParquetTable {
        let rows = data.fieldRows(in: .csv)
        let columns = zip(data.fieldNames(in: .csv), data.fieldTypes(in: .csv)).enumerated().map {
            index, field -> ParquetColumn in
            let values = rows.map { $0[index] }
            let typed: ParquetColumn.Values =
                switch field.1 {
                // Control characters as their pictures, as in every other format.
                case .string:
                    .strings(
                        values.map { if case .text(let text) = $0 { ControlCharacters.visible(text) } else { nil } })
                case .integer: .int64(values.map { if case .integer(let value) = $0 { Int64(value) } else { nil } })
                case .number:
                    .doubles(
                        values.map { field in
                            switch field {
                            case .number(let value): value
                            case .integer(let value): Double(value)
                            case .text, .flag, .empty: nil
                            }
                        })
                case .boolean: .booleans(values.map { if case .flag(let flag) = $0 { flag } else { nil } })
                }
            return ParquetColumn(name: field.0.name, values: typed)
        }
        return ParquetTable(
            columns: columns,
            keyValueMetadata: [
                ("source", source.cellText), ("lastupdated", source.lastUpdated.joined(separator: ", ")),
            ])
    }

    /// The blocks that appear in `audience`, with the tables of ``Block/tablePerGroup(_:)`` cut.
    func blocks(in audience: Audience) -> [Block] {
        blocks.filter { $0.audience.contains(audience) }.flatMap { entry -> [Block] in
            guard case .tablePerGroup(let groups) = entry.block else { return [entry.block] }
            let namesRow = { (column: ColumnDescription) in
                column.group == nil && (column.kind == .code || column.kind == .name)
            }
            return groups.map { group in
                .table(data.keeping { namesRow($0) || $0.group?.name == group.group }, title: group.title)
            }
        }
    }
}

/// A value made the first time it is asked for, then kept; shared by the copies of the value that
/// holds it, which a builder makes as it adds blocks.
private final class Made<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if it was not before.
    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
