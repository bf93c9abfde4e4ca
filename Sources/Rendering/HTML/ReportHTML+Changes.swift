import CountriesAnalysis

/// The "What changed" section: what moved since the previous report, so that a reader of a weekly
/// report sees at once whether anything is new.
extension ReportHTML {
    /// What is under the heading for `changes` (``ChangeText``); one sentence when nothing moved.
    static func changes(_ changes: ReportChanges) -> HTMLText {
        let section = ChangeText(changes)
        var parts: [HTMLText] =
            section.parts.isEmpty && section.lastUpdated == nil ? ["<p>\(ChangeText.nothing)</p>"] : []
        if let lastUpdated = section.lastUpdated { parts.append("<p>\(lastUpdated)</p>") }
        for part in section.parts {
            switch part {
            case .list(_, let lines):
                let items = HTMLText.joined(lines.map { "<li>\($0)</li>" }, separator: "\n")
                parts.append("<h3>\(part.heading)</h3>\n<ul class=\"changes\">\n\(items)\n</ul>")
            case .table(_, let table): parts.append("<h3>\(part.heading)</h3>\n\(ColumnHTML.table(table).html)")
            }
        }
        return "\(parts)"
    }
}
