import Testing

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
}
