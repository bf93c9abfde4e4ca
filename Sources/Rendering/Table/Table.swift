import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A table as every writer draws it: its columns, each described once, and its lines with their
/// cells already taken from the rows, so that one writer per format draws any table and no writer
/// knows what a row is.
struct Table: Sendable {
    /// One line: a row of data, a totals row, or a line that divides the table into sections.
    enum Line: Sendable {
        /// A row of data, one cell per column; `flag` is the ISO2 code whose flag (or, in HTML,
        /// the code itself) is shown before the name.
        case row([CellValue], flag: String?)
        /// A totals row: its label in the name column, blank cells where a column has no total.
        case total([CellValue?])
        /// The start of a section (``TableEntry/caption(_:)``).
        case caption(String)
        /// A rule, and with a heading the start of a section (``TableEntry/separator(heading:)``).
        case separator(heading: String?)
    }

    /// The columns, left to right.
    let columns: [ColumnDescription]
    /// The lines, top to bottom.
    let lines: [Line]
    /// True in a "latest" listing, where people see the year of each dated value beside it.
    let showsYears: Bool

    private init(columns: [ColumnDescription], lines: [Line], showsYears: Bool) {
        self.columns = columns
        self.lines = lines
        self.showsYears = showsYears
    }

    /// The table of `entries` in `columns`; `flag` gives a row's ISO2 code for the HTML report.
    init<Row>(
        _ columns: [Column<Row>], entries: [TableEntry<Row>], showsYears: Bool = false,
        flag: ((Row) -> String)? = nil
    ) {
        self.columns = columns.map(\.description)
        self.showsYears = showsYears
        let cells = Self.cells(of: columns)
        lines = entries.map { entry in
            switch entry {
            case .row(let row): .row(cells(row), flag: flag?(row))
            case .total, .totalRow: .total(columns.map { $0.value(in: entry) })
            case .caption(let text): .caption(text)
            case .separator(let heading): .separator(heading: heading)
            }
        }
    }

    /// The table of `rows`, one line each. A large one (a wide panel is 600,000 cells) takes its
    /// cells in one part of consecutive rows per core, side by side, and joins the parts in order.
    init<Row: Sendable>(_ columns: [Column<Row>], rows: some Sequence<Row>, showsYears: Bool = false) {
        let rows = Array(rows)
        let cells = Self.cells(of: columns)
        let parts = Self.inParts(of: rows.count, cells: rows.count * columns.count) { part in
            rows[part].map { row in Line.row(cells(row), flag: nil) }
        }
        self.init(columns: columns.map(\.description), lines: parts.flatMap { $0 }, showsYears: showsYears)
    }

    /// `make` of consecutive ranges that cover `0..<count`, in order: one range per core, made side
    /// by side, when the work is `cells` cells or more, else the whole range at once.
    static func inParts<Part: Sendable>(
        of count: Int, cells: Int, _ make: @Sendable (Range<Int>) -> Part
    ) -> [Part] {
        let parts = cells < cellsWorthSharing ? 1 : cores
        guard parts > 1 else { return [make(0..<count)] }
        let size = (count + parts - 1) / parts
        let made = Mutex([Int: Part]())
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let value = make(min(count, part * size)..<min(count, (part + 1) * size))
            made.withLock { $0[part] = value }
        }
        return made.withLock { made in (0..<parts).compactMap { made[$0] } }
    }

    /// A row's cells, one per column: the columns' cell functions are taken out once, so that a cell
    /// does not copy its column's description (a dozen reference counts, for each of a wide
    /// panel's 600,000 cells).
    private static func cells<Row>(of columns: [Column<Row>]) -> @Sendable (Row) -> [CellValue] {
        let values = columns.map(\.value)
        return { row in values.map { $0(row) } }
    }

    /// Below this many cells a table is made on one core: sharing the work costs more than it saves.
    private static let cellsWorthSharing = 100_000

    /// The cores the cells of a large table are shared among.
    private static let cores = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))

    /// The same table with only the columns `keep` accepts, for a page that shows a wide table as two.
    func keeping(_ keep: (ColumnDescription) -> Bool) -> Table {
        let kept = columns.indices.filter { keep(columns[$0]) }
        func pick<Cell>(_ cells: [Cell]) -> [Cell] { kept.map { cells[$0] } }
        let lines = lines.map { line -> Line in
            switch line {
            case .row(let cells, let flag): .row(pick(cells), flag: flag)
            case .total(let cells): .total(pick(cells))
            case .caption, .separator: line
            }
        }
        return Table(columns: pick(columns), lines: lines, showsYears: showsYears)
    }

    /// The cells of the rows of data, for the formats made for programs, which draw no totals or
    /// sections.
    var rows: [[CellValue]] {
        lines.compactMap { line in
            if case .row(let cells, _) = line { return cells }
            return nil
        }
    }

    /// The cells of `line` that appear in `audience`, beside their columns; `nil` cells are blank.
    func cells(_ line: Line, in audience: Audience) -> [(ColumnDescription, CellValue?)] {
        let values = values(of: line)
        return columns.positions(shownIn: audience).filter { $0 < values.count }.map { (columns[$0], values[$0]) }
    }

    /// The cells of `line`, one per column (none for a caption or separator); `nil` cells are blank.
    /// A row's cells are wrapped one by one: letting the compiler convert the whole array cast each
    /// cell at run time (1,953 casts to draw the 217 economies of `list`).
    func values(of line: Line) -> [CellValue?] {
        switch line {
        case .row(let values, _): values.map(Optional.some)
        case .total(let values): values
        case .caption, .separator: []
        }
    }
}
