public import Observation

// Scoped imports: WorldBank has a type named `Observation` that would shadow the Observation module
// the `@Observable` macro expands to.
public import struct WorldBank.Economy

/// The economies of one answer and the question asked of them, for a screen that changes the
/// question: the listing follows the query.
///
/// `@Observable` and `@MainActor`, the shape a SwiftUI screen binds to: an app sets ``query`` from
/// its controls and reads ``listing``. The work is the pure ``Listing/make(economies:aggregates:query:)``,
/// which the command line calls directly; everything handed out is an immutable value, so renderers
/// stay pure functions that run anywhere.
@Observable @MainActor public final class ReportModel {
    /// Every real economy of the answer, in country-list order.
    public let economies: [Economy]
    /// The World Bank's own aggregates (World, regions, income groups), shown only when a query
    /// names them and never added into totals.
    public let aggregates: [Economy]
    /// What the listing shows.
    public var query: ListQuery

    /// Creates a model over merged economies and aggregates.
    public init(economies: [Economy] = [], aggregates: [Economy] = [], query: ListQuery = ListQuery()) {
        self.economies = economies
        self.aggregates = aggregates
        self.query = query
    }

    /// The listing ``query`` asks for: filtered, sorted, limited, grouped by region, with totals.
    public var listing: Listing {
        Listing.make(economies: economies, aggregates: aggregates, query: query)
    }
}
