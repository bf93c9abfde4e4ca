public import WorldBank

extension Listing {
    /// The listing `query` asks of `economies`: selected, sorted, limited, grouped by region, with
    /// totals. A pure function of its inputs, so it runs on any actor; ``ReportModel`` wraps it for
    /// an app.
    ///
    /// - Parameters:
    ///   - economies: every real economy of an answer, in country-list order.
    ///   - aggregates: the World Bank's own aggregates, listed only when `query` names them.
    public static func make(economies: [Economy], aggregates: [Economy] = [], query: ListQuery) -> Listing {
        make(selected: query.select(from: economies, aggregates: aggregates), query: query)
    }

    /// The listing of economies already chosen by ``ListQuery/select(from:aggregates:)``, for a
    /// caller that needs the chosen economies themselves too (the report's trends).
    public static func make(selected: [Economy], query: ListQuery) -> Listing {
        // A range is sorted by its last year; each economy then gets one row per year.
        let rows = selected.map { CountryRow(economy: $0, selection: query.year, extras: query.extras) }
        let order = query.countries.isEmpty || query.sort != .name ? sort(rows, query: query) : rows
        let limited = query.limit.map { Array(order.prefix($0)) } ?? order
        let years = query.year.years
        guard !years.isEmpty else { return Listing(query: query, rows: limited) }
        let byID = Dictionary(selected.map { ($0.country.id, $0) }, uniquingKeysWith: { first, _ in first })
        let panel = limited.flatMap { row in
            years.compactMap { year in
                byID[row.country.id].map { CountryRow(economy: $0, selection: .year(year), extras: query.extras) }
            }
        }
        return Listing(query: query, rows: panel)
    }

    private static func sort(_ rows: [CountryRow], query: ListQuery) -> [CountryRow] {
        let (key, descending) = (query.sort, query.descending)
        // Positions are sorted, not the rows: a row is a large value, and a sort moves its elements
        // many times.
        let names = rows.map { NameKey($0.country.name) }
        let values = rows.map { $0.sortValue(key) }
        let order = rows.indices.sorted { a, b in
            if key != .name {
                switch (values[a], values[b]) {
                case (let x?, let y?) where x != y: return descending ? x > y : x < y
                case (.some, nil): return true
                case (nil, .some): return false
                default: break
                }
                return names[a] < names[b]
            }
            return descending ? names[b] < names[a] : names[a] < names[b]
        }
        return order.map { rows[$0] }
    }
}
