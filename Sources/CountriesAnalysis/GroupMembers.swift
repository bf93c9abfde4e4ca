public import WorldBank

/// Who belongs to one of the World Bank's groups, read from the country list itself where it says:
/// its regions, the admin regions that leave out high income, income levels and lending types, and
/// the groups the Bank builds from those (IDA total, Middle income, the World …).
///
/// The other groups of `/v2/region` (European Union, OECD members, Fragile and conflict affected
/// situations, small states, …) are not in any economy's record: only the API's
/// `/v2/country?region=CODE` lists their members, and ``init(group:countries:)`` returns `nil` for
/// them.
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
    }

    /// The group, as the country list names it.
    public let group: Classification
    /// Its members, in the country list's order.
    public let members: [Country]
    /// How they were found.
    public let rule: Rule

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
        }
    }
}

extension GroupMembers {
    /// A group of the country list whose members the list does not say (European Union, OECD
    /// members, small states): only the API's `/v2/country?region=CODE` lists them.
    public struct Unanswerable: Error, Sendable, Hashable {
        /// The group named.
        public let group: Classification
        /// The codes of the groups whose members the list does say.
        public let answerable: [String]
    }

    /// The members of the group `text` names (its code or name, found among the aggregates of
    /// `countries` as `--region` finds a region), from the country list itself.
    ///
    /// - Throws: ``MatchError`` when `text` names no single group, ``Unanswerable`` for a group
    ///   whose members only the API lists.
    public static func named(_ text: String, in countries: [Country]) throws -> GroupMembers {
        let groups = countries.filter(\.isAggregate).map {
            Classification(id: $0.id, iso2Code: $0.iso2Code, name: $0.name)
        }
        let group = try ClassificationMatcher(kind: "group", choices: groups).match(text)
        if let members = GroupMembers(group: group, countries: countries) { return members }
        let answerable = groups.filter { GroupMembers(group: $0, countries: countries) != nil }.map(\.id)
        throw Unanswerable(group: group, answerable: answerable)
    }
}
