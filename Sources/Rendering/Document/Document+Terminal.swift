import WorldBank

/// The document as a terminal shows it.
extension Document {
    /// The lines of the blocks, a blank line between them but none before a note; the source last.
    /// Lines drawn for a terminal alone are left out when the output is not one. Text from outside
    /// (an indicator's name and description, a database's name) shows its control characters as
    /// their pictures, line breaks kept: the terminal is never driven by what the data says.
    func terminal(style: TerminalStyle) -> String {
        var lines: [String] = []
        for block in blocks(in: .terminal) {
            if case .terminalLines = block, !style.isTerminal { continue }
            if case .note(let text) = block {
                lines.append(style.dim(ControlCharacters.visibleKeepingLineBreaks(text)))
                continue
            }
            if case .markedNote(let mark, let text) = block {
                lines += Self.hanging(ControlCharacters.visibleKeepingLineBreaks(text), after: mark, width: style.width)
                    .map(style.dim)
                continue
            }
            if !lines.isEmpty { lines.append("") }
            switch block {
            case .table(let table, let title):
                lines += title.map { [style.bold($0)] } ?? []
                lines += ColumnTable.render(table, style: style)
            case .facts(let facts, columns: nil):
                let width = facts.map(\.label.count).max() ?? 0
                let textWidth = min(style.width ?? 100, 100)
                for (label, values) in facts {
                    let wrapped = TextWrap.lines(
                        ControlCharacters.visibleKeepingLineBreaks(values.joined()),
                        width: max(20, textWidth - width - 2))
                    for (index, line) in wrapped.enumerated() {
                        lines.append(style.bold(TextWrap.padded(index == 0 ? label : "", to: width)) + "  " + line)
                    }
                }
            case .facts(let facts, columns: let columns?):
                lines += TextTable(
                    columns: [TextTable.Column(header: "")] + columns.map { TextTable.Column(header: $0) },
                    lines: facts.map { .cells([$0.label] + $0.values) }
                ).render(width: style.width, style: style)
            case .paragraph(let text):
                lines +=
                    TextWrap.lines(
                        ControlCharacters.visibleKeepingLineBreaks(text), width: min(style.width ?? 100, 100))
                    + [""]
            case .terminalLines(let drawn): lines += drawn
            case .note, .markedNote, .tablePerGroup: break  // tablePerGroup: cut into tables by blocks(in:)
            }
        }
        lines.append(style.dim(ControlCharacters.visible(source.line)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` after `mark` and a space, in lines of at most `width` characters (unlimited when
    /// `nil`) broken between words, each line after the first indented under the text; a word
    /// longer than the room is never cut: it stands on a line of its own.
    static func hanging(_ text: String, after mark: String, width: Int?) -> [String] {
        let indent = String(repeating: " ", count: mark.count + 1)
        guard let width else { return ["\(mark) \(text)"] }
        let wrapped = TextWrap.lines(text, width: max(20, width - indent.count))
        return wrapped.enumerated().map { ($0.offset == 0 ? "\(mark) " : indent) + $0.element }
    }
}
