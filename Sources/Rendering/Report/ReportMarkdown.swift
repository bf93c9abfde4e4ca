public import Analysis
import Foundation
public import WorldBank

/// The report's `index.md`: the same content as `index.html` as Markdown tables, for GitHub.
public enum ReportMarkdown {
    /// Renders `document`; `generatedAt` appears on one line only, so two reports of the same data
    /// differ in that line alone.
    public static func render(_ document: ReportDocument, source: SourceNote, title: String) -> String {
        var sections = [
            "# \(MarkdownText.cell(title))\n\n\(MarkdownText.cell(source.line))\n\nGenerated \(document.generatedAt)\n"
        ]
        if let changes = document.changes { sections.append(self.changes(changes)) }
        sections.append("## Regions\n\n" + RegionsRenderer.markdown(document.regions + [document.listing.total]))
        sections.append("## The \(document.largest.count) largest economies by GDP\n\n" + largestTable(document))
        sections.append(
            "## Economies by region\n\n" + ListingRenderer.markdown(document.listing, source: source, level: 3))
        return sections.joined(separator: "\n")
    }

    private static func largestTable(_ document: ReportDocument) -> String {
        let rows = document.largest.enumerated().map { index, row in
            [
                String(index + 1), MarkdownText.cell(row.country.name), MarkdownText.cell(row.country.region.name),
                row.gdp.map { "\(NumberText.humanDollars($0.value)) (\($0.year))" } ?? "—",
            ]
        }
        return MarkdownText.table(
            header: ["#", "Economy", "Region", "GDP (US$)"], right: [true, false, false, true], rows: rows)
    }

    private static func changes(_ changes: ReportChanges) -> String {
        var text = "## What changed\n\n"
        let lines = ChangeText.lines(changes)
        if lines.isEmpty { return text + "Nothing changed since the previous report.\n" }
        for line in lines { text += "- \(MarkdownText.cell(line))\n" }
        return text
    }
}
