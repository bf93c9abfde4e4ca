#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks that an answer can be trusted before anything is built on it: an entry of the country
/// list named twice, or one economy and year given two different values, means the data is broken
/// somewhere, and summing it or keeping the last value would print wrong figures with confidence.
enum AnswerChecks {
    /// The country list (or a group's member list, named by `list`), each entry once, or
    /// `untrusted` naming the entry given twice.
    static func countries(_ countries: [Country], url: URL, list: String = "the country list") throws(WorldBankError)
        -> [Country]
    {
        var seen: Set<String> = []
        if let twice = countries.first(where: { !seen.insert($0.id.uppercasedCode).inserted }) {
            throw .untrusted(url: url, reason: "\(list) names \(twice.id) (\(twice.name)) twice")
        }
        return countries
    }

    /// The observations with exact repeats removed, or `untrusted` naming the economy and year that
    /// were given two different values.
    ///
    /// Rows are sorted by series and year (a number each, not a string per row), so that repeats
    /// are neighbours: the check holds 16 bytes a row while it runs, and nothing after.
    static func observations(_ table: ObservationTable, url: URL) throws(WorldBankError) -> ObservationTable {
        if holdsNoRepeats(table) { return table }
        var seriesNumbers: [String: UInt64] = [:]
        var last: (id: String, iso2: String, indicator: IndicatorCode, number: UInt64)?
        var keyed: [(key: UInt64, row: Int)] = []
        keyed.reserveCapacity(table.count)
        for (row, observation) in zip(table.indices, table) {
            let number: UInt64
            if let last, last.id == observation.economyID, last.iso2 == observation.economyISO2,
                last.indicator == observation.indicator
            {
                number = last.number
            } else {
                let series = "\(observation.indicator.rawValue)|\(observation.economyCode.uppercasedCode)"
                number = seriesNumbers[series] ?? UInt64(seriesNumbers.count)
                seriesNumbers[series] = number
                last = (observation.economyID, observation.economyISO2, observation.indicator, number)
            }
            keyed.append((number << 32 | UInt64(UInt32(truncatingIfNeeded: observation.year)), row))
        }
        keyed.sort { ($0.key, $0.row) < ($1.key, $1.row) }
        var repeats: Set<Int> = []
        var groupStart = 0
        for index in keyed.indices.dropFirst() {
            guard keyed[index].key == keyed[index - 1].key else {
                groupStart = index
                continue
            }
            let earlier = table[keyed[groupStart].row]
            let observation = table[keyed[index].row]
            guard earlier.year == observation.year else { continue }
            guard earlier.value == observation.value else {
                throw .untrusted(
                    url: url,
                    reason:
                        "\(observation.indicator) of \(observation.economyCode) for \(observation.year) is given twice, "
                        + "as \(earlier.value.map { "\($0)" } ?? "null") and \(observation.value.map { "\($0)" } ?? "null")"
                )
            }
            repeats.insert(keyed[index].row)
        }
        guard !repeats.isEmpty else { return table }
        return ObservationTable(table.indices.lazy.filter { !repeats.contains($0) }.map { table[$0] })
    }

    /// True for the answer the API sends: each series in one run of rows, its years one way, never
    /// back. Nothing can repeat there, and a panel of half a million rows is not sorted to see so.
    private static func holdsNoRepeats(_ table: ObservationTable) -> Bool {
        var seen: Set<String> = []
        for run in table.runs {
            guard seen.insert("\(run.indicator.rawValue)|\(run.economyCode.uppercasedCode)").inserted else {
                return false
            }
            guard run.rows.count > 1 else { continue }
            let falling = table.year(at: run.rows.lowerBound) > table.year(at: run.rows.lowerBound + 1)
            for position in run.rows.dropFirst() {
                let (before, year) = (table.year(at: position - 1), table.year(at: position))
                guard falling ? year < before : year > before else { return false }
            }
        }
        return true
    }
}
