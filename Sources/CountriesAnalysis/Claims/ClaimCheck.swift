import OfflineStore
public import WorldBank

/// A figure someone stated: an economy (any name the tool knows), an indicator (a code or words),
/// a year or `latest`, a value as people write it, and optionally the release it is said to be of.
public struct Claim: Sendable, Hashable {
    /// The economy as written (`Kenya`, `KEN`, `Korea, Rep.`).
    public var economy: String
    /// The indicator as written (`SP.POP.TOTL`, `population`).
    public var indicator: String
    /// The year as written (`2022`, `latest`).
    public var year: String
    /// The value as written (`54.3 million`).
    public var value: String
    /// The release of the mirror it is to be checked against (`2026-10-01`), if any.
    public var release: String?

    /// A claim of `value` for `economy`'s `indicator` in `year`.
    public init(economy: String, indicator: String, year: String, value: String, release: String? = nil) {
        self.economy = economy
        self.indicator = indicator
        self.year = year
        self.value = value
        self.release = release
    }
}

/// What a claim came to: its verdict, what explains a difference, and the figure found with its proof.
public struct ClaimVerdict: Sendable {
    /// The verdict on one claim.
    public enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// The figure, rounded to the precision the claim is written with, is the claim.
        case match
        /// Within 5 % of the figure.
        case close
        /// Further off.
        case mismatch
        /// No such economy, indicator or figure: nothing to compare with.
        case cannotVerify = "cannot_verify"
    }

    /// The claim, as given.
    public let claim: Claim
    /// The verdict.
    public let verdict: Verdict
    /// What explains the difference (a release since revised, another year, a factor of 1,000, a
    /// sign), or why it cannot be verified; empty for a plain match.
    public internal(set) var diagnosis: String
    /// The economy the claim names.
    public var economy: Country?
    /// The indicator the claim names.
    public var indicator: IndicatorCode?
    /// The year of the figure compared (the latest one for `latest`).
    public var year: Int?
    /// The World Bank's figure compared.
    public var figure: Double?
    /// Where the figure came from (`snapshot (fetched 2026-04-30)`, `mirror (… release 2026-10-01 …)`).
    public var origin: String?
    /// What proves the figure: the API request that returns it, or the bulk file it was read from.
    public var proof: String?
    /// The figure's licence as the Bank labels it, nil when no copy on this machine states it.
    public var licence: IndicatorLicence?

    init(_ claim: Claim, _ verdict: Verdict, _ diagnosis: String) {
        self.claim = claim
        self.verdict = verdict
        self.diagnosis = diagnosis
    }
}

/// Checks claims against the figures of a ``StatisticsSource``: the figure of the economy, indicator
/// and year each names, compared at the precision the claim is written with, and when it differs,
/// what explains it.
public enum ClaimChecker {
    /// The most claims one check takes.
    public static let maximumClaims = 10_000

