/// Joins the country list with indicator observations into one row per real economy.
///
/// Aggregates are dropped by region id `NA`, never by an empty capital city (six real economies
/// have none). Observations are matched on ISO3 and, where the API left that empty, on ISO2.
public enum EconomyMerger {
    /// Merges the given entries of the country list (economies, or the Bank's aggregates) with every
    /// dataset, in the order given.
    public static func merge(entries economies: [Country], datasets: [IndicatorDataset]) -> [Economy] {
        // Entries are found by position, so each observation costs one lookup of its code; a run
        // merges thousands of observations (fourteen recent years of population) twice.
        var byID = [String: Int](minimumCapacity: economies.count)
        var byISO2 = [String: Int](minimumCapacity: economies.count)
        for (index, country) in economies.enumerated() where byID[country.id] == nil { byID[country.id] = index }
        for country in economies { byISO2[country.iso2Code.uppercasedCode] = byID[country.id] }
        // values[entry][indicator]: one entry's values of one indicator, by year, filled as the
        // datasets are read, in order: of two datasets of one indicator (its latest values, then
        // recent years) the later wins a year both hold. Filled in place, so a panel of many
        // indicators is held once, not once per dataset and again per economy.
        var values = [[IndicatorCode: [Int: Double]]](repeating: [:], count: economies.count)
        // notes[entry][indicator]: the statuses and footnotes, only for the few values that have one.
        var notes: [Int: [IndicatorCode: [Int: ObservationNote]]] = [:]
        for dataset in datasets {
            // Answers list an economy's years one after another: its code is looked up once a run,
            // and the run's years go into its values at once, not a dictionary lookup a year.
            let table = dataset.observations
            for run in table.runs {
                let found = (run.economyID.isEmpty ? byISO2 : byID)[run.economyCode.uppercasedCode]
                guard let entry = found else { continue }
                // Into the entry's values of the indicator when it has some (a later dataset's year
                // replaces an earlier's), else into new ones: no dictionary made only to be merged.
                var years =
                    values[entry].removeValue(forKey: dataset.indicator)
                    ?? [Int: Double](minimumCapacity: run.rows.count)
                years.reserveCapacity(years.count + run.rows.count)
                for position in run.rows {
                    guard let value = table.value(at: position), isPlausible(value, dataset.indicator) else { continue }
                    years[table.year(at: position)] = value
                    if table.hasExtra(at: position), case let observation = table[position], observation.isNoted {
                        notes[entry, default: [:]][dataset.indicator, default: [:]][observation.year] = ObservationNote(
                            status: observation.status, footnote: observation.footnote)
                    }
                }
                if !years.isEmpty { values[entry][dataset.indicator] = years }
            }
        }
        return economies.map { country in
            // An id listed twice shares the values of its first entry.
            let entry = byID[country.id] ?? 0
            var held = values[entry]
            // Every dataset's indicator has an entry, empty where the economy has no value.
            for dataset in datasets where held[dataset.indicator] == nil { held[dataset.indicator] = [:] }
            return Economy(country: country, values: held, notes: notes[entry] ?? [:])
        }
    }

    /// True for a value that can be real: finite and not subnormal (a 5e-324 is a broken encoding,
    /// not a figure); a population a whole number of people from 1 to 10 billion; a GDP above
    /// zero and at most 10^15 US$. Anything else is left out (the entry then counts as without a
    /// value) rather than printed as `inf`, shown as `$0`, or summed into a total.
    static func isPlausible(_ value: Double, _ indicator: IndicatorCode) -> Bool {
        guard value.isFinite, value == 0 || value.isNormal else { return false }
        switch indicator {
        case .population: return (1...1e10).contains(value) && value == value.rounded()
        case .gdp: return value > 0 && value <= 1e15
        default: return true
        }
    }

    /// "2 implausible values (…): AGO SP.POP.TOTL 2022 = 0.0, …", naming the first five.
    public static func describe(implausible: [Observation]) -> String {
        let shown = implausible.prefix(5).map { observation in
            "\(observation.economyCode) "
                + "\(observation.indicator) \(observation.year) = \(observation.value.map { "\($0)" } ?? "")"
        }
        return "\(implausible.count) implausible \(implausible.count == 1 ? "value" : "values") "
            + "(not finite, subnormal, a population that is not a whole number of people, a GDP not above "
            + "zero, or beyond any real economy): " + shown.joined(separator: ", ")
            + (implausible.count > 5 ? ", …" : "")
    }

    /// The values of `datasets` that `isPlausible(_:_:)` refuses, for a notice naming them.
    public static func implausibleValues(in datasets: [IndicatorDataset]) -> [Observation] {
        datasets.flatMap { dataset in
            let table = dataset.observations
            return table.indices.filter { table.value(at: $0).map { !isPlausible($0, dataset.indicator) } ?? false }
                .map { table[$0] }
        }
    }
}
