/// A data table inside a wrapper that scrolls sideways on a narrow screen, so that a wide table
/// never widens the page on a phone.
///
/// Tables that are stacked one under the other (one per region) use a fixed layout with the same
/// column widths, so that their columns line up down the page whatever names each region holds;
/// the name column takes what is left, and the table keeps a minimum width below which it scrolls
/// rather than squeezing the names to a word per line.
struct HTMLTable: Sendable, Hashable {
    /// A column: its heading and what it holds, which decides alignment, wrapping and width.
    struct Column: Sendable, Hashable {
        /// The heading.
        let title: String
        /// What it holds: a name wraps and takes the width the others leave, a label is as wide as
        /// its kind says, every figure (a year too) is right-aligned in tabular figures, never wrapped.
        let kind: ColumnKind
        /// True for figures that carry their year, which need more width.
        var dated = false

        /// Its width in a fixed layout, in rem; `nil` for the name, which takes the rest.
        var width: Double? {
            switch kind {
            case .code: 4.5
            case .name: nil
            case .label(let width): width
            case .count, .quantity, .money, .moneyPerHead, .growth, .share, .difference, .year: dated ? 9 : 7
            }
        }

        /// The class of its cells.
        var cellClass: String? {
            kind == .name ? "name" : kind.isNumeric || kind == .year ? "num" : nil
        }
    }

    /// The least width the name column keeps in a fixed layout, in rem.
    static let nameWidth = 10.0

    /// The columns, left to right.
    let columns: [Column]
    /// The rows, each one cell per column, already markup.
    let body: [[HTMLText]]
    /// The totals row at the foot, if any.
    var foot: [HTMLText]? = nil
    /// True for the stacked per-region tables, whose columns must line up.
    var fixedLayout = false

    /// The wrapper and its table.
    var html: HTMLText {
        let head = HTMLText.joined(
            columns.map { column -> HTMLText in
                let attributes = column.cellClass.map { " class=\"\($0)\"" as HTMLText } ?? ""
                return "<th scope=\"col\"\(attributes)>\(column.title)</th>"
            }, separator: "")
        let foot = self.foot.map { "\n<tfoot>\n\(row($0))\n</tfoot>" as HTMLText } ?? ""
        return """
            <div class="table-wrap">
            \(opening)
            <thead><tr>\(head)</tr></thead>
            <tbody>
            \(body.map(row))
            </tbody>\(foot)
            </table>
            </div>
            """
    }

    private var opening: HTMLText {
        guard fixedLayout else { return "<table>" }
        let widths = columns.map(\.width)
        let minimum = widths.reduce(0) { $0 + ($1 ?? Self.nameWidth) }
        let cols = HTMLText.joined(
            widths.map { width -> HTMLText in
                width.map { "<col style=\"width: \($0)rem\"/>" } ?? "<col/>"
            }, separator: "")
        return """
            <table class="listing" style="min-width: \(minimum)rem">
            <colgroup>\(cols)</colgroup>
            """
    }

    private func row(_ cells: [HTMLText]) -> HTMLText {
        let parts = zip(columns, cells).map { column, cell -> HTMLText in
            guard let cellClass = column.cellClass else { return "<td>\(cell)</td>" }
            return "<td class=\"\(cellClass)\">\(cell)</td>"
        }
        return "<tr>\(HTMLText.joined(parts, separator: ""))</tr>"
    }
}
