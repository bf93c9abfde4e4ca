import Foundation
public import WorldBank

/// `countries indicators`: the hits of a search, and one indicator described in full.
public enum IndicatorsRenderer {
    /// The hits of a search for `words` in `format`; `more` says how many were left out by `--limit`.
    public static func hits(
        _ hits: [IndicatorInfo], more: Int, format: OutputFormat, source: SourceNote, style: TerminalStyle
    ) -> String {
        let columns = IndicatorColumns.all
        let footer = more > 0 ? "\(more) more; add words to narrow the search, or raise --limit" : ""
        switch format {
        case .table:
            let table = ColumnTable.render(columns, entries: hits.map { .row($0) }, showsYears: false, style: style)
            return (table + [footer, source.line].filter { !$0.isEmpty }.map(style.dim)).joined(separator: "\n") + "\n"
        case .csv, .tsv: return ColumnCSV.render(columns, rows: hits, source: source, dialect: format.dialect)
        case .json:
            return MetadataJSON.document(
                source: source, [("rows", ColumnJSON.array(columns, rows: hits)), ("more", .integer(more))])
        case .markdown:
            let table = ColumnMarkdown.table(columns, entries: hits.map { .row($0) }, showsYears: false)
            return table + (footer.isEmpty ? "" : "\n\(footer)\n") + "\n_\(MarkdownText.cell(source.line))_\n"
        }
    }

    /// One indicator in full: code, name, source, unit and topics when known, who compiles it, and
    /// its whole description.
    public static func detail(_ info: IndicatorInfo, format: OutputFormat, source: SourceNote, style: TerminalStyle)
        -> String
    {
        var facts = [("ID", info.code.rawValue), ("Name", info.name), ("Source", info.source)]
        if !info.unit.isEmpty { facts.append(("Unit", info.unit)) }
        if !info.topics.isEmpty { facts.append(("Topics", info.topics.joined(separator: ", "))) }
        if !info.organisation.isEmpty { facts.append(("Compiled by", info.organisation)) }
        switch format {
        case .table:
            let width = facts.map(\.0.count).max() ?? 0
            let textWidth = min(style.width ?? 100, 100)
            var lines = facts.flatMap { label, value in
                wrap(value, width: max(20, textWidth - width - 2)).enumerated().map { index, line in
                    let margin = (index == 0 ? label : "").padding(toLength: width, withPad: " ", startingAt: 0)
                    return style.bold(margin) + "  " + line
                }
            }
            lines += [""] + wrap(info.description, width: textWidth) + ["", style.dim(source.line)]
            return lines.joined(separator: "\n") + "\n"
        case .csv, .tsv:
            return ColumnCSV.render(IndicatorColumns.all, rows: [info], source: source, dialect: format.dialect)
        case .json:
            let indicator: JSONValue = .object([
                ("id", .string(info.code.rawValue)), ("name", .string(info.name)), ("source", .string(info.source)),
                ("unit", .string(info.unit)), ("topics", .strings(info.topics)),
                ("source_organisation", .string(info.organisation)), ("description", .string(info.description)),
            ])
            return MetadataJSON.document(source: source, [("indicator", indicator)])
        case .markdown:
            let table = MarkdownText.table(
                header: ["", ""], right: [false, false], rows: facts.map { ["**\($0.0)**", MarkdownText.cell($0.1)] })
            return "# \(MarkdownText.cell(info.name))\n\n\(table)\n\(MarkdownText.cell(info.description))\n\n"
                + "_\(MarkdownText.cell(source.line))_\n"
        }
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(whereSeparator: \.isNewline) where !paragraph.isEmpty {
            var line = ""
            for word in paragraph.split(separator: " ") {
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                line += line.isEmpty ? String(word) : " " + word
            }
            if !line.isEmpty { lines.append(line) }
        }
        return lines
    }
}
