import CountriesAnalysis
import WorldBank

/// The columns of an economy's years in `show`, in order.
enum ProfileColumns {
    /// Every column: the year, then each measure with its change from the year before where it has
    /// one. The economy's codes appear only in CSV, where each row must say which economy it belongs
    /// to. The change of GDP is said to be nominal: it is the change in current US$, which moves with
    /// prices and exchange rates, not real growth.
    static let all = columns(notes: nil)

    /// The same, with the footnote and status columns of each published figure that `notes` says.
    static func columns(notes: FigureNotes?) -> [Column<EconomyProfile.ProfileYear>] {
        [

            Column("ISO3", key: "iso3", kind: .code, audience: .csv) { .text($0.country.id) },
            Column("Name", key: "name", kind: .name, audience: .csv) { .text($0.country.name) },
            Column("Year", key: "year", kind: .year) { .integer($0.year) },
        ]
            + Measure.core.flatMap { measure -> [Column<EconomyProfile.ProfileYear>] in
                guard let value = measure.profile else { return [] }
                let noted =
                    measure.code.flatMap { code in
                        notes?.columns(beside: measure, group: nil) { (year: EconomyProfile.ProfileYear) in
                            year.notes[code]
                        }
                    } ?? []
                return [Column(measure) { .number(value($0)) }] + noted + (change(of: measure).map { [$0] } ?? [])
            }
    }

    /// The change from the year before of a measure that shows one.
    private static func change(of measure: Measure) -> Column<EconomyProfile.ProfileYear>? {
        switch measure.code {
        case .population:
            Column("Change", key: "population_change_pct", kind: .growth) {
                .number($0.populationGrowth.map { $0 * 100 })
            }
        case .gdp:
            Column(
                "Change (nominal US$)", terminalHeader: "Nominal chg", key: "gdp_usd_change_pct", kind: .growth
            ) { .number($0.gdpGrowth.map { $0 * 100 }) }
        default: nil
        }
    }
}

extension FigureNotes {
    /// The notes of population and GDP over `years`, oldest first, as a profile shows them.
    init(years: some Sequence<EconomyProfile.ProfileYear>, footnotesAsked: Bool) {
        self.init(years, codes: [.population, .gdp], footnotesAsked: footnotesAsked, notes: \.notes)
    }
}
