import Foundation
import WorldBank

extension StoredDataset {
    /// The dataset as a ``CompactTable``: the file without its rows as the header, then a row per
    /// country or per observation.
    func compact() throws(CompactTable.Failure) -> Data {
        var table: CompactTable
        if let indicator {
            table = CompactTable(header: try Self.header(self, countries: nil, rows: []), kinds: Self.observationKinds)
            for row in indicator.rows {
                try table.append([
                    .text(row.economyID), .text(row.economyISO2), .integer(row.year), .number(row.value),
                    .text(row.status),
                ])
            }
        } else {
            table = CompactTable(header: try Self.header(self, countries: [], rows: nil), kinds: Self.countryKinds)
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

    /// Reads a dataset written by ``compact()``.
    init(compact data: Data) throws(StoreError) {
        let table: CompactTable
        let header: StoredDataset
        do {
            table = try CompactTable(data)
            header = try DatasetFile.decoder.decode(StoredDataset.self, from: table.header)
        } catch let failure as CompactTable.Failure {
            throw .corrupt("compact table \(failure.reason)")
        } catch {
            throw .corrupt("compact table header: \(error)")
        }
        var countries = header.countries
        var indicator = header.indicator
        if let stored = indicator, table.kinds == Self.observationKinds {
            indicator = StoredIndicator(
                code: stored.code, name: stored.name, metadata: stored.metadata,
                rows: (0..<table.count).map { row in
                    StoredIndicator.Row(
                        economyID: table.text(row, 0), economyISO2: table.text(row, 1), year: table.integer(row, 2),
                        value: table.number(row, 3), status: table.text(row, 4))
                })
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
        self.init(
            format: header.format, key: header.key, fetchedAt: header.fetchedAt, source: header.source,
            countries: countries, indicator: indicator)
    }

    /// Economy, its ISO2 code, year, value, status.
    private static let observationKinds: [CompactTable.Kind] = [.text, .text, .integer, .number, .text]

    /// Code, ISO2 code, name, capital; region, admin region, income level and lending type (id,
    /// ISO2 code and name each); longitude and latitude (NaN for none).
    private static let countryKinds = [CompactTable.Kind](repeating: .text, count: 16) + [.number, .number]

    private static func header(
        _ dataset: StoredDataset, countries: [Country]?, rows: [StoredIndicator.Row]?
    ) throws(CompactTable.Failure) -> Data {
        let indicator = dataset.indicator.map {
            StoredIndicator(code: $0.code, name: $0.name, metadata: $0.metadata, rows: rows ?? [])
        }
        let bare = StoredDataset(
            format: dataset.format, key: dataset.key, fetchedAt: dataset.fetchedAt, source: dataset.source,
            countries: countries, indicator: indicator)
        do {
            return try DatasetFile.encoder.encode(bare)
        } catch {
            throw CompactTable.Failure(reason: "header: \(error)")
        }
    }
}
