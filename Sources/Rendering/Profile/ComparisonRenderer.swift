public import CountriesAnalysis
public import WorldBank

/// `show` with several economies as a ``Document``: their metadata side by side, then one table per
/// measure with a column per economy, over the same years.
public enum ComparisonRenderer {
    /// The document of `profiles` (over the same years); with `footnotes`, the files for programs
    /// have each published figure's footnote beside it, and the side-by-side tables for people a
    /// mark beside each economy's noted figures (`1`, `F`), the numbered notes under the tables.
    public static func document(_ profiles: [EconomyProfile], footnotes: Bool = false, source: SourceNote)
        -> Document
    {
        let years = Array(Set(profiles.flatMap { $0.years.map(\.year) })).sorted()
        // Numbered in the order the side-by-side tables are read: by measure, then year, then economy.
        let read = IndicatorCode.core.flatMap { code in
            years.flatMap { year in profiles.compactMap { $0.years.first { $0.year == year }.map { (code, $0) } } }
        }
        let notes = FigureNotes(read, codes: IndicatorCode.core, footnotesAsked: footnotes) { code, year in
            year.notes[code].map { [code: $0] } ?? [:]
        }
        let economies = profiles.map { JSONValue.object(ProfileRenderer.members($0, notes: notes)) }
        var document = Document(
            title: profiles.map(\.country.name).joined(separator: ", "),
            data: Table(ProfileColumns.columns(notes: notes), rows: profiles.flatMap(\.years)), shape: .profiles,
            json: [("economies", .array(economies))],
            source: source)
        let facts = profiles.map { Dictionary(ProfileRenderer.facts($0), uniquingKeysWith: { first, _ in first }) }
        let labels = ["Name", "ISO3 / ISO2", "Region", "Income level", "Lending type", "Capital"]
        document.add(
            .facts(labels.map { label in (label, facts.map { $0[label] ?? "—" }) }, columns: profiles.map(\.country.id))
        )
        for measure in Measure.core {
            guard let value = measure.profile else { continue }
            let columns =
                [Column<Int>("Year", key: "year", kind: .year) { .integer($0) }]
                + profiles.flatMap { profile in
                    [
                        Column<Int>(profile.country.id, key: profile.country.id, kind: measure.kind) { year in
                            .number(profile.years.first { $0.year == year }.flatMap(value))
                        }
                    ] + marks(of: profile, measure, notes: notes)
                }
            document.add(.table(Table(columns, rows: years), title: measure.titleWithUnit))
        }
        document.note([
            "GDP is in current US$: its changes are nominal, moved by prices and exchange rates, not real growth."
        ])
        document.note(notes, for: .people)
        return document
    }

    /// The column of marks beside `profile`'s figures of `measure`, when any of them has a note.
    private static func marks(of profile: EconomyProfile, _ measure: Measure, notes: FigureNotes) -> [Column<Int>] {
        guard let code = measure.code, notes.isNoted(code) else { return [] }
        let noted = Dictionary(
            profile.years.compactMap { year in year.notes[code].map { (year.year, $0) } },
            uniquingKeysWith: { first, _ in first })
        let shown = noted.values.contains { !$0.status.isEmpty || (notes.footnotesAsked && !$0.footnote.isEmpty) }
        guard shown else { return [] }
        return [notes.markColumn(key: "\(profile.country.id)_note", audience: .people) { noted[$0] }]
    }
}
