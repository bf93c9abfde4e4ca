/// The licence one indicator is published under, as the Bank labels it: `License Type` in the bulk
/// file's series, `License_Type` in the API's series metadata.
///
/// The World Development Indicators are CC BY 4.0 as a whole, but not every series: SIPRI's military
/// expenditure, IEA's energy balances and a few others carry third-party terms, some are CC BY 3.0
/// IGO, and a blank label gives no licence at all (BULK.md section 6). Only the first kind may be
/// called CC BY 4.0.
public struct IndicatorLicence: Sendable, Hashable {
    /// What the label says.
    public enum Kind: Sendable, Hashable {
        /// Creative Commons Attribution 4.0 (`CC BY-4.0`, `CC BY 4.0`).
        case ccBy4
        /// Creative Commons Attribution 3.0 IGO.
        case ccBy3IGO
        /// Anything else: third-party terms apply.
        case otherTerms
        /// An empty label: no licence was given.
        case notGiven
    }

    /// The label as the Bank wrote it, trimmed.
    public let label: String
    /// What it says.
    public let kind: Kind

    /// The licence the label `label` names.
    public init(label: String) {
        self.label = label.trimmingWhitespaceAndNewlines
        let squeezed = self.label.uppercased().filter { $0.isLetter || $0.isNumber || $0 == "." }
        kind =
            switch squeezed {
            case "": .notGiven
            case "CCBY4.0": .ccBy4
            case "CCBY3.0IGO": .ccBy3IGO
            default: .otherTerms
            }
    }

    /// CC BY 4.0, the licence of the World Development Indicators as a whole.
    public static let ccBy4 = IndicatorLicence(label: "CC BY-4.0")

    /// How outputs name it: `CC BY 4.0`, `CC BY 3.0 IGO`, `third-party terms (SIPRI: …)`, `no licence given`.
    public var name: String {
        switch kind {
        case .ccBy4: "CC BY 4.0"
        case .ccBy3IGO: "CC BY 3.0 IGO"
        case .otherTerms: "third-party terms (\(label))"
        case .notGiven: "no licence given"
        }
    }

    /// The licence's deed, where it is a Creative Commons one.
    public var url: String? {
        switch kind {
        case .ccBy4: "https://creativecommons.org/licenses/by/4.0/"
        case .ccBy3IGO: "https://creativecommons.org/licenses/by/3.0/igo/"
        case .otherTerms, .notGiven: nil
        }
    }
}
