public import Analysis

/// The `regions` command in every format: one row per region with its totals, then the total.
public enum RegionsRenderer {
    /// Renders the region summaries in `format`.
    public static func render(
        _ regions: [RegionSummary], total: RegionSummary, year: YearSelection, format: OutputFormat,
        source: SourceNote, style: TerminalStyle
    ) -> String {
        switch format {
        case .table: table(regions, total: total, source: source, style: style)
        case .csv: csv(regions + [total], source: source)
        case .json: json(regions, total: total, year: year, source: source)
        case .markdown: markdown(regions + [total], source: source)
        }
    }

    private static func table(
        _ regions: [RegionSummary], total: RegionSummary, source: SourceNote, style: TerminalStyle
    )
        -> String
    {
        let columns = [
            TextTable.Column("Region", shrinks: true), TextTable.Column("ID", dropPriority: 2),
            TextTable.Column("Economies", right: true), TextTable.Column("Population", right: true),
            TextTable.Column("GDP (US$)", right: true), TextTable.Column("GDP/capita", right: true),
            TextTable.Column("Missing", right: true, dropPriority: 1),
        ]
        func cells(_ summary: RegionSummary) -> [String] {
            [
                summary.name, summary.region?.id ?? "", String(summary.economies), NumberText.human(summary.population),
                NumberText.humanDollars(summary.gdp), summary.gdpPerCapita.map(NumberText.groupedDollars) ?? "—",
                missing(summary),
            ]
        }
        let lines = regions.map { TextTable.Line.cells(cells($0)) } + [.separator, .cells(cells(total))]
        let table = TextTable(columns: columns, lines: lines).render(width: style.width, style: style)
        return
            (table + [
                style.dim("Missing: economies without population / GDP, left out of the totals."),
                style.dim(source.line),
            ])
            .joined(separator: "\n") + "\n"
    }

    private static func missing(_ summary: RegionSummary) -> String {
        "\(summary.missingPopulation) / \(summary.missingGDP)"
    }

    private static func csv(_ summaries: [RegionSummary], source: SourceNote) -> String {
        let header = [
            "region_id", "region", "economies", "population", "gdp_usd", "gdp_per_capita_usd", "missing_population",
            "missing_gdp", "source",
        ]
        let sourceText = source.cellText
        let rows = summaries.map { summary -> [CSVText.Cell] in
            [
                summary.region.map { .text($0.id) } ?? .empty, .text(summary.name), .integer(summary.economies),
                .number(summary.population), .number(summary.gdp), summary.gdpPerCapita.map { .number($0) } ?? .empty,
                .integer(summary.missingPopulation), .integer(summary.missingGDP), .text(sourceText),
            ]
        }
        return CSVText.document(header: header, rows: rows)
    }

    private static func json(_ regions: [RegionSummary], total: RegionSummary, year: YearSelection, source: SourceNote)
        -> String
    {
        var metadata = ListingJSON.metadata(source: source, query: nil)
        if case .object(let members) = metadata {
            metadata = .object(members + [("query", .object([("year", .string(year.description))]))])
        }
        return JSONValue.object([
            ("metadata", metadata),
            ("rows", .array(regions.map(ListingJSON.summary))),
            ("total", ListingJSON.summary(total)),
        ]).rendered()
    }

    private static func markdown(_ summaries: [RegionSummary], source: SourceNote) -> String {
        let rows = summaries.map { summary in
            [
                MarkdownText.cell(summary.name), summary.region?.id ?? "", String(summary.economies),
                NumberText.human(summary.population), NumberText.humanDollars(summary.gdp),
                summary.gdpPerCapita.map(NumberText.groupedDollars) ?? "—", missing(summary),
            ]
        }
        return MarkdownText.table(
            header: ["Region", "ID", "Economies", "Population", "GDP (US$)", "GDP per capita", "Missing (pop. / GDP)"],
            right: [false, false, true, true, true, true, true], rows: rows) + "\n_\(MarkdownText.cell(source.line))_\n"
    }
}
