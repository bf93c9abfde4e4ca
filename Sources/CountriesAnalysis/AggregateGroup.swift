import WorldBank

/// One of the World Bank's aggregates beside the economies the country list puts in its group: the
/// arithmetic that splits the gap between the two into ``Reconciliation/GapPart``s.
///
/// Every part is a sum of figures held, or what is left once they are taken away. Who the Bank's
/// aggregate counts is read from its own figures: in the two newest years in which every listed
/// member has a figure, the aggregate minus their sum must be nothing, or exactly the figures of the
/// same one or two economies in both (a billionth of the aggregate apart at most:
/// the Bank's sums match to the last bits of a double, and chance matches among 200 economies do
/// not survive a second year). The newest years speak for every year: the Bank computes its
/// aggregates of every year over one membership, that of its current classification.
struct AggregateGroup {
    /// The Bank's aggregate, with its figures.
    let aggregate: Economy
    /// The economies the list puts in the group.
    let members: [Economy]
    /// Every other economy.
    let others: [Economy]

    /// The economies the Bank's aggregate counts beyond the listed members, or leaves out of them.
    struct Membership {
        /// True when the Bank counts `economies` besides the members, false when it leaves them out.
        let counted: Bool
        let economies: [Economy]
        /// The years in which the aggregate matched, newest first.
        let years: [Int]
    }

    /// `code`'s sum `ours` (of `year` alone when `sameYear`) against the aggregate's figure of `year`;
    /// `nil` when the Bank has none. `economies` and `aggregates` are every one held, for finding an
    /// economy the Bank counts in several aggregates.
    func comparison(
        _ code: IndicatorCode, ours: Double, year: Int, sameYear: Bool, economies: [Economy],
        aggregates: [Economy]
    ) -> Reconciliation.Comparison? {
        guard let bank = aggregate.value(code, in: year), bank != 0 else { return nil }
        let missing = members.filter { $0.value(code, in: year) == nil }
        var parts: [Reconciliation.GapPart] = []
        if !sameYear {
            let older = missing.compactMap { economy in economy.latest(code).map { Reconciliation.Figure(economy, $0) }
            }
            if !older.isEmpty {
                parts.append(
                    .init(kind: .mixedYears, amount: -older.compactMap(\.value?.value).reduce(0, +), figures: older))
            }
        }
        var rest = bank - sum(code, of: members, in: year)
        let membership = self.membership(code)
        var estimated = missing
        if let membership {
            let held = membership.economies.filter { $0.value(code, in: year) != nil }
            let amount = sum(code, of: held, in: year) * (membership.counted ? 1 : -1)
            parts.append(
                .init(
                    kind: membership.counted ? .countedElsewhere : .leftOut, amount: amount,
                    figures: membership.economies.map { economy in
                        .init(economy, economy.value(code, in: year).map { YearValue(year: year, value: $0) })
                    },
                    evidence: .matchedExactly(years: membership.years)))
            rest -= amount
            let ids = Set(membership.economies.map(\.country.id))
            estimated =
                membership.counted
                ? missing + membership.economies.filter { $0.value(code, in: year) == nil }
                : missing.filter { !ids.contains($0.country.id) }
        }
        let unlisted = UnlistedEconomy.known.filter { $0.aggregates.contains(aggregate.country.id) }
        if estimated.isEmpty, !isNothing(rest, beside: bank), let economy = unlisted.first {
            let same = economy.aggregates.sorted().filter { id in
                guard id != aggregate.country.id,
                    let other = AggregateGroup(id, in: economies, aggregates: aggregates),
                    let gap = other.unexplainedGap(code, in: year)
                else { return false }
                return abs(gap - rest) <= max(abs(rest), abs(bank)) * Self.precision
            }
            if !same.isEmpty {
                parts.append(
                    .init(
                        kind: .unlisted, amount: rest,
                        figures: [.init(id: economy.id, name: economy.name, value: YearValue(year: year, value: rest))],
                        evidence: .sameGap(aggregateIDs: same)))
                rest = 0
            }
        }
        if !isNothing(rest, beside: bank) {
            parts.append(
                .init(
                    kind: .remainder, amount: rest,
                    figures: estimated.map { .init($0, nil) }
                        + unlisted.map { .init(id: $0.id, name: $0.name, value: nil) }))
        }
        return Reconciliation.Comparison(
            year: year, ours: ours, bank: bank, bankNote: aggregate.note(code, in: year),
            missing: missing.map { .init($0, $0.latest(code)) }, sameYear: sameYear, parts: parts)
    }

    /// How far apart two sums of the Bank's may be and still be equal: a billionth of the aggregate.
    static let precision = 1e-9

    private func isNothing(_ amount: Double, beside bank: Double) -> Bool {
        abs(amount) <= abs(bank) * Self.precision
    }

