import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension StoredDataset {
    /// The dataset as a ``CompactTable``: the file without its rows as the header, then a row per
    /// country or per observation.
    func compact() throws(CompactTable.Failure) -> Data {
        var bare = self
        bare.indicator?.observations = []
        bare.countries = indicator == nil ? [] : nil
        var table = CompactTable(
            header: Data(bare.json.compactText().utf8),
            kinds: indicator == nil
                ? Self.countryKinds : indicator?.hasFootnotes == true ? Self.footnotedKinds : Self.observationKinds)
        if let indicator {
            // One buffer for every row's cells, the economy's set once a run: a panel stores half
            // a million rows.
            var cells = [CompactTable.Cell](repeating: .text(""), count: table.kinds.count)
            let observations = indicator.observations
            table.reserveCapacity(rows: observations.count)
            for run in observations.runs {
                cells[0] = .text(run.economyID)
                cells[1] = .text(run.economyISO2)
                for position in run.rows {
                    guard let value = observations.value(at: position) else { continue }
                    let noted = observations.hasExtra(at: position) ? observations[position] : nil
                    cells[2] = .integer(observations.year(at: position))
                    cells[3] = .number(value)
                    cells[4] = .text(noted?.status ?? "")
                    if indicator.hasFootnotes { cells[5] = .text(noted?.footnote ?? "") }
                    try table.append(cells)
                }
            }
        } else {
            for country in countries ?? [] {
                let classifications = [country.region, country.adminRegion, country.incomeLevel, country.lendingType]
                try table.append(
                    [country.id, country.iso2Code, country.name, country.capitalCity ?? ""].map(CompactTable.Cell.text)
                        + classifications.flatMap { [$0.id, $0.iso2Code, $0.name].map(CompactTable.Cell.text) }
                        + [.number(country.longitude ?? .nan), .number(country.latitude ?? .nan)])
            }
        }
        return table.data
    }

    /// Reads a dataset written by ``compact()``, keeping the rows `period` asks for: they are cut
    /// by position before they are built (building a whole history made offline runs 10 % slower).
    init(compact data: Data, cutTo period: Period = .history) throws(StoreError) {
        let table: CompactTable
        do {
            table = try CompactTable(data)
        } catch {
            throw .corrupt("compact table \(error.reason)")
        }
        do {
            self = try StoredDataset(json: table.header)
        } catch .corrupt(let reason), .foreign(let reason) {
            // A header that is not a dataset's, in a file this tool signed, is damage.
            throw .corrupt("compact table header: \(reason)")
        }
        if let code = indicator?.code, table.kinds == Self.observationKinds || table.kinds == Self.footnotedKinds {
            let positions = period.positions(
                among: table.count, year: { table.integer($0, 2) }, economy: { table.text($0, 1) })
            let footnoted = table.kinds == Self.footnotedKinds
            var observations = ObservationTable()
            observations.reserveCapacity(positions.count)
            for row in positions {
                observations.append(
                    Observation(
                        economyID: table.text(row, 0), economyISO2: table.text(row, 1), indicator: code,
                        year: table.integer(row, 2), value: table.number(row, 3), status: table.text(row, 4),
                        footnote: footnoted ? table.text(row, 5) : ""))
            }
            indicator?.observations = observations
        } else if countries != nil, table.kinds == Self.countryKinds {
            countries = (0..<table.count).map { row in
                func classification(_ first: Int) -> Classification {
                    Classification(
                        id: table.text(row, first), iso2Code: table.text(row, first + 1),
                        name: table.text(row, first + 2))
                }
                let longitude = table.number(row, 16)
                let latitude = table.number(row, 17)
                return Country(
                    id: table.text(row, 0), iso2Code: table.text(row, 1), name: table.text(row, 2),
                    region: classification(4), adminRegion: classification(7), incomeLevel: classification(10),
                    lendingType: classification(13), capitalCity: table.text(row, 3),
                    longitude: longitude.isNaN ? nil : longitude, latitude: latitude.isNaN ? nil : latitude)
            }
        } else {
            throw .foreign("compact table of unexpected columns")
        }
    }

    /// Economy, its ISO2 code, year, value, status.
    private static let observationKinds: [CompactTable.Kind] = [.text, .text, .integer, .number, .text]

    /// The same, then the footnote: the rows of an answer asked with footnotes. Plain answers keep
    /// five columns, so the snapshot and the cache files written before footnotes read as they did.
    private static let footnotedKinds = observationKinds + [.text]

    /// Code, ISO2 code, name, capital; region, admin region, income level and lending type (id,
    /// ISO2 code and name each); longitude and latitude (NaN for none).
    private static let countryKinds = [CompactTable.Kind](repeating: .text, count: 16) + [.number, .number]
}
