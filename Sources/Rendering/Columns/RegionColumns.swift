import CountriesAnalysis
import WorldBank

/// The columns of a region summary, in order: `regions`, the region totals of `list --format json`
/// and the report's region table.
enum RegionColumns {
    /// Every column; each output shows those of its audience.
    static let all = columns(byYear: false)

    /// The report's region table: one row per region, then `total` at its foot, each of the Bank's
    /// aggregates marked as `notes` says.
    static func table(_ regions: [RegionSummary], total: RegionSummary, notes: FigureNotes? = nil) -> Table {
        Table(columns(byYear: false, notes: notes), entries: regions.map { .row($0) } + [.totalRow(total)])
    }

    /// The columns, with a `year` column after the group for the rows of a range of years; the
    /// first column names the groups (regions, unless `grouping` says otherwise). With `shareOf`,
    /// each group's share of the total of its year among those summaries (`regions --share`). With
    /// `notes`, the Bank's aggregates have their footnote and status beside them.
    static func columns(
        byYear: Bool, grouping: Grouping = .region, shareOf summaries: [RegionSummary]? = nil,
        notes: FigureNotes? = nil
    ) -> [Column<RegionSummary>] {
        var columns: [Column<RegionSummary>] = [
            Column(grouping.header, key: grouping.rawValue, kind: .name, shape: .classification) {
                .classification(id: $0.region?.id, name: $0.name)
            },
            Column("Name", key: "name", kind: .name, audience: .json) { .text($0.name) },
        ]
        if byYear { columns.append(Column("Year", key: "year", kind: .year) { .integer($0.year) }) }
        columns += [
            Column("ID", key: "id", kind: .code, audience: [.terminal, .markdown], dropPriority: 2) {
                .text($0.region?.id ?? "")
            },
            Column("Economies", key: "economies", kind: .count) { .integer($0.economies) },
        ]
        columns += Measure.core.map { measure in Column(measure) { .number(measure.total?($0)) } }
        if let summaries {
            let totals = Dictionary(summaries.filter { $0.region == nil }.map { ($0.year, $0) }) { first, _ in first }
            for measure in [Measure.population, .gdp] {
                columns.append(
                    Column(
                        "\(measure.header) % of total", terminalHeader: "\(measure.terminalHeader) %",
                        key: "\(measure.key)_share_pct", kind: .share
                    ) { summary in
                        guard let value = measure.total?(summary),
                            let total = totals[summary.year].flatMap({ measure.total?($0) }),
                            total > 0
                        else { return .number(nil) }
                        return .number(value / total * 100)
                    })
            }
        }
        columns += compared(notes: notes)
        columns.append(
            Column("World Bank aggregate", key: "bank_aggregate", kind: .code, audience: .machines) {
                .text($0.reconciliation?.aggregateID)
            })
        columns += [
            Column(
                "Missing (pop. / GDP)", terminalHeader: "Missing", key: "missing", kind: .count,
                audience: [.terminal, .markdown], dropPriority: 1
            ) { .text("\($0.missingPopulation) / \($0.missingGDP)") },
            Column("Without population", key: "missing_population", kind: .count, audience: [.html, .machines]) {
                .integer($0.missingPopulation)
            },
            Column("Without GDP", key: "missing_gdp", kind: .count, audience: [.html, .machines]) {
                .integer($0.missingGDP)
            },
            Column("Population years", key: "population_years", kind: .label(width: 6), audience: .machines) {
                .text($0.populationYears.map(RegionColumns.span))
            },
            Column("GDP years", key: "gdp_years", kind: .label(width: 6), audience: .machines) {
                .text($0.gdpYears.map(RegionColumns.span))
            },
            // The page lists the reasons under its table: in a cell, a paragraph makes every row tall.
            Column("Why they differ", key: "reconciliation", kind: .label(width: 16), audience: [.markdown, .machines])
            {
                .text(ReconciliationText.reason($0.reconciliation))
            },
        ]
        return columns
    }

