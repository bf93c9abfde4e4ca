import WorldBank

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
