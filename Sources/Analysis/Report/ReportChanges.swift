public import WorldBank

/// What moved between the previous report and this one: the "What changed" section.
public struct ReportChanges: Sendable, Hashable {
    /// The newest year with data, per indicator, when it moved (`GDP: 2023 → 2024`).
    public let dataYears: [DataYearChange]
    /// Values revised by more than ``ReportChanges/revisionThreshold``, largest change first.
    public let revisions: [Revision]
    /// Economies that moved to another region or income level.
    public let reclassifications: [Reclassification]
    /// Economies in this report but not the previous one.
    public let added: [EconomyName]
    /// Economies in the previous report but not this one.
    public let removed: [EconomyName]
    /// The World Bank `lastupdated` dates before and after.
    public let lastUpdated: (before: [String], after: [String])

    /// A relative change below this is rounding noise, not a revision (0.5 %).
    public static let revisionThreshold = 0.005

    /// Creates a change set.
    public init(
        dataYears: [DataYearChange], revisions: [Revision], reclassifications: [Reclassification],
        added: [EconomyName], removed: [EconomyName], lastUpdated: (before: [String], after: [String])
    ) {
        self.dataYears = dataYears
        self.revisions = revisions
        self.reclassifications = reclassifications
        self.added = added
        self.removed = removed
        self.lastUpdated = lastUpdated
    }

    /// True when nothing at all changed.
    public var isEmpty: Bool {
        dataYears.isEmpty && revisions.isEmpty && reclassifications.isEmpty && added.isEmpty && removed.isEmpty
            && lastUpdated.before == lastUpdated.after
    }

    public static func == (lhs: ReportChanges, rhs: ReportChanges) -> Bool {
        lhs.dataYears == rhs.dataYears && lhs.revisions == rhs.revisions
            && lhs.reclassifications == rhs.reclassifications && lhs.added == rhs.added && lhs.removed == rhs.removed
            && lhs.lastUpdated.before == rhs.lastUpdated.before && lhs.lastUpdated.after == rhs.lastUpdated.after
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(revisions)
        hasher.combine(added)
        hasher.combine(removed)
    }
}

/// An economy named by id and name, for lists of additions and removals.
public struct EconomyName: Sendable, Hashable, Codable {
    /// ISO3 code.
    public let id: String
    /// Name.
    public let name: String

    /// Creates a name.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// The newest data year of an indicator, before and after.
public struct DataYearChange: Sendable, Hashable {
    /// The indicator.
    public let indicator: IndicatorCode
    /// The newest year before, if any.
    public let before: Int?
    /// The newest year now, if any.
    public let after: Int?

    /// Creates a data-year move.
    public init(indicator: IndicatorCode, before: Int?, after: Int?) {
        self.indicator = indicator
        self.before = before
        self.after = after
    }
}

/// A value the World Bank revised.
public struct Revision: Sendable, Hashable {
    /// The economy.
    public let economy: EconomyName
    /// The indicator.
    public let indicator: IndicatorCode
    /// The year of the value.
    public let year: Int
    /// The value before.
    public let before: Double
    /// The value now.
    public let after: Double

    /// Creates a revision.
    public init(economy: EconomyName, indicator: IndicatorCode, year: Int, before: Double, after: Double) {
        self.economy = economy
        self.indicator = indicator
        self.year = year
        self.before = before
        self.after = after
    }

    /// The relative change (`0.012` is +1.2 %).
    public var relativeChange: Double { before == 0 ? 0 : after / before - 1 }
}

/// An economy that moved to another region or income level.
public struct Reclassification: Sendable, Hashable {
    /// Which classification moved.
    public enum Kind: String, Sendable, Hashable {
        case region
        case incomeLevel = "income level"
    }

    /// The economy.
    public let economy: EconomyName
    /// Region or income level.
    public let kind: Kind
    /// Before.
    public let before: Classification
    /// Now.
    public let after: Classification

    /// Creates a reclassification.
    public init(economy: EconomyName, kind: Kind, before: Classification, after: Classification) {
        self.economy = economy
        self.kind = kind
        self.before = before
        self.after = after
    }
}
