public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The members of the Bank's groups that the country list does not classify (European Union, OECD
/// members, small states): fetched once from `/v2/country?region=CODE`, kept in the cache under
/// their own key (`members@EUU`) with when and where they were fetched, and read from there
/// afterwards, online or not. Only `--refresh` asks the API again (and the cached copy answers if
/// it cannot be reached).
extension DataProvider {
    /// The member list of `group` (an aggregate of the country list): the cached one, else the
    /// API's, cached for next time unless it is empty (an empty answer is said, never kept).
    ///
    /// - Throws: ``StoreError/membersNeverFetched(group:)`` offline when the cache holds none;
    ///   ``StoreError/notStored(what:cause:)`` when the API cannot be reached and the cache holds none.
    public func memberList(of group: Classification) async throws -> ListedMembers {
        // A code that could not be a file name (none of the Bank's is) is asked, never cached.
        let key = DatasetKey.members(of: group.id)
        let source = service.configuration.baseURL
        @Sendable func listed(_ members: [Country], at fetchedAt: Date) -> MemberList {
            MemberList(
                group: group.id, members: members, request: source.membersRequest(group.id), fetchedAt: fetchedAt)
        }
        var cached: MemberList?
        if let key { cached = await readCacheFile(key).map { listed($0.countries ?? [], at: $0.fetchedAt) } }
        let kept = try await keptOnce(
            cached: cached, notices: collectedNotices(),
            fetch: { listed(try await self.service.members(of: group.id), at: self.clock()) },
            keep: { live throws(StoreError) in
                // An empty answer is said by the caller, never kept.
                guard let key, !live.members.isEmpty else { return }
                try cache.write(
                    StoredDataset(
                        members: live.members, key: key, fetchedAt: live.fetchedAt, source: source.description))
            },
            offline: { throw StoreError.membersNeverFetched(group: group) },
            neverKept: { unavailable in
                throw StoreError.notStored(what: "member list of \(group.id)", cause: unavailable)
            })
        return ListedMembers(list: kept.value, origin: kept.origin, notices: kept.notices, requests: kept.requests)
    }
}

/// The member list of one group with where it came from.
public struct ListedMembers: ProviderAnswer {
    /// The members the API listed, with the request and when it answered.
    public let list: MemberList
    /// Live or the cache.
    public let origin: Origin
    public var notices: [StoreNotice] = []
    public var requests: [RequestRecord] = []

    public func sourceNote(now: Date?) -> SourceNote {
        let text =
            origin == .live
            ? "members of \(list.group): live (World Bank API /country?region=\(list.group))"
            : "members of \(list.group): cache (fetched \(DayText.format(list.fetchedAt)))"
        return SourceNote(origin: text, lastUpdated: [], databases: ["Indicators API (country list)"])
    }

    /// The member list as a manifest records it (`members@EUU`): the requests that returned it (for
    /// a live answer), when it was fetched, and the fingerprint of its members in the canonical form
    /// of a country list, so that `verify` sees a member joining or leaving the group.
    public var manifestDataset: Manifest.Dataset? {
        guard let key = DatasetKey.members(of: list.group) else { return nil }
        let urls = origin == .live ? requests.map(\.url).filter { Self.url($0, listsMembersOf: list.group) } : []
        return Manifest.Dataset(
            database: .wdi, key: key, requests: Array(Set(urls.map(\.shownText))).sorted(), lastUpdated: nil,
            fetchedAt: list.fetchedAt, origin: origin, values: ValuesFingerprint(list.members))
    }

    /// True when `url` asks for the member list of `group`: `/country?region=GROUP`, any page.
    static func url(_ url: URL, listsMembersOf group: String) -> Bool {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return url.path.split(separator: "/").last == "country"
            && items.contains { $0.name == "region" && $0.value == group }
    }
}