    /// The verdict on each of `claims`, in their order. Claims of one indicator (and release) are
    /// answered by one question for its whole history.
    public static func check(_ claims: [Claim], with source: any StatisticsSource) async -> [ClaimVerdict] {
        let lookup = EconomyLookup(countries: source.countries, aliases: source.aliases)
        var verdicts: [ClaimVerdict?] = Array(repeating: nil, count: claims.count)
        var asked: [AskKey: [(index: Int, economy: Country, stated: StatedValue, year: Int?)]] = [:]
        for (index, claim) in claims.enumerated() {
            func refuse(_ why: String) { verdicts[index] = ClaimVerdict(claim, .cannotVerify, why) }
            guard let stated = StatedValue(claim.value) else {
                refuse("'\(claim.value)' is not a figure as people write it (54.3 million, $2.1 trillion, 3.4 %)")
                continue
            }
            let yearText = claim.year.trimmingWhitespace.lowercased()
            let year = Int(yearText)
            guard yearText == "latest" || year.map({ (1900...2100).contains($0) }) == true else {
                refuse("'\(claim.year)' is neither a year nor latest")
                continue
            }
            let economy: Country
            do {
                economy = try lookup.find(claim.economy, allowingAggregates: true)
            } catch {
                refuse(error.message)
                continue
            }
            guard let code = indicator(claim.indicator, in: source.catalogue) else {
                refuse(
                    "no indicator is called '\(claim.indicator)'; give its code (find one with 'countries indicators')")
                continue
            }
            asked[AskKey(code: code, release: claim.release), default: []].append((index, economy, stated, year))
        }
        for (key, group) in asked {
            let pinned = key.release.map { source.asOf(release: $0) } ?? source
            let answer: ProvidedData
            do {
                answer = try await pinned.economyData(
                    indicators: [key.code], period: .history, also: nil, database: .wdi)
            } catch {
                for item in group {
                    var verdict = ClaimVerdict(claims[item.index], .cannotVerify, pinned.failureText(error))
                    verdict.economy = item.economy
                    verdict.indicator = key.code
                    verdicts[item.index] = verdict
                }
                continue
            }
            let dataset = answer.data.datasets.first { $0.indicator == key.code }
            let provenance = answer.provenance.first { provenance in
                if case .indicator(key.code, _, _) = provenance.key { true } else { false }
            }
            let series = figures(in: dataset)
            // The other releases held, read once each when a claim that differs may be one of theirs.
            var released: [(release: String, series: [String: [Int: Double]])]?
            for item in group {
                var verdict = judge(
                    claims[item.index], stated: item.stated, year: item.year, figures: series[item.economy.id] ?? [:],
                    name: item.economy.name, code: key.code)
                verdict.economy = item.economy
                verdict.indicator = key.code
                if verdict.verdict == .close || verdict.verdict == .mismatch, let year = verdict.year {
                    if released == nil { released = await otherReleases(of: key, in: source) }
                    // The newest other release whose figure the claim is: the figure revised since.
                    let matched = released?.last { other in
                        other.series[item.economy.id]?[year].map(item.stated.isMatched(by:)) ?? false
                    }
                    if let matched {
                        verdict.diagnosis = "the claim is the figure of release \(matched.release), revised since"
                    }
                    if item.economy.isAggregate,
                        let sum = sumOfMembers(of: item.economy, in: year, series: series, countries: source.countries),
                        item.stated.isMatched(by: sum.value)
                    {
                        verdict.diagnosis =
                            "the claim is the sum of the \(sum.members) economies of \(item.economy.name) the country "
                            + "list classifies, not the Bank's aggregate"
                    }
                }
                if let year = verdict.year, verdict.figure != nil {
                    verdict.origin = provenance?.originText(now: source.now)
                    verdict.proof = provenance?.proof(economy: item.economy.id, year: year, baseURL: source.baseURL)
                    verdict.licence = answer.licences.known[key.code]
                }
                verdicts[item.index] = verdict
            }
        }
        return verdicts.enumerated().map { $1 ?? ClaimVerdict(claims[$0], .cannotVerify, "not checked") }
    }

    /// Where the figures compared came from, crediting each compared indicator's licence (or saying
    /// it is not held): the source line of every output of a check.
    public static func sourceNote(of verdicts: [ClaimVerdict]) -> SourceNote {
        let compared = verdicts.filter { $0.figure != nil }
        let origins = Set(compared.compactMap(\.origin)).sorted()
        let known = Dictionary(
            compared.compactMap { verdict in verdict.indicator.flatMap { code in verdict.licence.map { (code, $0) } } },
            uniquingKeysWith: { first, _ in first })
        return SourceNote(
            origin: origins.isEmpty ? "no figure compared" : origins.joined(separator: "; "), lastUpdated: [],
            licences: LicenceNote(known: known, unknown: compared.compactMap(\.indicator)))
    }

    /// The sum of `year`'s figures of the economies the country list puts in the group `aggregate`
    /// stands for (the world, a region, income level or lending type), and how many were summed; nil
    /// for an aggregate the country list does not classify by (the European Union).
    static func sumOfMembers(
        of aggregate: Country, in year: Int, series: [String: [Int: Double]], countries: [Country]
    ) -> (value: Double, members: Int)? {
        // The world is every economy; another aggregate the group of the same code.
        let members = countries.withoutAggregates.filter { economy in
            aggregate.id == "WLD"
                || [economy.region.id, economy.incomeLevel.id, economy.lendingType.id].contains(aggregate.id)
        }
        let figures = members.compactMap { series[$0.id]?[year] }
        guard !figures.isEmpty else { return nil }
        return (figures.reduce(0, +), figures.count)
    }

    /// Each economy's figures by year in `dataset`.
    private static func figures(in dataset: IndicatorDataset?) -> [String: [Int: Double]] {
        var series: [String: [Int: Double]] = [:]
        for observation in dataset?.observations ?? [] {
            if let value = observation.value { series[observation.economyID, default: [:]][observation.year] = value }
        }
        return series
    }

