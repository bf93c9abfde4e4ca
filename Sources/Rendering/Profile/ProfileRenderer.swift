public import CountriesAnalysis
public import WorldBank

/// The `show` command as a ``Document``: the economy's metadata, then its last ten years drawn
/// from ``ProfileColumns``.
public enum ProfileRenderer {
    /// The document of `profile`; with `footnotes` (they were asked for), each published figure
    /// has its footnote beside it, numbered under the table in a terminal.
    public static func document(_ profile: EconomyProfile, footnotes: Bool = false, source: SourceNote) -> Document {
        let notes = FigureNotes(years: profile.years, footnotesAsked: footnotes)
        let years = Table(ProfileColumns.columns(notes: notes), rows: profile.years)
        var document = Document(
            title: profile.country.name, data: years, shape: .profile, json: members(profile, notes: notes),
            source: source)
        document.add(.facts(facts(profile).map { ($0.0, [$0.1]) }, columns: nil))
        document.add(.table(years, title: nil))
        document.note(growthLine(profile).map { [$0] } ?? [])
        document.note(notes, for: .terminal)
        let sparklines = Measure.trended.map { measure in
            TextWrap.padded(measure.title, to: 12) + Sparkline.draw(profile.years.map { measure.profile?($0) })
        }
        document.add(.terminalLines(sparklines), for: .terminal)
        return document
    }

    /// The economy's metadata as label and value, in reading order; its name after its flag.
    static func facts(_ profile: EconomyProfile) -> [(String, String)] {
        let country = profile.country
        var facts = [
            ("Name", FlagEmoji.named(country.name, iso2: country.iso2Code)),
            ("ISO3 / ISO2", "\(country.id) / \(country.iso2Code)"),
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

    /// The profile as JSON members: the economy's metadata, its years, and each measure's annual growth.
    static func members(_ profile: EconomyProfile, notes: FigureNotes? = nil) -> [(String, JSONValue)] {
        let growth = growths(profile).map { measure, rate in
            (
                measure.key,
                JSONValue.object([
                    ("cagr_pct", .number(ColumnKind.growth.machineValue(rate.percent))),
                    ("first_year", .integer(rate.first)),
                    ("last_year", .integer(rate.last)),
                ])
            )
        }
        return [
            ("economy", economy(profile.country)),
            ("years", ColumnJSON.array(ProfileColumns.columns(notes: notes), rows: profile.years)),
            ("growth", .object(growth)),
        ]
    }

    /// Each measure's compound annual growth between the first and last years shown that have it.
    private static func growths(_ profile: EconomyProfile) -> [(Measure, (first: Int, last: Int, percent: Double))] {
        Measure.core.compactMap { measure in
            let values = profile.years.reduce(into: [Int: Double]()) { values, year in
                values[year.year] = measure.profile?(year)
            }
            return Growth.compoundAnnual(values).map { (measure, $0) }
        }
    }

    /// `Annual growth (CAGR): population +2.1% (2015–2024), GDP +4.6% (2015–2023), …`; GDP's is nominal.
    private static func growthLine(_ profile: EconomyProfile) -> String? {
        let parts = growths(profile).map { measure, rate in
            "\(measure.noun) \(NumberText.percent(rate.percent / 100)) (\(rate.first)–\(rate.last))"
        }
        return parts.isEmpty ? nil : "Annual growth (CAGR; GDP in nominal US$): " + parts.joined(separator: ", ")
    }

    /// The economy's metadata as a JSON object.
    private static func economy(_ country: Country) -> JSONValue {
        .object([
            ("iso3", .string(country.id)), ("iso2", .string(country.iso2Code)), ("name", .string(country.name)),
            ("region", MetadataJSON.classification(country.region)),
            ("income", MetadataJSON.classification(country.incomeLevel)),
            ("lending_type", MetadataJSON.classification(country.lendingType)),
            ("admin_region", country.adminRegion.isEmpty ? .null : MetadataJSON.classification(country.adminRegion)),
            ("capital", .string(country.capitalCity)), ("latitude", .number(country.latitude)),
            ("longitude", .number(country.longitude)),
        ])
    }
}
