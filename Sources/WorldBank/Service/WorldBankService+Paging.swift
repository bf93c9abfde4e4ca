extension WorldBankService {
    /// How many later pages of one query may be in flight at once.
    static let maximumConcurrentPages = 4

    /// Fetches every page of `endpoint`: page 1 first (it says how many there are), then the rest
    /// at once, at most ``maximumConcurrentPages`` in flight, assembled in
    /// order and checked against page 1's `total` and `lastupdated`.
    ///
    /// A mismatch means the data changed while we read it; the query restarts once and then fails
    /// loudly rather than stitching two releases together.
    nonisolated func fetchAll<Record: PageRecord>(_ endpoint: Endpoint) async throws
        -> (PageMetadata, [Record])
    {
        do {
            return try await fetchAllOnce(endpoint)
        } catch WorldBankError.inconsistentPages {
            return try await fetchAllOnce(endpoint)
        }
    }

    private nonisolated func fetchAllOnce<Record: PageRecord>(_ endpoint: Endpoint) async throws
        -> (PageMetadata, [Record])
    {
        let (first, firstRecords): (PageMetadata, [Record]) = try await fetchPage(endpoint, page: 1)
        let url = endpoint.url(base: configuration.baseURL, page: 1)
        var pages: [Int: [Record]] = [1: firstRecords]
        try await withThrowingTaskGroup(of: (Int, PageMetadata, [Record]).self) { group in
            var next = 2
            func addNext() {
                guard next <= first.pages else { return }
                let page = next
                next += 1
                group.addTask {
                    let (metadata, records): (PageMetadata, [Record]) = try await self.fetchPage(endpoint, page: page)
                    return (page, metadata, records)
                }
            }
            for _ in 0..<Self.maximumConcurrentPages { addNext() }
            for try await (page, metadata, records) in group {
                guard metadata.total == first.total, metadata.lastUpdated == first.lastUpdated else {
                    throw WorldBankError.inconsistentPages(
                        url: url,
                        reason:
                            "page \(page) reports total \(metadata.total), lastupdated \(metadata.lastUpdated ?? "none"); "
                            + "page 1 reported \(first.total), \(first.lastUpdated ?? "none")")
                }
                pages[page] = records
                addNext()
            }
        }
        let records = (1...max(1, first.pages)).flatMap { pages[$0] ?? [] }
        guard records.count == first.total else {
            throw WorldBankError.inconsistentPages(
                url: url, reason: "received \(records.count) records, the API announced \(first.total)")
        }
        return (first, records)
    }
}
