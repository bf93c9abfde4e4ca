/// A name an economy goes by outside the World Bank's list: ISO 3166 short, official and common
/// names, and what people write that no standard holds (`UK`, `Ivory Coast`), by ISO3 code.
public struct EconomyAlias: Sendable, Hashable {
    /// The ISO3 code, the Bank's id for the economies it lists.
    public let code: String
    /// The ISO 3166 two-letter code, when known.
    public let iso2: String
    /// The name.
    public let name: String

    /// An alias of the economy `code`.
    public init(code: String, iso2: String = "", name: String) {
        self.code = code.uppercased()
        self.iso2 = iso2.uppercased()
        self.name = name
    }
}
