public import WorldBank

/// An indicator answer in its stored form: metadata plus compact rows of non-empty values.
public struct StoredIndicator: Sendable, Hashable, Codable {
    /// The indicator.
    public let code: IndicatorCode
    /// The indicator's name as the API reported it.
    public let name: String
    /// Source and `lastupdated` as the API reported them.
    public let metadata: DatasetMetadata
    /// One row per non-empty observation.
    public internal(set) var rows: [Row]
    /// `true` when the answer was asked with footnotes (`footnote=y`), absent otherwise: a run that
    /// wants footnotes takes only such an answer, while any run may take it (it holds every value a
    /// plain answer does). Optional so that files written before, and the snapshot, stay as they are.
    public internal(set) var footnotes: Bool?

    /// One observation as `[iso3, iso2, year, value]`, with the status appended when it is set and
    /// the footnote after it when there is one.
    public struct Row: Sendable, Hashable, Codable {
        let economyID: String
        let economyISO2: String
        let year: Int
        let value: Double
        let status: String
        let footnote: String
    }

    /// True when the answer holds the Bank's footnotes.
    public var hasFootnotes: Bool { footnotes == true }

    /// The dataset these rows make.
    public var dataset: IndicatorDataset {
        IndicatorDataset(
            indicator: code, name: name, metadata: metadata,
            observations: ObservationTable(
                rows.lazy.map {
                    Observation(
                        economyID: $0.economyID, economyISO2: $0.economyISO2, indicator: self.code, year: $0.year,
                        value: $0.value, status: $0.status, footnote: $0.footnote)
                }), hasFootnotes: hasFootnotes)
    }

    /// The part of the rows that `period` asks for (all of them for `.history`), as the API would answer it.
    func cut(to period: Period) -> StoredIndicator {
        guard period != .history else { return self }
        var cut = self
        cut.rows = period.positions(among: rows.count, year: { rows[$0].year }, economy: { rows[$0].economyISO2 })
            .map { rows[$0] }
        return cut
    }
}

extension StoredIndicator {
    /// Stores `dataset`, dropping empty values.
    public init(_ dataset: IndicatorDataset) {
        code = dataset.indicator
        name = dataset.name
        metadata = dataset.metadata
        footnotes = dataset.hasFootnotes ? true : nil
        // Series by series: the economy's codes are shared by its rows, not made again for each.
        let table = dataset.observations
        var rows: [Row] = []
        rows.reserveCapacity(table.count)
        for run in table.runs {
            for position in run.rows {
                guard let value = table.value(at: position) else { continue }
                let note = table.hasExtra(at: position) ? table[position] : nil
                rows.append(
                    Row(
                        economyID: run.economyID, economyISO2: run.economyISO2, year: table.year(at: position),
                        value: value, status: note?.status ?? "", footnote: note?.footnote ?? ""))
            }
        }
        self.rows = rows
    }
}

extension StoredIndicator.Row {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        economyID = try container.decode(String.self)
        economyISO2 = try container.decode(String.self)
        year = try container.decode(Int.self)
        value = try container.decode(Double.self)
        status = container.isAtEnd ? "" : try container.decode(String.self)
        footnote = container.isAtEnd ? "" : try container.decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(economyID)
        try container.encode(economyISO2)
        try container.encode(year)
        try container.encode(value)
        if !status.isEmpty || !footnote.isEmpty { try container.encode(status) }
        if !footnote.isEmpty { try container.encode(footnote) }
    }
}
