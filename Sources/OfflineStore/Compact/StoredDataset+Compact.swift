import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension StoredDataset {
    /// The dataset as a ``CompactTable``: the file without its rows as the header, then a row per
    /// country or per observation.
    func compact() throws(CompactTable.Failure) -> [UInt8] {
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
        return table.bytes
    }

    /// Economy, its ISO2 code, year, value, status.
    fileprivate static let observationKinds: [CompactTable.Kind] = [.text, .text, .integer, .number, .text]

    /// The same, then the footnote: the rows of an answer asked with footnotes. Plain answers keep
    /// five columns, so the snapshot and the cache files written before footnotes read as they did.
    fileprivate static let footnotedKinds = observationKinds + [.text]

    /// Code, ISO2 code, name, capital; region, admin region, income level and lending type (id,
    /// ISO2 code and name each); longitude and latitude (NaN for none).
    fileprivate static let countryKinds = [CompactTable.Kind](repeating: .text, count: 16) + [.number, .number]
}

/// A dataset written by ``StoredDataset/compact()``, opened once and then cut to any period: its
/// header read, its country list built, its observation rows checked and left in place until a
/// period asks for them. A run asks the built-in snapshot for population twice (its newest values,
/// then the years GDP needs); it is opened once.
struct CompactDataset: Sendable {
    /// The dataset as its header holds it: a country list whole, an indicator without its rows.
    let header: StoredDataset
    /// The observation rows, `nil` for a country list.
    private let observations: CompactTable?

    /// Opens the bytes of a compact dataset, checking every cell.
    init(_ bytes: [UInt8]) throws(StoreError) {
        let table: CompactTable
        do {
            table = try CompactTable(bytes)
        } catch {
            throw .corrupt("compact table \(error.reason)")
        }
        var header: StoredDataset
        do {
            header = try StoredDataset(json: table.header)
        } catch .corrupt(let reason), .foreign(let reason) {
            // A header that is not a dataset's, in a file this tool signed, is damage.
            throw .corrupt("compact table header: \(reason)")
        }
        if header.indicator != nil,
            table.kinds == StoredDataset.observationKinds || table.kinds == StoredDataset.footnotedKinds
        {
            observations = table
        } else if header.countries != nil, table.kinds == StoredDataset.countryKinds {
            header.countries = (0..<table.count).map { row in
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
            observations = nil
        } else {
            throw .foreign("compact table of unexpected columns")
        }
        self.header = header
    }

    /// The dataset with the rows `period` asks for: they are cut by position before they are
    /// built (building a whole history made offline runs 10 % slower).
    func cut(to period: Period) -> StoredDataset {
        guard let table = observations, let code = header.indicator?.code else { return header }
        let positions = period.positions(
            years: table.integers(column: 2), economies: table.textIndexes(column: 1),
            inCodeOrder: { table.text(at: $0) < table.text(at: $1) })
        let footnoted = table.kinds == StoredDataset.footnotedKinds
        // An economy's rows come together: each run of them joins the table at once.
        var runs: [Range<Int>] = []
        var start = 0
        while start < positions.count {
            var end = start + 1
            while end < positions.count, table.sameTexts(positions[end], positions[start], columns: 0...1) { end += 1 }
            runs.append(start..<end)
            start = end
        }
        var rows = ObservationTable()
        rows.reserveCapacity(positions.count, series: runs.count)
        for run in runs {
            let first = positions[run.lowerBound]
            rows.append(
                economyID: table.text(first, 0), economyISO2: table.text(first, 1), indicator: code, rows: run.count
            ) { index in
                let row = positions[run.lowerBound + index]
                return (
                    table.integer(row, 2), table.number(row, 3), table.text(row, 4), footnoted ? table.text(row, 5) : ""
                )
            }
        }
        var cut = header
        cut.indicator?.observations = rows
        return cut
    }
}