    /// The figures of `key`'s indicator in each release of the World Development Indicators held
    /// other than the one asked, oldest first; a release that cannot answer is left out.
    private static func otherReleases(of key: AskKey, in source: any StatisticsSource) async
        -> [(release: String, series: [String: [Int: Double]])]
    {
        let held = source.releasesHeld(of: .wdi)
        let asked = key.release ?? held.last
        var found: [(release: String, series: [String: [Int: Double]])] = []
        for release in held where release != asked {
            guard
                let answer = try? await source.asOf(release: release).economyData(
                    indicators: [key.code], period: .history, also: nil, database: .wdi)
            else { continue }
            found.append((release, figures(in: answer.data.datasets.first { $0.indicator == key.code })))
        }
        return found
    }

    /// One indicator of one release: the claims answered by one question.
    private struct AskKey: Hashable {
        let code: IndicatorCode
        let release: String?
    }

    /// The indicator `text` names: a code of the catalogue (or any code when there is no catalogue
    /// to search), else the catalogue's best match for its words.
    static func indicator(_ text: String, in catalogue: IndicatorCatalogue?) -> IndicatorCode? {
        let trimmed = text.trimmingWhitespace
        if let code = IndicatorCode(trimmed.uppercased()), catalogue?.info(code) != nil || catalogue == nil {
            return code
        }
        if let best = catalogue?.search([trimmed]).first { return best.code }
        return IndicatorCode(trimmed.uppercased())
    }

    /// The verdict on `claim` against `figures` (by year) of the economy `name` for `code`.
    static func judge(
        _ claim: Claim, stated: StatedValue, year asked: Int?, figures: [Int: Double], name: String,
        code: IndicatorCode
    ) -> ClaimVerdict {
        guard let year = asked ?? figures.keys.max() else {
            return ClaimVerdict(claim, .cannotVerify, "the World Bank gives no figure of \(name) for \(code)")
        }
        guard let figure = figures[year] else {
            let span = figures.keys.min().map { " (its figures run from \($0) to \(figures.keys.max() ?? $0))" } ?? ""
            return ClaimVerdict(
                claim, .cannotVerify, "the World Bank gives no figure of \(name) for \(code) in \(year)\(span)")
        }
        var verdict: ClaimVerdict
        if stated.isMatched(by: figure) {
            verdict = ClaimVerdict(claim, .match, "")
        } else {
            let off = figure == 0 ? Double.infinity : (stated.value - figure) / abs(figure)
            let kind: ClaimVerdict.Verdict = abs(off) <= 0.05 ? .close : .mismatch
            verdict = ClaimVerdict(
                claim, kind, diagnosis(stated, figure: figure, year: year, figures: figures, off: off))
        }
        verdict.year = year
        verdict.figure = figure
        return verdict
    }

    /// What explains a claim that is not the figure: the figure of another year, a factor of a
    /// thousand, a million or a billion, a percent written as a fraction, the sign; else how far off.
    static func diagnosis(_ stated: StatedValue, figure: Double, year: Int, figures: [Int: Double], off: Double)
        -> String
    {
        let others = figures.filter { $0.key != year && stated.isMatched(by: $0.value) }.keys
        if let nearest = others.min(by: { (abs($0 - year), $0) < (abs($1 - year), $1) }) {
            return "the claim is the figure of \(nearest), not \(year)"
        }
        for (factor, words) in [(1e3, "a thousand"), (1e6, "a million"), (1e9, "a billion")] {
            if StatedValue.matches(figure, stated.value * factor, stated.resolution * factor) {
                return "the claim is the figure divided by \(words): a unit written wrong"
            }
            if StatedValue.matches(figure, stated.value / factor, stated.resolution / factor) {
                return "the claim is the figure times \(words): a unit written wrong"
            }
        }
        if StatedValue.matches(figure, stated.value * 100, stated.resolution * 100) {
            return "a percent written as a fraction: the figure is \(String(fixed: figure, decimals: 2)) %"
        }
        if StatedValue.matches(figure, stated.value / 100, stated.resolution / 100) {
            return "a fraction written as a percent"
        }
        if stated.value != 0, StatedValue.matches(figure, -stated.value, stated.resolution) {
            return "the sign is wrong"
        }
        guard off.isFinite else { return "" }
        return "the claim is " + (off > 0 ? "above" : "below") + " the figure by "
            + String(fixed: abs(off) * 100, decimals: abs(off) < 0.001 ? 3 : 1) + " %"
    }
}
