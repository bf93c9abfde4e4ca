/// Every observation of one indicator answered by one query, with the query's metadata.
public struct IndicatorDataset: Sendable, Hashable, Codable {
    /// The indicator the observations belong to.
    public let indicator: IndicatorCode
    /// The indicator's name as the API reports it (`Population, total`).
    public let name: String
    /// Source and `lastupdated` as reported on every page of the answer.
    public let metadata: DatasetMetadata
    /// The observations in the order the API sent them, held compactly.
    public let observations: ObservationTable
    /// True when the query asked for footnotes (`footnote=y`): the observations then carry the
    /// Bank's footnotes, and an empty one means the Bank has none, not that none was asked.
    public let hasFootnotes: Bool

    /// Creates a dataset.
    public init(
        indicator: IndicatorCode, name: String, metadata: DatasetMetadata, observations: ObservationTable,
        hasFootnotes: Bool = false
    ) {
        self.indicator = indicator
        self.name = name
        self.metadata = metadata
        self.observations = observations
        self.hasFootnotes = hasFootnotes
    }
}