    private func sum(_ code: IndicatorCode, of economies: [Economy], in year: Int) -> Double {
        economies.compactMap { $0.value(code, in: year) }.reduce(0, +)
    }

    /// What the aggregate holds in `year` beyond its listed members and the economies it counts
    /// otherwise; `nil` when a member has no figure that year (the Bank's estimate would be in it).
    func unexplainedGap(_ code: IndicatorCode, in year: Int) -> Double? {
        guard let bank = aggregate.value(code, in: year), members.allSatisfy({ $0.value(code, in: year) != nil })
        else { return nil }
        var gap = bank - sum(code, of: members, in: year)
        if let membership = membership(code) {
            let held = membership.economies.filter { $0.value(code, in: year) != nil }
            gap -= sum(code, of: held, in: year) * (membership.counted ? 1 : -1)
        }
        return gap
    }

    /// Who the Bank's aggregate counts beyond the listed members, or leaves out of them, read from
    /// the two newest years in which every member has a figure; `nil` when it counts the members
    /// alone, when those years disagree, when fewer than two exist, or when no one or two economies
    /// make up the difference.
    func membership(_ code: IndicatorCode) -> Membership? {
        guard let held = aggregate.values[code] else { return nil }
        let years = held.keys.sorted(by: >)
        var found: [(ids: [String]?, counted: Bool, year: Int)] = []
        for candidate in years where members.allSatisfy({ $0.value(code, in: candidate) != nil }) {
            guard let bank = held[candidate] else { continue }
            let gap = bank - sum(code, of: members, in: candidate)
            let ids =
                isNothing(gap, beside: bank)
                ? [] : Self.makingUp(abs(gap), of: gap > 0 ? others : members, code, in: candidate, within: bank)
            found.append((ids, gap > 0, candidate))
            if found.count == 2 { break }
        }
        guard found.count == 2, let ids = found[0].ids, !ids.isEmpty, found[1].ids == ids,
            found[0].counted == found[1].counted
        else { return nil }
        let pool = found[0].counted ? others : members
        return Membership(
            counted: found[0].counted, economies: ids.compactMap { id in pool.first { $0.country.id == id } },
            years: found.map(\.year).sorted(by: >))
    }

    /// The codes, sorted, of one or two economies of `pool` whose figures in `year` add up to
    /// `amount` to a billionth of `bank`; `nil` when none do.
    static func makingUp(
        _ amount: Double, of pool: [Economy], _ code: IndicatorCode, in year: Int, within bank: Double
    ) -> [String]? {
        let tolerance = abs(bank) * precision
        let values = pool.compactMap { economy in economy.value(code, in: year).map { (economy.country.id, $0) } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        /// The first position from `start` whose value is at least `target`.
        func lowerBound(_ target: Double, from start: Int) -> Int {
            var (low, high) = (start, values.count)
            while low < high {
                let middle = (low + high) / 2
                if values[middle].1 < target { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let single = lowerBound(amount - tolerance, from: 0)
        if single < values.count, values[single].1 <= amount + tolerance { return [values[single].0] }
        for (index, first) in values.enumerated() {
            let target = amount - first.1
            let second = lowerBound(target - tolerance, from: index + 1)
            if second < values.count, values[second].1 <= target + tolerance {
                return [first.0, values[second].0].sorted()
            }
        }
        return nil
    }
}

extension AggregateGroup {
    /// The aggregate `id` of `aggregates` beside the economies of `economies` in its group by
    /// region, income level or lending type (every one for WLD); `nil` when it is not held or no
    /// economy is in its group (a grouping may have replaced the field that names it).
    init?(_ id: String, in economies: [Economy], aggregates: [Economy]) {
        guard let aggregate = aggregates.first(where: { $0.country.id == id }) else { return nil }
        let isMember = { (economy: Economy) in
            let country = economy.country
            return id == "WLD" || [country.region.id, country.incomeLevel.id, country.lendingType.id].contains(id)
        }
        let members = economies.filter(isMember)
        guard !members.isEmpty else { return nil }
        self.init(aggregate: aggregate, members: members, others: economies.filter { !isMember($0) })
    }
}

/// An economy the World Bank's aggregates count that its country list does not: the WDI's notes on
/// aggregation say Taiwan, China is included in the World, High income and East Asia & Pacific
/// aggregates. Its figures are not published, so its part of a gap is found, never assumed: the same
/// amount missing from two of its aggregates whose listed members all have figures.
public struct UnlistedEconomy: Sendable, Hashable {
    /// The Bank's code.
    public let id: String
    /// The Bank's name.
    public let name: String
    /// The aggregates that count it.
    public let aggregates: Set<String>

    /// Every such economy.
    public static let known = [UnlistedEconomy(id: "TWN", name: "Taiwan, China", aggregates: ["WLD", "HIC", "EAS"])]

    /// True when `id` is the code of one of ``known``.
    public static func isKnown(_ id: String) -> Bool { known.contains { $0.id == id } }
}
