public import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What every answer of a ``DataProvider`` carries besides its figures: where they came from, what
/// the person should know, and the requests it took.
public protocol ProviderAnswer: Sendable {
    /// Things the person should know, one line each (fallbacks, repaired cache files).
    var notices: [StoreNotice] { get }
    /// The HTTP exchanges made for this answer, each try on its own.
    var requests: [RequestRecord] { get }
    /// What every output says about these figures; see ``ProvidedData/sourceNote(now:)``.
    func sourceNote(now: Date?) -> SourceNote
}
