public import Analysis
import Foundation

/// The `show` command in every format: the economy's metadata, then its last ten years.
public enum ProfileRenderer {
    /// Renders `profile` in `format`.
    public static func render(_ profile: EconomyProfile, format: OutputFormat, source: SourceNote, style: TerminalStyle)
        -> String
    {
        switch format {
        case .table: table(profile, source: source, style: style)
        case .csv: csv(profile, source: source)
        case .json: json(profile, source: source)
        case .markdown: markdown(profile, source: source)
        }
    }

    private static func facts(_ profile: EconomyProfile) -> [(String, String)] {
        let country = profile.country
        var facts = [
            ("Name", country.name), ("ISO3 / ISO2", "\(country.id) / \(country.iso2Code)"),
            ("Region", "\(country.region.name) (\(country.region.id))"),
            ("Income level", "\(country.incomeLevel.name) (\(country.incomeLevel.id))"),
            ("Lending type", "\(country.lendingType.name) (\(country.lendingType.id))"),
            ("Capital", country.capitalCity ?? "—"),
        ]
        if !country.adminRegion.isEmpty { facts.append(("Admin region", country.adminRegion.name)) }
        if let latitude = country.latitude, let longitude = country.longitude {
            facts.append(("Coordinates", "\(latitude), \(longitude)"))
        }
        return facts
    }

    private static func table(_ profile: EconomyProfile, source: SourceNote, style: TerminalStyle) -> String {
        let facts = facts(profile)
        let labelWidth = facts.map(\.0.count).max() ?? 0
        var lines = facts.map { label, value in
            style.bold(label.padding(toLength: labelWidth, withPad: " ", startingAt: 0)) + "  " + value
        }
        lines.append("")
        let columns = [
            TextTable.Column("Year"), TextTable.Column("Population", right: true),
            TextTable.Column("Change", right: true),
            TextTable.Column("GDP (US$)", right: true), TextTable.Column("Change", right: true),
            TextTable.Column("GDP/capita", right: true),
        ]
        let rows = profile.years.map { year in
            TextTable.Line.cells([
                String(year.year), year.population.map(NumberText.human) ?? "—",
                year.populationGrowth.map(NumberText.percent) ?? "", year.gdp.map(NumberText.humanDollars) ?? "—",
                year.gdpGrowth.map(NumberText.percent) ?? "", year.gdpPerCapita.map(NumberText.groupedDollars) ?? "—",
            ])
        }
        lines += TextTable(columns: columns, lines: rows).render(width: style.width, style: style)
        if style.isTerminal {
            lines.append("")
            lines.append("Population  " + Sparkline.draw(profile.years.map(\.population)))
            lines.append("GDP         " + Sparkline.draw(profile.years.map(\.gdp)))
        }
        lines.append(style.dim(source.line))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func csv(_ profile: EconomyProfile, source: SourceNote) -> String {
        let sourceText = source.cellText
        let rows = profile.years.map { year -> [CSVText.Cell] in
            [
                .text(profile.country.id), .text(profile.country.name), .integer(year.year),
                year.population.map { .number($0) } ?? .empty, year.populationGrowth.map { .number($0) } ?? .empty,
                year.gdp.map { .number($0) } ?? .empty, year.gdpGrowth.map { .number($0) } ?? .empty,
                year.gdpPerCapita.map { .number($0) } ?? .empty, .text(sourceText),
            ]
        }
        return CSVText.document(
            header: [
                "iso3", "name", "year", "population", "population_growth", "gdp_usd", "gdp_growth",
                "gdp_per_capita_usd",
                "source",
            ], rows: rows)
    }

    private static func json(_ profile: EconomyProfile, source: SourceNote) -> String {
        let country = profile.country
        return JSONValue.object([
            ("metadata", ListingJSON.metadata(source: source, query: nil)),
            (
                "economy",
                .object([
                    ("iso3", .string(country.id)), ("iso2", .string(country.iso2Code)), ("name", .string(country.name)),
                    ("region", ListingJSON.classification(country.region)),
                    ("income", ListingJSON.classification(country.incomeLevel)),
                    ("lending_type", ListingJSON.classification(country.lendingType)),
                    (
                        "admin_region",
                        country.adminRegion.isEmpty ? .null : ListingJSON.classification(country.adminRegion)
                    ),
                    ("capital", .string(country.capitalCity)), ("latitude", .number(country.latitude)),
                    ("longitude", .number(country.longitude)),
                ])
            ),
            (
                "years",
                .array(
                    profile.years.map { year in
                        .object([
                            ("year", .integer(year.year)), ("population", .number(year.population)),
                            ("population_growth", .number(year.populationGrowth)), ("gdp_usd", .number(year.gdp)),
                            ("gdp_growth", .number(year.gdpGrowth)), ("gdp_per_capita_usd", .number(year.gdpPerCapita)),
                        ])
                    })
            ),
        ]).rendered()
    }

    private static func markdown(_ profile: EconomyProfile, source: SourceNote) -> String {
        let facts = MarkdownText.table(
            header: ["", ""], right: [false, false],
            rows: facts(profile).map { ["**\($0.0)**", MarkdownText.cell($0.1)] })
        let years = MarkdownText.table(
            header: ["Year", "Population", "Change", "GDP (US$)", "Change", "GDP per capita"],
            right: [false, true, true, true, true, true],
            rows: profile.years.map { year in
                [
                    String(year.year), year.population.map(NumberText.human) ?? "—",
                    year.populationGrowth.map(NumberText.percent) ?? "", year.gdp.map(NumberText.humanDollars) ?? "—",
                    year.gdpGrowth.map(NumberText.percent) ?? "",
                    year.gdpPerCapita.map(NumberText.groupedDollars) ?? "—",
                ]
            })
        return
            "# \(MarkdownText.cell(profile.country.name))\n\n\(facts)\n\(years)\n_\(MarkdownText.cell(source.line))_\n"
    }
}
