import WorldBank

/// The document as GitHub-flavoured Markdown.
extension Document {
    /// The title, then the blocks a blank line apart, notes as paragraphs under what they follow,
    /// the source last in italics; table titles and sections are headings at `level`.
    func markdown(level: Int) -> String {
        var parts: [String] = []
        // A note is a paragraph under the part it follows.
        func paragraph(_ text: String) {
            if parts.isEmpty { parts.append("\n\(text)\n") } else { parts[parts.count - 1] += "\n\(text)\n" }
        }
        for block in blocks(in: .markdown) {
            switch block {
            case .table(let table, let title):
                let marks = String(repeating: "#", count: level)
                let heading = title.map { "\(marks) \(MarkdownText.cell($0))\n\n" } ?? ""
                let sections = ColumnMarkdown.sections(table, level: level)
                parts.append(heading + (sections.first ?? ""))
                parts += sections.dropFirst()
            case .facts(let facts, let columns):
                let header = [""] + (columns?.map(MarkdownText.cell) ?? [""])
                parts.append(
                    MarkdownText.table(
                        header: header, right: header.map { _ in false },
                        rows: facts.map { ["**\($0.label)**"] + $0.values.map(MarkdownText.cell) }))
            case .note(let text), .paragraph(let text): paragraph(MarkdownText.cell(text))
            case .markedNote(let mark, let text): paragraph(MarkdownText.cell(mark) + " " + MarkdownText.cell(text))
            case .terminalLines, .tablePerGroup: continue  // tablePerGroup: cut into tables by blocks(in:)
            }
        }
        let title = self.title.map { "# \(MarkdownText.cell($0))\n\n" } ?? ""
        return title + parts.joined(separator: "\n") + "\n_\(MarkdownText.cell(source.line))_\n"
    }
}
