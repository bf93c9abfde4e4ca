public import WorldBank

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
        var databases: [Database] = []
        for database in manifest.datasets.map(\.database) where !databases.contains(where: { $0.id == database.id }) {
            databases.append(database)
        }
        // A group's member list is asked as `--in GROUP` asks it; its fingerprint is that of its members.
        var memberLists: [Manifest.Dataset] = []
        for case .members(let group) in manifest.datasets.map(\.key) {
            let listed = try await memberList(of: Classification(id: group, iso2Code: "", name: group))
            if let dataset = listed.manifestDataset { memberLists.append(dataset) }
        }
        let answer = try await datasets(manifest.datasets.map(\.key), of: databases)
        let checks = ManifestVerification.checks(of: manifest, against: answer, also: memberLists) { key in
            let held = cacheIsUsable ? cache.editions(of: key).compactMap { $0.indicator?.dataset } : []
            return held + ((try? snapshotAnswer(key).dataset).map { [$0] } ?? [])
        }
        return ManifestVerification(checks: checks, answer: answer)
    }

    /// Exactly `keys`, each answered as ``economyData(indicators:period:also:database:)`` answers its
    /// own: the country list and each period's indicators in one query of their own; `databases`
    /// names the databases they are part of, for the credit line.
    public func datasets(_ keys: [DatasetKey], of databases: [Database] = [.wdi]) async throws -> ProvidedData {
        var countries: [Resolved] = []
        var indicators: [Resolved] = []
        var periods: [Period] = []
        for case .indicator(_, let period, _) in keys where !periods.contains(period) { periods.append(period) }
        if keys.contains(.countries) { countries = try await resolve([.countries]) }
        for period in periods {
            indicators += try await resolve(
                keys.filter { if case .indicator(_, period, _) = $0 { true } else { false } })
        }
        var answer = ProvidedData(
            data: EconomyData(countries: countries.first?.countries ?? [], datasets: indicators.compactMap(\.dataset)),
            provenance: (countries + indicators).map(\.provenance), notices: collectedNotices(),
            requests: await service.requestLog, apiUnreachable: unreachable != nil,
            databases: databases.isEmpty ? [.wdi] : databases)
        answer.licences = licences(of: answer.provenance.map(\.key))
        return answer
    }
}
