import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A manifest's datasets asked for again (`countries verify`), and exactly the datasets a manifest
/// names, each as it would be asked for by a command.
extension DataProvider {
    /// The datasets of `manifest` asked for again, as the options allow (live, or the cache with
    /// `--offline`), each checked against what the manifest recorded.
    public func verify(_ manifest: Manifest) async throws -> ManifestVerification {
        let answer = try await datasets(manifest.datasets.map(\.key))
        let checks = ManifestVerification.checks(of: manifest, against: answer) { key in
            let held = cacheIsUsable ? cache.editions(of: key).compactMap { $0.indicator?.dataset } : []
            return held + ((try? snapshotAnswer(key).dataset).map { [$0] } ?? [])
        }
        return ManifestVerification(checks: checks, answer: answer)
    }

    /// Exactly `keys`, each answered as ``economyData(indicators:period:also:)`` answers its own: the
    /// country list and each period's indicators in one query of their own.
    public func datasets(_ keys: [DatasetKey]) async throws -> ProvidedData {
        var countries: [Resolved] = []
        var indicators: [Resolved] = []
        var periods: [Period] = []
        for case .indicator(_, let period) in keys where !periods.contains(period) { periods.append(period) }
        if keys.contains(.countries) { countries = try await resolve([.countries]) }
        for period in periods {
            indicators += try await resolve(
                keys.filter { if case .indicator(_, period) = $0 { true } else { false } })
        }
        return ProvidedData(
            data: EconomyData(countries: countries.first?.countries ?? [], datasets: indicators.compactMap(\.dataset)),
            provenance: (countries + indicators).map(\.provenance), notices: collectedNotices(),
            requests: await service.requestLog, apiUnreachable: unreachable != nil)
    }
}
