/// An economy named by id and name, for lists of additions and removals.
public struct EconomyName: Sendable, Hashable, Codable {
    /// ISO3 code.
    public let id: String
    /// Name.
    public let name: String
}
