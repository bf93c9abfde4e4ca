public import WorldBank

/// What supplies the provider's figures when it asks afresh: the country list and indicator datasets,
/// answered together for a set of keys. The World Bank API is one such source (``WorldBankService``);
/// a test brings its own; the provider needs no more of a source than this.
///
/// The provider decides when to ask (a fresh cache answers first), checks what comes back against the
/// copies it holds before believing or caching it, and falls back to them when the source cannot
/// answer; a source only answers.
public protocol DatasetSource: Sendable {
    /// Where its answers come from, as a cache records it (the API root, without credentials).
    var location: String { get }

    /// The answers to `keys`: the country list, or indicators of one period (of one database or
    /// several), each with its key, in as few requests as the source allows; with `footnotes`, the
    /// footnotes of their values too.
    func answers(to keys: [DatasetKey], footnotes: Bool) async throws -> [DatasetAnswer]
}

/// One answer of a ``DatasetSource``: the country list, or one indicator's dataset, for its key.
public struct DatasetAnswer: Sendable {
    /// The question it answers.
    public let key: DatasetKey
    /// The country list, for ``DatasetKey/countries``.
    public let countries: [Country]
    /// The indicator's dataset, for an indicator key.
    public let dataset: IndicatorDataset?

    /// An answer to `key`.
    public init(key: DatasetKey, countries: [Country] = [], dataset: IndicatorDataset? = nil) {
        self.key = key
        self.countries = countries
        self.dataset = dataset
    }
}

extension WorldBankService: DatasetSource {
    public nonisolated var location: String { configuration.baseURL.description }

    /// The country list, or every indicator in as few queries as the API allows, each database's
    /// asked with its number, the databases side by side.
    public nonisolated func answers(to keys: [DatasetKey], footnotes: Bool) async throws -> [DatasetAnswer] {
        var grouped: [DatabaseID: [IndicatorCode]] = [:]
        var order: [DatabaseID] = []
        var asked = Period.history
        for case .indicator(let code, let period, let database) in keys {
            if grouped[database] == nil { order.append(database) }
            grouped[database, default: []].append(code)
            asked = period
        }
        let (codes, databases, period) = (grouped, order, asked)
        guard !codes.isEmpty else { return [DatasetAnswer(key: .countries, countries: try await countries())] }
        let answers = try await withThrowingTaskGroup(of: (DatabaseID, [IndicatorDataset]).self) { group in
            for database in databases {
                let asked = codes[database] ?? []
                group.addTask {
                    (
                        database,
                        try await self.indicatorDatasets(asked, period: period, source: database, footnotes: footnotes)
                    )
                }
            }
            return try await group.reduce(into: [DatabaseID: [IndicatorDataset]]()) { $0[$1.0] = $1.1 }
        }
        return databases.flatMap { database in
            (answers[database] ?? []).map {
                DatasetAnswer(key: .indicator($0.indicator, period, source: database), dataset: $0)
            }
        }
    }
}
