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
        guard let key = DatasetKey.members(of: group.id) else {
            throw StoreError.foreign("'\(group.id)' is not the code of a group")
        }
        let source = service.configuration.baseURL
        func listed(_ stored: StoredDataset) -> MemberList {
            MemberList(
                group: group.id, members: stored.countries ?? [], request: source.membersRequest(group.id),
                fetchedAt: stored.fetchedAt)
        }
        let cached = await readCacheFile(key)
        if let cached, options.mode != .refresh { return ListedMembers(list: listed(cached), origin: .cache) }
        if options.mode == .offline { throw StoreError.membersNeverFetched(group: group) }
        do {
            let live = try await service.withinBudget(options.networkBudget) {
                try await self.service.members(of: group.id)
            }
            let stored = StoredDataset(members: live, key: key, fetchedAt: clock(), source: source.description)
            var notices = collectedNotices()
            if cacheIsUsable, !live.isEmpty {
                do { try cache.write(stored) } catch { notices.append(.cacheNotUpdated(error)) }
            }
            return ListedMembers(
                list: listed(stored), origin: .live, notices: notices, requests: await service.requestLog)
        } catch let unavailable as WorldBankError where unavailable.isServiceUnavailable {
            guard let cached else { throw StoreError.notStored(what: "\(key)", cause: unavailable) }
            return ListedMembers(
                list: listed(cached), origin: .cache, notices: [.answeredOffline(cause: unavailable, copies: [.cache])],
                requests: await service.requestLog)
        }
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
}
