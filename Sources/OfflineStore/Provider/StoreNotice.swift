public import WorldBank

/// Something the person should know about an answer that did not stop it: a fallback, an answer
/// not believed, a repaired cache file.
///
/// A value rather than a sentence, so that each layer keeps its own words: ``message`` says the
/// facts, and a program that can point at its own options (a 404 means the base URL it was given
/// is wrong) words those cases itself, from the cause kept here whole.
public enum StoreNotice: Sendable, Hashable {
    /// The API could not be reached or sent an answer that cannot be used (`cause`), so the offline
    /// copies in `copies` (the cache, the bundled snapshot) answered.
    case answeredOffline(cause: WorldBankError, copies: [Origin])
    /// The same for an indicator's description, which a mirrored release or the bundled catalogue
    /// (`from`) gave.
    case describedOffline(cause: WorldBankError, from: Origin)
    /// The live answer to `key` was not believed (`problem`: what it lacked against the copy), so
    /// the offline copy `copy` answered instead.
    case liveAnswerDoubted(key: DatasetKey, problem: String, copy: Origin)
    /// The World Bank has no value of `indicator` for the period of `key`.
    case noFigures(indicator: IndicatorCode, key: DatasetKey)
    /// These values were left out as impossible for a real economy.
    case implausibleLeftOut([Observation])
    /// The cache's path is taken by something that is not a folder: the run goes without a cache.
    case cacheNotAFolder(path: String)
    /// A fresh answer could not be written to the cache; the run goes on with it.
    case cacheNotUpdated(StoreError)
    /// The cache file of `key` could not be read (`reason`) and was left as it is.
    case cacheFileUnreadable(key: DatasetKey, reason: String)
    /// The cache file of `key` was damaged (`damage`) and was removed.
    case damagedCacheFileRemoved(key: DatasetKey, damage: StoreError)
    /// The mirror could not be read (`damage`), so the other copies answered without it.
    case mirrorUnreadable(damage: StoreError)
    /// The list of the World Bank's databases has never been fetched, so only the one built into the
    /// tool, the World Development Indicators, is known.
    case databasesNotFetched
    /// Records of the API's list of databases that are not databases, each with why.
    case databasesLeftOut([String])
    /// Footnotes were wanted, but the offline copy `copy` that answered `key` was stored without
    /// them (the bundled snapshot never holds any): its values are shown without footnotes.
    case footnotesNotHeld(key: DatasetKey, copy: Origin)

    /// One line for people: what happened and what answered instead.
    public var message: String {
        switch self {
        case .answeredOffline(let cause, let copies):
            "\(cause.fallbackReason); answering from \(Self.copiesText(copies))"
        case .describedOffline(let cause, let origin):
            "\(cause.fallbackReason); answering from \(Self.describer(origin))"
        case .liveAnswerDoubted(let key, let problem, let copy):
            "the World Bank API answered the \(key) with \(problem); answering from \(Self.copiesText([copy]))"
        case .noFigures(let indicator, let key):
            "the World Bank has no \(indicator) figures for \(DataProvider.periodText(key))"
        case .implausibleLeftOut(let values): "left out " + EconomyMerger.describe(implausible: values)
        case .cacheNotAFolder(let path): "the cache folder \(path) is not a folder; running without a cache"
        case .cacheNotUpdated(let error): "cannot update the cache: \(error.message)"
        case .cacheFileUnreadable(let key, let reason):
            "cannot read the cache file for the \(key) (\(reason)); it was left as it is"
        case .damagedCacheFileRemoved(let key, let damage):
            "removed a damaged cache file for the \(key) (\(damage.message))"
        case .mirrorUnreadable(let damage): "\(damage.message); answering without the mirror"
        case .databasesNotFetched:
            "the list of the World Bank's databases has not been fetched yet; only the built-in "
                + "World Development Indicators (source 2) are known"
        case .databasesLeftOut(let reasons):
            "left out \(reasons.count) record\(reasons.count == 1 ? "" : "s") of the World Bank's list of databases: "
                + reasons.prefix(5).joined(separator: "; ") + (reasons.count > 5 ? "; …" : "")
        case .footnotesNotHeld(let key, let copy):
            "\(Self.copiesText([copy])) holds no footnotes for \(key); its figures are shown without them"
        }
    }

    /// What gave a description offline: `the mirror's release` or `the bundled catalogue`.
    public static func describer(_ origin: Origin) -> String {
        origin == .mirror ? "the mirror's newest release" : "the bundled catalogue"
    }

    /// `the cache and the bundled snapshot`: the offline copies that answered, in order.
    public static func copiesText(_ copies: [Origin]) -> String {
        copies.map { copy in
            switch copy {
            case .cache: "the cache"
            case .mirror: "the mirror"
            case .snapshot: "the bundled snapshot"
            case .live: "the API"
            }
        }.joined(separator: " and ")
    }
}
