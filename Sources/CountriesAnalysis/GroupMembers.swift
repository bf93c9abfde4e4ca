public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Who belongs to one of the World Bank's groups, read from the country list itself where it says:
/// its regions, the admin regions that leave out high income, income levels and lending types, and
/// the groups the Bank builds from those (IDA total, Middle income, the World …).
///
/// The other groups of `/v2/region` (European Union, OECD members, Fragile and conflict affected
/// situations, small states, …) are not in any economy's record: only the API's
/// `/v2/country?region=CODE` lists their members (a ``MemberList``), and
/// ``init(group:countries:)`` returns `nil` for them; ``init(group:listed:countries:)`` reads the
/// API's list.
public struct GroupMembers: Sendable, Hashable {
    /// How the members were found, which every output states.
    public enum Rule: Sendable, Hashable {
        /// Economies whose region (or admin region, or income level, or lending type) is the group.
        case classified(field: String)
        /// Economies whose admin region is the group and whose income is low or middle: the
        /// Bank's regions "excluding high income" leave out the economies it has not classified
        /// (Ethiopia and Venezuela in 2026) as well as the high-income ones.
        case lowAndMiddleIncome
        /// Economies of any of the groups `parts`, which the Bank's list classifies; the group is
        /// their union.
        case union(parts: [Classification], field: String)
        /// Every economy.
        case everyEconomy
        /// The economies the API listed for the group (`request`) when it was asked (`fetchedAt`).
        case listed(request: String, fetchedAt: Date)
    }

    /// The group, as the country list names it.
    public let group: Classification
    /// Its members, in the country list's order.
    public let members: [Country]
    /// How they were found.
    public let rule: Rule
    /// The codes the API listed that are no economy of the country list (an aggregate, a code it
    /// does not know), left out of ``members`` so that nothing is counted twice; empty unless the
    /// members were listed by the API.
    public private(set) var leftOut: [String] = []

    /// The members of `group` (an aggregate of `countries`) that `countries` itself says; `nil`
    /// for a group whose members only the API lists.
    public init?(group: Classification, countries: [Country]) {
        let economies = countries.withoutAggregates
        let fields: [(String, KeyPath<Country, Classification>)] = [
            ("region", \.region), ("admin region", \.adminRegion), ("income level", \.incomeLevel),
            ("lending type", \.lendingType),
        ]
        self.group = group
        if group.id == Self.world {
            (members, rule) = (economies, .everyEconomy)
            return
        }
        for (field, path) in fields where economies.contains(where: { $0[keyPath: path].id == group.id }) {
            if path == \Country.adminRegion {
                let incomes = Self.unions["LMY"]?.codes ?? []
                members = economies.filter { $0.adminRegion.id == group.id && incomes.contains($0.incomeLevel.id) }
                rule = .lowAndMiddleIncome
            } else {
                (members, rule) = (economies.filter { $0[keyPath: path].id == group.id }, .classified(field: field))
            }
            return
        }
        guard let (field, codes) = Self.unions[group.id], let path = fields.first(where: { $0.0 == field })?.1 else {
            return nil
        }
        let named = Dictionary(countries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let parts = codes.map { code in
            named[code].map { Classification(id: $0.id, iso2Code: $0.iso2Code, name: $0.name) }
                ?? Classification(id: code, iso2Code: "", name: code)
        }
        members = economies.filter { codes.contains($0[keyPath: path].id) }
        rule = .union(parts: parts, field: field)
    }

    /// The members the API listed for `group` in `listed`: the economies of `countries` it names,
    /// each once and in the country list's order, so that a member list cannot bring an aggregate,
    /// a repeat or an unknown code into a sum; the codes left out are kept in ``leftOut``.
    public init(group: Classification, listed: MemberList, countries: [Country]) {
        let economies = countries.withoutAggregates
        let named = Set(listed.members.map(\.id))
        let known = Set(economies.map(\.id))
        self.group = group
        members = economies.filter { named.contains($0.id) }
        rule = .listed(request: listed.request, fetchedAt: listed.fetchedAt)
        var seen: Set<String> = []
        leftOut = listed.members.map(\.id).filter { !known.contains($0) && seen.insert($0).inserted }
    }

    /// The code of the World.
    static let world = "WLD"

    /// The groups the Bank forms of other groups of one field, by their parts.
    static let unions: [String: (field: String, codes: [String])] = [
        "IDA": ("lending type", ["IDX", "IDB"]), "IBB": ("lending type", ["IBD", "IDB"]),
        "IBT": ("lending type", ["IBD", "IDB", "IDX"]), "MIC": ("income level", ["LMC", "UMC"]),
        "LMY": ("income level", ["LIC", "LMC", "UMC"]),
    ]

    /// What the rule was, in a sentence: `Members by lending type: IDA only (IDX) + IDA blend (IDB).`
    public var explanation: String {
        switch rule {
        case .classified(let field): "Members are the economies whose \(field) is \(group.name) (\(group.id))."
        case .union(let parts, let field):
            "Members are the economies whose \(field) is "
                + parts.map { "\($0.name) (\($0.id))" }.joined(separator: " or ") + "."
        case .lowAndMiddleIncome:
            "Members are the economies whose admin region is \(group.name) (\(group.id)) and whose income "
                + "level is low or middle (LIC, LMC, UMC)."
        case .everyEconomy: "Members are every economy of the World Bank's country list."
        case .listed(let request, let fetchedAt):
            (members.isEmpty
                ? "The World Bank API lists no members of \(group.name) (\(group.id))"
                : "Members are the economies the World Bank API lists for \(group.name) (\(group.id))")
                + ", fetched \(fetchedAt.formatted(Self.day)) (\(request))."
                + (leftOut.isEmpty
                    ? "" : " It also listed \(leftOut.joined(separator: ", ")), not an economy of the list: left out.")
        }
    }

    /// A day as every output names days: `2026-11-29`, in UTC.
    private static let day = Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()
}

extension GroupMembers {
    /// The group `text` names (its code or name, found among the aggregates of `countries` as
    /// `--region` finds a region): checked before any request.
    ///
    /// - Throws: ``MatchError`` when `text` names no single group.
    public static func group(named text: String, in countries: [Country]) throws(MatchError) -> Classification {
        let groups = countries.filter(\.isAggregate).map {
            Classification(id: $0.id, iso2Code: $0.iso2Code, name: $0.name)
        }
        return try ClassificationMatcher(kind: "group", choices: groups).match(text)
    }

    /// The members of the group `text` names: from the country list where it says them, else from
    /// the API's member list, which `listing` provides (from the cache, or fetched once): the one
    /// way every command and tool answers a group.
    ///
    /// - Throws: ``MatchError`` when `text` names no single group, before `listing` is called;
    ///   whatever `listing` throws.
    public static func named(
        _ text: String, in countries: [Country], listing: (Classification) async throws -> MemberList
    ) async throws -> GroupMembers {
        let group = try group(named: text, in: countries)
        if let members = GroupMembers(group: group, countries: countries) { return members }
        return GroupMembers(group: group, listed: try await listing(group), countries: countries)
    }
}
