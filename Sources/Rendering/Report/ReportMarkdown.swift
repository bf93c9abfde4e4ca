public import Analysis
import Foundation
import WorldBank

/// The report's `index.md`: the same content as `index.html` as Markdown tables, for GitHub.
public enum ReportMarkdown {
    /// Renders `document`; `generatedAt` appears on one line only, so two reports of the same data
    /// differ in that line alone.
    public static func render(_ document: ReportDocument, source: SourceNote, title: String) -> String {
        var sections = [
            "# \(MarkdownText.cell(title))\n\n\(MarkdownText.cell(source.line))\n\nGenerated \(document.generatedAt)\n"
        ]
        if let changes = document.changes { sections.append(self.changes(changes)) }
        sections.append("## Regions\n\n" + regionTable(document))
        sections.append("## The \(document.largest.count) largest economies by GDP\n\n" + largestTable(document))
        sections.append(
            "## Economies by region\n\n" + ListingMarkdown.render(document.listing, source: source, level: 3))
        return sections.joined(separator: "\n")
    }

    private static func regionTable(_ document: ReportDocument) -> String {
        let rows = (document.regions + [document.listing.total]).map { summary in
            [
                MarkdownText.cell(summary.name), String(summary.economies), NumberText.human(summary.population),
                NumberText.humanDollars(summary.gdp), summary.gdpPerCapita.map(NumberText.groupedDollars) ?? "—",
                "\(summary.missingPopulation) / \(summary.missingGDP)",
            ]
        }
        return MarkdownText.table(
            header: ["Region", "Economies", "Population", "GDP (US$)", "GDP per capita", "Missing (pop. / GDP)"],
            right: [false, true, true, true, true, true], rows: rows)
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
