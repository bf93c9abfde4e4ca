/// A value together with the year it describes, so that a "latest" figure always says how old it is.
public struct YearValue: Sendable, Hashable, Codable {
    /// The calendar year of the value.
    public let year: Int
    /// The value.
    public let value: Double

    /// Creates a dated value.
    public init(year: Int, value: Double) {
        self.year = year
        self.value = value
    }
}
