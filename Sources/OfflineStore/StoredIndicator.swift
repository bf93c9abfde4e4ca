public import WorldBank

/// An indicator answer in its stored form: metadata plus its non-empty values.
///
/// The values are held as the answer's own ``ObservationTable``, so storing an answer and reading
/// one back never makes a record per value (a 60-indicator panel is half a million of them).
public struct StoredIndicator: Sendable, Hashable {
    /// The indicator.
    public let code: IndicatorCode
    /// The indicator's name as the API reported it.
    public let name: String
    /// Source and `lastupdated` as the API reported them.
    public let metadata: DatasetMetadata
    /// The observations that have a value, in the order the API sent them: a missing value is
    /// what an absent row means.
    public internal(set) var observations: ObservationTable
    /// `true` when the answer was asked with footnotes (`footnote=y`), absent otherwise: a run that
    /// wants footnotes takes only such an answer, while any run may take it (it holds every value a
    /// plain answer does). Optional so that files written before, and the snapshot, stay as they are.
    public internal(set) var footnotes: Bool?

    /// True when the answer holds the Bank's footnotes.
    public var hasFootnotes: Bool { footnotes == true }

    /// The dataset these rows make.
    public var dataset: IndicatorDataset {
        IndicatorDataset(
            indicator: code, name: name, metadata: metadata, observations: observations, hasFootnotes: hasFootnotes)
    }

    /// The part of the rows that `period` asks for (all of them for `.history`), as the API would answer it.
    func cut(to period: Period) -> StoredIndicator {
        guard period != .history else { return self }
        var cut = self
        cut.observations = observations.rows(
            at: period.positions(
                among: observations.count, year: observations.year(at:), economy: { observations[$0].economyISO2 }))
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
        let table = dataset.observations
        observations = table.rows(at: table.indices.filter { table.value(at: $0) != nil })
    }
}

/// `data/`'s JSON: the metadata, and a row per observation, `[iso3, iso2, year, value]`, with the
/// status appended when it is set and the footnote after it when there is one.
extension StoredIndicator: Codable {
    private enum CodingKeys: String, CodingKey {
        case code, name, metadata, rows, footnotes
    }

    /// One observation's row in `data/`'s JSON.
    private struct Row: Codable {
        let economyID: String
        let economyISO2: String
        let year: Int
        let value: Double
        let status: String
        let footnote: String

        /// The row of `observation`; `nil` for one without a value, which is never stored.
        init?(_ observation: Observation) {
            guard let value = observation.value else { return nil }
            economyID = observation.economyID
            economyISO2 = observation.economyISO2
            year = observation.year
            self.value = value
            status = observation.status
            footnote = observation.footnote
        }

        /// The observation of the indicator `code` this row holds.
        func observation(of code: IndicatorCode) -> Observation {
            Observation(
                economyID: economyID, economyISO2: economyISO2, indicator: code, year: year, value: value,
                status: status, footnote: footnote)
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            economyID = try container.decode(String.self)
            economyISO2 = try container.decode(String.self)
            year = try container.decode(Int.self)
            value = try container.decode(Double.self)
            status = container.isAtEnd ? "" : try container.decode(String.self)
            footnote = container.isAtEnd ? "" : try container.decode(String.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(economyID)
            try container.encode(economyISO2)
            try container.encode(year)
            try container.encode(value)
            if !status.isEmpty || !footnote.isEmpty { try container.encode(status) }
            if !footnote.isEmpty { try container.encode(footnote) }
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(IndicatorCode.self, forKey: .code)
        name = try container.decode(String.self, forKey: .name)
        metadata = try container.decode(DatasetMetadata.self, forKey: .metadata)
        footnotes = try container.decodeIfPresent(Bool.self, forKey: .footnotes)
        let code = code
        observations = ObservationTable(
            try container.decode([Row].self, forKey: .rows).lazy.map { $0.observation(of: code) })
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(name, forKey: .name)
        try container.encode(metadata, forKey: .metadata)
        try container.encode(observations.compactMap(Row.init), forKey: .rows)
        try container.encodeIfPresent(footnotes, forKey: .footnotes)
    }
}
