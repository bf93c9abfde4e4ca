import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WorldBankService {
    /// Fetches several indicators in as few queries as the API allows (`Endpoint.batches(_:)`),
    /// keeping the order of `indicators`.
    ///
    /// The pages of every query share one queue with at most ``maximumConcurrentPages`` requests in
    /// flight (the politeness limit of 4 connections, which the transport holds to as well): page 1
    /// of each query first, since it says how many pages follow. Each page is folded into the
    /// indicators' ``ObservationTable``s as soon as it is its query's next one, and its bytes and
    /// records are dropped then: memory grows with the values, not with the JSON.
    ///
    /// `source` is the database the indicators are asked from (``DatabaseID/wdi`` unless told);
    /// with `footnotes`, each value's footnote is asked for too (`footnote=y`).
    public nonisolated func indicatorDatasets(
        _ indicators: [IndicatorCode], period: Period, source: DatabaseID = .wdi, footnotes: Bool = false
    ) async throws -> [IndicatorDataset] {
        var folds = Endpoint.batches(indicators).map { codes in
            QueryFold(
                codes: codes,
                endpoint: Endpoint.indicators(
                    codes, period: period, source: source, perPage: configuration.perPageOverride,
                    footnotes: footnotes))
        }
        report { $0.queries += folds.count }
        var queue = folds.indices.map { PageJob(query: $0, page: 1, attempt: 0) }
        try await withThrowingTaskGroup(of: (PageJob, PageMetadata, ObservationPage).self) { group in
            var next = 0
            var finished = 0
            func launch() {
                while next < queue.count, next - finished < Self.maximumConcurrentPages {
                    let job = queue[next]
                    let endpoint = folds[job.query].endpoint
                    next += 1
                    group.addTask {
                        let (metadata, records): (PageMetadata, ObservationPage) = try await self.fetchPage(
                            endpoint, page: job.page)
                        return (job, metadata, records)
                    }
                }
            }
            launch()
            while let (job, metadata, records) = try await group.next() {
                finished += 1
                defer { launch() }
                // A page of a query that restarted belongs to the answer it gave up on.
                guard job.attempt == folds[job.query].attempt else { continue }
                let url = folds[job.query].endpoint.url(base: configuration.baseURL, page: 1)
                do {
                    let later = try folds[job.query].take(
                        page: job.page, metadata: metadata, records: records, url: url)
                    queue += later.map { PageJob(query: job.query, page: $0, attempt: job.attempt) }
                    report { $0.values += records.table.count }
                    if folds[job.query].isComplete { report { $0.finishedQueries += 1 } }
                } catch WorldBankError.inconsistentPages where job.attempt == 0 {
                    // The data changed while it was read: the query starts again, once.
                    folds[job.query].restart()
                    queue.append(PageJob(query: job.query, page: 1, attempt: 1))
                }
            }
        }
        var datasets: [IndicatorCode: IndicatorDataset] = [:]
        for fold in folds {
            let url = fold.endpoint.url(base: configuration.baseURL, page: 1)
            for dataset in try fold.datasets(url: url, footnotes: footnotes) { datasets[dataset.indicator] = dataset }
        }
        return indicators.compactMap { datasets[$0] }
    }

    /// Changes the service's ``FetchProgress`` and tells the configuration's `onProgress`.
    private nonisolated func report(_ change: (inout FetchProgress) -> Void) {
        let now = progress.withLock { progress in
            change(&progress)
            return progress
        }
        configuration.onProgress?(now)
    }
}

/// One page to ask for: which query, which page, and which try of that query.
private struct PageJob: Sendable {
    let query: Int
    let page: Int
    let attempt: Int
}

/// One query's answer as its pages arrive: pages are folded in order (a page that comes early
/// waits for the ones before it), each checked against page 1's `total` and `lastupdated`.
private struct QueryFold {
    let codes: [IndicatorCode]
    let endpoint: Endpoint
    private(set) var attempt = 0
    private var first: PageMetadata?
    private var nextPage = 1
    private var early: [Int: ObservationPage] = [:]
    private var received = 0
    private var tables: [IndicatorCode: ObservationTable] = [:]
    private var names: [IndicatorCode: String] = [:]

    init(codes: [IndicatorCode], endpoint: Endpoint) {
        self.codes = codes
        self.endpoint = endpoint
    }

    /// True once every page has been folded in.
    var isComplete: Bool { first.map { nextPage > max(1, $0.pages) } ?? false }

    /// Takes one page in; returns the later pages to ask for (after page 1: all the others).
    mutating func take(page: Int, metadata: PageMetadata, records: ObservationPage, url: URL)
        throws(WorldBankError) -> [Int]
    {
        var later: [Int] = []
        if let first {
            guard metadata.total == first.total, metadata.lastUpdated == first.lastUpdated else {
                throw .inconsistentPages(
                    url: url,
                    reason:
                        "page \(page) reports total \(metadata.total), lastupdated \(metadata.lastUpdated ?? "none"); "
                        + "page 1 reported \(first.total), \(first.lastUpdated ?? "none")")
            }
        } else {
            first = metadata
            let share = metadata.total / max(1, codes.count)
            for code in codes { tables[code, default: ObservationTable()].reserveCapacity(share) }
            if metadata.pages >= 2 { later = Array(2...metadata.pages) }
        }
        early[page] = records
        while let records = early.removeValue(forKey: nextPage) {
            fold(records)
            nextPage += 1
        }
        if isComplete, let first, received != first.total {
            throw .inconsistentPages(url: url, reason: "received \(received) records, the API announced \(first.total)")
        }
        return later
    }

    /// Forgets what was taken in, for the query's second try.
    mutating func restart() {
        self = QueryFold(codes: codes, endpoint: endpoint)
        attempt = 1
    }

    /// Appends a page's rows to their indicators' tables, a run of one series at a time.
    private mutating func fold(_ page: ObservationPage) {
        received += page.table.count
        // Records of an indicator not asked for are left out.
        for run in page.table.runs where tables[run.indicator] != nil {
            tables[run.indicator]?.append(run, of: page.table)
        }
        for (code, name) in page.names where names[code] == nil && tables[code] != nil { names[code] = name }
    }

    /// One dataset per code, each checked (``AnswerChecks/observations(_:url:)``).
    func datasets(url: URL, footnotes: Bool) throws(WorldBankError) -> [IndicatorDataset] {
        let metadata = DatasetMetadata(sourceID: first?.sourceID, lastUpdated: first?.lastUpdated)
        return try codes.map { code throws(WorldBankError) in
            IndicatorDataset(
                indicator: code, name: names[code] ?? code.rawValue, metadata: metadata,
                observations: try AnswerChecks.observations(tables[code] ?? [], url: url), hasFootnotes: footnotes)
        }
    }
}
