public import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ProvidedData {
    /// Each dataset of this answer as a manifest records it: its provenance, the requests that
    /// returned it (those of its indicator and period, for a live answer) and the fingerprint of
    /// its values.
    public var manifestDatasets: [Manifest.Dataset] {
        var indicators = data.datasets.makeIterator()
        return provenance.compactMap { provenance -> Manifest.Dataset? in
            let values: ValuesFingerprint
            switch provenance.key {
            case .countries: values = ValuesFingerprint(data.countries)
            // Member lists are not answers of a data command: none is in its provenance.
            case .members: return nil
            case .indicator(let code, _, _):
                // The datasets are the indicator answers in the order of their provenance.
                guard let dataset = indicators.next(), dataset.indicator == code else { return nil }
                values = ValuesFingerprint(dataset)
            }
            let urls =
                provenance.origin == .live ? requests.map(\.url).filter { Self.url($0, answers: provenance.key) } : []
            var dataset = Manifest.Dataset(
                database: database(of: provenance.key), key: provenance.key,
                requests: Array(Set(urls.map(\.shownText))).sorted(), lastUpdated: provenance.lastUpdated,
                fetchedAt: provenance.fetchedAt, origin: provenance.origin, values: values)
            if case .indicator(let code, _, _) = provenance.key { dataset.licence = licences.known[code] }
            dataset.mirrored = provenance.mirrored
            return dataset
        }
    }

    /// The indicator answers by the key they answer (their provenance's, in the same order).
    public var datasetsByKey: [DatasetKey: IndicatorDataset] {
        let keys = provenance.map(\.key).filter { if case .indicator = $0 { true } else { false } }
        return Dictionary(zip(keys, data.datasets), uniquingKeysWith: { first, _ in first })
    }

    /// The database `key` is part of, as this answer names it.
    private func database(of key: DatasetKey) -> Database {
        databases.first { $0.id == key.source }
            ?? Database(id: key.source, code: "", name: "World Bank database \(key.source)", lastUpdated: nil)
    }

    /// True when `url` asks for `key`: the country list, or its indicator (alone or `;`-joined with
    /// others) over its period.
    static func url(_ url: URL, answers key: DatasetKey) -> Bool {
        let path = url.path.split(separator: "/").map(String.init)
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        func item(_ name: String) -> String? { items.first { $0.name == name }?.value }
        guard case .indicator(let code, let period, let source) = key else {
            return path.last == "country" && !path.contains("indicator")
        }
        guard let index = path.lastIndex(of: "indicator"), index + 1 < path.count,
            path[index + 1].split(separator: ";").contains(Substring(code.rawValue))
        else { return false }
        // Another database's indicators are always asked with its number; WDI's alone without one.
        guard source == .wdi ? [nil, "2"].contains(item("source")) : item("source") == "\(source)" else { return false }
        let asked = items.filter { ["date", "mrnev", "mrv"].contains($0.name) }
        return asked == (period.queryItem.map { [$0] } ?? [])
    }
}
