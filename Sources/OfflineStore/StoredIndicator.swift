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
                years: observations.indices.lazy.map(observations.year(at:)),
                economies: observations.lazy.map(\.economyISO2), inCodeOrder: <))
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
