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
    public let lastUpdated: Releases

    /// The `lastupdated` dates of the previous report's data and of this one's.
    public struct Releases: Sendable, Hashable {
        /// The previous report's.
        public let before: [String]
        /// This report's.
        public let after: [String]
    }

    /// A relative change below this is rounding noise, not a revision (0.5 %).
    public static let revisionThreshold = 0.005

    /// True when nothing at all changed.
    public var isEmpty: Bool {
        dataYears.isEmpty && revisions.isEmpty && reclassifications.isEmpty && added.isEmpty && removed.isEmpty
            && lastUpdated.before == lastUpdated.after
    }
}