    /// The World Bank's aggregate and our sum's difference from it, for population and GDP: the
    /// figures an analyst checks ours against, each aggregate with its notes as `notes` says.
    private static func compared(notes: FigureNotes?) -> [Column<RegionSummary>] {
        [
            (Measure.population, "pop.", { @Sendable (reconciled: Reconciliation) in reconciled.population }),
            (Measure.gdp, "GDP", { @Sendable (reconciled: Reconciliation) in reconciled.gdp }),
        ].flatMap { measure, short, comparison in
            compared(measure, short, comparison, notes: notes)
        }
    }

    private static func compared(
        _ measure: Measure, _ short: String,
        _ comparison: @escaping @Sendable (Reconciliation) -> Reconciliation.Comparison?, notes: FigureNotes?
    ) -> [Column<RegionSummary>] {
        let header = "World Bank \(measure.noun)" + (measure.unit.map { " (\($0))" } ?? "")
        let noted =
            measure.code.flatMap { code in
                notes?.columns(of: code, key: "bank_\(measure.key)", header: header, group: nil, dropPriority: 3) {
                    (summary: RegionSummary) in summary.reconciliation.flatMap(comparison)?.bankNote
                }
            } ?? []
        return [
            Column(
                header, terminalHeader: "WB \(short)", key: "bank_\(measure.key)", kind: measure.kind, dropPriority: 3
            ) { .number($0.reconciliation.flatMap(comparison)?.bank) }
        ] + noted + [
            Column(
                "\(measure.title) vs World Bank", terminalHeader: "Δ \(short)",
                key: "\(measure.key)_difference_pct", kind: .difference, dropPriority: 1
            ) { .number($0.reconciliation.flatMap(comparison).map { $0.difference * 100 }) }
        ] + gapParts(of: measure, comparison)
    }

    /// The gap to the Bank's aggregate (its figure minus ours) and its parts, which add up to it:
    /// `gdp_usd_gap`, `gdp_usd_gap_mixed_years`, `gdp_usd_gap_members`, `gdp_usd_gap_unlisted`,
    /// `gdp_usd_gap_remainder`.
    private static func gapParts(
        of measure: Measure, _ comparison: @escaping @Sendable (Reconciliation) -> Reconciliation.Comparison?
    ) -> [Column<RegionSummary>] {
        let parts: [(String, String, Set<Reconciliation.GapPart.Kind>?)] = [
            ("gap", "gap to the World Bank", nil),
            ("gap_mixed_years", "gap: older figures a latest sum holds", [.mixedYears]),
            ("gap_members", "gap: economies the Bank groups otherwise", [.countedElsewhere, .leftOut]),
            ("gap_unlisted", "gap: an economy only the Bank's aggregates count", [.unlisted]),
            ("gap_remainder", "gap: what the figures held do not split", [.remainder]),
        ]
        return parts.map { suffix, header, kinds in
            Column(
                "\(measure.title) \(header)", key: "\(measure.key)_\(suffix)", kind: measure.kind, audience: .machines
            ) {
                summary in
                guard let compared = summary.reconciliation.flatMap(comparison) else { return .number(nil) }
                guard let kinds else { return .number(compared.unheld) }
                return .number(compared.parts.filter { kinds.contains($0.kind) }.map(\.amount).reduce(0, +))
            }
        }
    }

    /// `2022`, or `2014:2023` (the `--year` syntax) when a total mixes years.
    static func span(_ years: ClosedRange<Int>) -> String {
        years.count == 1 ? "\(years.lowerBound)" : "\(years.lowerBound):\(years.upperBound)"
    }
}

extension FigureNotes {
    /// The notes of the Bank's aggregates beside `summaries`, in their order, marked in `markedIn`.
    init(aggregatesOf summaries: [RegionSummary], footnotesAsked: Bool, markedIn: Audience = .terminal) {
        self.init(summaries, codes: [.population, .gdp], footnotesAsked: footnotesAsked, markedIn: markedIn) {
            summary in
            var notes: [IndicatorCode: ObservationNote] = [:]
            notes[.population] = summary.reconciliation?.population?.bankNote
            notes[.gdp] = summary.reconciliation?.gdp?.bankNote
            return notes
        }
    }
}
