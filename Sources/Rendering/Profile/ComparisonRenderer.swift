public import Analysis
public import WorldBank

/// `show` with several economies: their metadata side by side, then one table per measure with a
/// column per economy, over the same years.
public enum ComparisonRenderer {
    /// Renders `profiles` (over the same years) in `format`.
    public static func render(
        _ profiles: [EconomyProfile], format: OutputFormat, source: SourceNote, style: TerminalStyle
    ) -> String {
        let rows = profiles.flatMap(\.years)
        switch format {
        case .csv, .tsv:
            return ColumnCSV.render(ProfileColumns.all, rows: rows, source: source, dialect: format.dialect)
        case .json:
            let economies = profiles.map { JSONValue.object(ProfileRenderer.members($0)) }
            return MetadataJSON.document(source: source, [("economies", .array(economies))])
        case .table:
            let facts = TextTable(
                columns: [TextTable.Column(header: "")] + profiles.map { TextTable.Column(header: $0.country.id) },
                lines: factRows(profiles).map { .cells($0) }
            ).render(width: style.width, style: style)
            let tables = ColumnTable.titled(measures(profiles), rows: years(profiles), style: style)
            return (facts + tables + [style.dim(note), style.dim(source.line)]).joined(separator: "\n") + "\n"
        case .markdown:
            let header = [""] + profiles.map { MarkdownText.cell($0.country.id) }
            let facts = MarkdownText.table(
                header: header, right: header.map { _ in false },
                rows: factRows(profiles).map { row in ["**\(row[0])**"] + row.dropFirst().map(MarkdownText.cell) })
            let title = "# " + profiles.map { MarkdownText.cell($0.country.name) }.joined(separator: ", ")
            let tables = ColumnMarkdown.titled(measures(profiles), rows: years(profiles))
            let end = "\(note)\n\n_\(MarkdownText.cell(source.line))_\n"
            return (["\(title)\n\n\(facts)"] + tables + [end]).joined(separator: "\n")
        }
    }

    /// What people read under the tables.
    static let note =
        "GDP is in current US$: its changes are nominal, moved by prices and exchange rates, not real growth."

    /// One row per fact, one column per economy.
    private static func factRows(_ profiles: [EconomyProfile]) -> [[String]] {
        let facts = profiles.map { Dictionary(ProfileRenderer.facts($0), uniquingKeysWith: { first, _ in first }) }
        let labels = ["Name", "ISO3 / ISO2", "Region", "Income level", "Lending type", "Capital"]
        return labels.map { label in [label] + facts.map { $0[label] ?? "—" } }
    }

    /// The years of the comparison, oldest first.
    private static func years(_ profiles: [EconomyProfile]) -> [Int] {
        Array(Set(profiles.flatMap { $0.years.map(\.year) })).sorted()
    }

    /// One set of columns per measure: the year, then one column per economy.
    private static func measures(_ profiles: [EconomyProfile]) -> [(String, [Column<Int>])] {
        Measure.core.compactMap { measure in
            guard let value = measure.profile else { return nil }
            let columns =
                [Column<Int>("Year", key: "year", kind: .year) { .integer($0) }]
                + profiles.map { profile in
                    Column<Int>(profile.country.id, key: profile.country.id, kind: measure.kind) { year in
                        .number(profile.years.first { $0.year == year }.flatMap(value))
                    }
                }
            return (measure.titleWithUnit, columns)
        }
    }
}
