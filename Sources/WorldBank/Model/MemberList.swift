#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The members the API lists for one of the Bank's groups (`/v2/country?region=EUU`), with when and
/// where they were asked: the country list says who belongs to its regions, income levels and lending
/// types, but only this answer says who belongs to the European Union, the OECD or the small states,
/// so every output that uses it names it as the source.
public struct MemberList: Sendable, Hashable {
    /// The group's code, as the country list's aggregate has it (`EUU`).
    public let group: String
    /// The entries the API listed, as it sent them (economies, and whatever else a hostile answer
    /// holds: the analysis keeps only the economies of the country list).
    public let members: [Country]
    /// The request that answered, as it may be shown (no user name or password).
    public let request: String
    /// When the API answered it.
    public let fetchedAt: Date

    /// Creates a member list.
    public init(group: String, members: [Country], request: String, fetchedAt: Date) {
        self.group = group
        self.members = members
        self.request = request
        self.fetchedAt = fetchedAt
    }
}
