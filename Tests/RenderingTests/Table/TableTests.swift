import Testing
import WorldBank

@testable import Rendering

/// A table takes each row's cells in the order of its rows and columns, however it shares the work.
@Suite struct TableTests {
    @Test(arguments: [(3, 4), (1_001, 300)])
    func everyCellIsTheOneOfItsRowAndColumnInOrder(rows: Int, columns: Int) {
        // 1,001 × 300 is past the size at which the cells are taken in parts on every core.
        let made = (0..<columns).map { column in
            Column<Int>("c\(column)", key: "c\(column)", kind: .quantity) { row in .integer(row * 1_000 + column) }
        }

        let table = Table(made, rows: 0..<rows)

        #expect(table.columns.map(\.key) == (0..<columns).map { "c\($0)" })
        #expect(table.rows.count == rows)
        #expect(
            table.rows.enumerated().allSatisfy { row, cells in
                cells == (0..<columns).map { CellValue.integer(row * 1_000 + $0) }
            })
    }

    @Test(arguments: [(3, 4), (1_001, 300)])
    func csvHasEveryRowOnceInOrder(rows: Int, columns: Int) {
        let made = (0..<columns).map { column in
            Column<Int>("c\(column)", key: "c\(column)", kind: .quantity) { row in .integer(row * 1_000 + column) }
        }
        let source = SourceNote(origin: "snapshot (fetched 2026-04-30)", lastUpdated: ["2026-03-20"])

        let csv = String(decoding: ColumnCSV.render(Table(made, rows: 0..<rows), source: source), as: UTF8.self)

        let lines = csv.split(separator: "\r\n", omittingEmptySubsequences: false)
        #expect(lines.count == rows + 2, "the header, a line per row, and the empty field after the last break")
        #expect(lines.first == Substring(((0..<columns).map { "c\($0)" } + ["source"]).joined(separator: ",")))
        #expect(lines.last == "")
        let sourceField = ColumnCSV.field(source.cellText, dialect: .csv)
        #expect(
            lines.dropFirst().dropLast().enumerated().allSatisfy { row, line in
                line
                    == Substring(
                        ((0..<columns).map { String(row * 1_000 + $0) } + [sourceField]).joined(separator: ","))
            })
    }
}
