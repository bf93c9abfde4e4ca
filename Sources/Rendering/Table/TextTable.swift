import WorldBank

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
    ///
    /// Each cell is measured once and each row is made in one buffer: a listing draws a couple of
    /// thousand cells, and measuring, padding and joining them in pieces was a tenth of its run.
    func render(width: Int?, style: TerminalStyle) -> [String] {
        let measured = lines.map { line -> [Int] in
            if case .cells(let cells) = line { return cells.map(\.columnWidth) }
            return []
        }
        var widths = columns.indices.map { index in
            measured.reduce(columns[index].header.columnWidth) { $1.isEmpty ? $0 : max($0, $1[index]) }
        }
        var kept = Array(columns.indices)
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
        let rule = String(repeating: "─", count: ruleWidth)
        let headers = columns.map(\.header)
        var output = [style.bold(row(headers, headers.map(\.columnWidth), kept, widths)).trimmingTrailingSpaces()]
        output.append(rule)
        for (line, cellWidths) in zip(lines, measured) {
            switch line {
            case .cells(let cells): output.append(row(cells, cellWidths, kept, widths).trimmingTrailingSpaces())
            case .caption(let text): output.append(style.bold(text).trimmingTrailingSpaces())
            case .separator: output.append(rule)
            }
        }
        return output
    }

    private func totalWidth(_ kept: [Int], _ widths: [Int]) -> Int {
        kept.map { widths[$0] }.reduce(0, +) + 2 * max(0, kept.count - 1)
    }

    /// The kept `cells`, each `cellWidths` wide, fitted into the column `widths` and joined by two
    /// spaces.
    private func row(_ cells: [String], _ cellWidths: [Int], _ kept: [Int], _ widths: [Int]) -> String {
        // Made as bytes: padding a string with `String(repeating:count:)` and appending it piece by
        // piece cost twice as much as the rest of the table.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(kept.reduce(0) { $0 + widths[$1] + 2 } + 16)
        for (place, index) in kept.enumerated() {
            if place > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2)) }
            let width = widths[index]
            var (cell, cellWidth) = (cells[index], cellWidths[index])
            if cellWidth > width {
                cell = cell.prefix(columns: width - 1) + "…"
                cellWidth = cell.columnWidth
            }
            let padding = repeatElement(UInt8(ascii: " "), count: max(0, width - cellWidth))
            if columns[index].alignRight { bytes.append(contentsOf: padding) }
            bytes.append(contentsOf: cell.utf8)
            if !columns[index].alignRight { bytes.append(contentsOf: padding) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension String {
    /// The string without trailing spaces, so table lines never end in blanks.
    func trimmingTrailingSpaces() -> String {
        guard utf8.last == UInt8(ascii: " ") else { return self }
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
