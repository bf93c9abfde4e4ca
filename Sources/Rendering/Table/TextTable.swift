/// Aligned text columns that fit a width: numbers right-aligned, text left-aligned, the least
/// important columns dropped and long text cut with `…` when the terminal is narrow.
struct TextTable {
    /// One column: its header, alignment and how readily it is dropped.
    struct Column {
        let header: String
        var alignRight = false
        /// Columns with higher numbers are dropped first when space runs out; 0 is never dropped.
        var dropPriority = 0
        /// True for the column that is shortened (names) before anything is dropped.
        var shrinks = false
    }

    /// A line of the table: cells, a full-width caption, or a separator.
    enum Line {
        case cells([String])
        case caption(String)
        case separator
    }

    let columns: [Column]
    let lines: [Line]

    /// A table whose cells and captions show control characters as visible stand-ins, so that no
    /// text from outside can move the cursor, recolour the terminal or break a row.
    init(columns: [Column], lines: [Line]) {
        self.columns = columns
        self.lines = lines.map { line in
            switch line {
            case .cells(let cells): .cells(cells.map(ControlCharacters.visible))
            case .caption(let text): .caption(ControlCharacters.visible(text))
            case .separator: .separator
            }
        }
    }

    /// The table as text lines, fitted into `width` when given.
    func render(width: Int?, style: TerminalStyle) -> [String] {
        var kept = Array(columns.indices)
        var widths = naturalWidths()
        if let width {
            // Drop the least important columns first, then shorten the names that are left.
            while totalWidth(kept, widths) > width,
                let drop = kept.filter({ columns[$0].dropPriority > 0 })
                    .max(by: { columns[$0].dropPriority < columns[$1].dropPriority })
            {
                kept.removeAll { $0 == drop }
            }
            if let shrinkable = kept.first(where: { columns[$0].shrinks }), totalWidth(kept, widths) > width {
                widths[shrinkable] = max(12, widths[shrinkable] - (totalWidth(kept, widths) - width))
            }
        }
        let ruleWidth = totalWidth(kept, widths)
        var output = [style.bold(row(kept.map { columns[$0].header }, kept, widths))]
        output.append(String(repeating: "─", count: ruleWidth))
        for line in lines {
            switch line {
            case .cells(let cells): output.append(row(kept.map { cells[$0] }, kept, widths))
            case .caption(let text): output.append(style.bold(text))
            case .separator: output.append(String(repeating: "─", count: ruleWidth))
            }
        }
        return output.map { $0.trimmingTrailingSpaces() }
    }

    private func naturalWidths() -> [Int] {
        columns.indices.map { index in
            lines.reduce(columns[index].header.columnWidth) { width, line in
                if case .cells(let cells) = line { return max(width, cells[index].columnWidth) }
                return width
            }
        }
    }

    private func totalWidth(_ kept: [Int], _ widths: [Int]) -> Int {
        kept.map { widths[$0] }.reduce(0, +) + 2 * max(0, kept.count - 1)
    }

    private func row(_ cells: [String], _ kept: [Int], _ widths: [Int]) -> String {
        zip(cells, kept).map { cell, index in
            let width = widths[index]
            let fitted = cell.columnWidth > width ? cell.prefix(columns: width - 1) + "…" : cell
            let padding = String(repeating: " ", count: width - fitted.columnWidth)
            return columns[index].alignRight ? padding + fitted : fitted + padding
        }.joined(separator: "  ")
    }
}

extension String {
    /// The string without trailing spaces, so table lines never end in blanks.
    func trimmingTrailingSpaces() -> String {
        guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") }) else { return "" }
        // A space is one byte, so the text up to the last other byte ends on a whole character.
        return String(decoding: utf8[...last], as: UTF8.self)
    }

    /// How many columns the text takes: its characters, counted byte by byte when it is ASCII
    /// (every figure and most names), which spares grapheme breaking on thousands of cells.
    var columnWidth: Int {
        utf8.allSatisfy { $0 < 0x80 } ? utf8.count : reduce(0) { $0 + $1.columnWidth }
    }

    /// The longest start of the text that fits in `columns`.
    func prefix(columns: Int) -> String {
        var used = 0
        return String(
            prefix { character in
                used += character.columnWidth
                return used <= columns
            })
    }
}

extension Character {
    /// Two columns for a character a terminal draws as a picture (an emoji such as a flag, which is
    /// one character of two regional indicators), one for the rest.
    var columnWidth: Int {
        unicodeScalars.first?.properties.isEmojiPresentation == true ? 2 : 1
    }
}
