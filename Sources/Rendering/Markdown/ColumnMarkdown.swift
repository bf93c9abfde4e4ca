/// Draws a ``Table`` as GitHub-flavoured Markdown: every cell escaped (a formatted figure holds
/// nothing to escape), figures right-aligned, the year of a dated value in brackets in a "latest"
/// listing, a total's name and figures in bold, and each section of the table (a caption, a rule with a heading) as a
/// table of its own under a heading.
enum ColumnMarkdown {
    /// The table's sections, each under its heading at `level` (`##` for 2) when it has one.
    static func sections(_ table: Table, level: Int) -> [String] {
        var sections: [(heading: String?, lines: [Table.Line])] = []
        for line in table.lines {
            switch line {
            case .caption(let heading), .separator(heading: .some(let heading)): sections.append((heading, []))
            case .separator(heading: nil): continue
            case .row, .total:
                if sections.isEmpty { sections.append((nil, [])) }
                sections[sections.count - 1].lines.append(line)
            }
        }
        let marks = String(repeating: "#", count: level)
        return sections.map { heading, lines in
            (heading.map { "\(marks) \(MarkdownText.cell($0))\n\n" } ?? "") + self.table(table, lines: lines)
        }
    }

    /// The Markdown table of `lines` of `table`.
    private static func table(_ table: Table, lines: [Table.Line]) -> String {
        let shown = table.columns.shown(in: .markdown)
        let rows = lines.map { line in
            table.cells(line, in: .markdown).map { column, value -> String in
                guard let value else { return "" }
                guard let text = value.text(as: column.kind) else { return column.kind.missingText }
                var cell = MarkdownText.cell(text)
                if table.showsYears, column.isDated, let year = value.year { cell += " (\(year))" }
                // A total's name and figures are bold; its labels (a long reason) are not.
                guard case .total = line, !cell.isEmpty, column.kind == .name || column.kind.isNumeric else {
                    return cell
                }
                return "**\(cell)**"
            }
        }
        return MarkdownText.table(header: shown.map(\.header), right: shown.map(\.kind.isNumeric), rows: rows)
    }
}
