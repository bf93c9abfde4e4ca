import CountriesAnalysis
import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How fresh a report's figures are, said in plain words at the top of the report.
enum FreshnessText {
    /// "Figures from the World Bank's World Development Indicators, last updated 20 March 2026. This
    /// report used the copy bundled with countries (30 April 2026) because the API could not be reached."
    /// Each database the figures come from is named: "… World Development Indicators and Worldwide
    /// Governance Indicators, …".
    static func sentences(_ freshness: ReportFreshness) -> String {
        let dates = freshness.lastUpdated.map(HumanDate.day(isoDay:))
        let names = freshness.databases.map(ControlCharacters.visible)
        let databases =
            names.count <= 2
            ? names.joined(separator: " and ")
            : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        var text = "Figures from the World Bank's \(databases)"
        text += dates.isEmpty ? "." : ", last updated \(dates.joined(separator: " and "))."
        let reason = freshness.apiUnreachable ? " because the World Bank API could not be reached" : ""
        switch freshness.origin {
        case .live:
            text += " Fetched from the World Bank API for this report."
        case .cache:
            let fetched = HumanDate.time(freshness.fetchedAt ?? .distantPast)
            text += " This report used a copy fetched from the World Bank API on \(fetched)\(reason)."
        case .mirror:
            text += " This report used the mirror of the World Bank's bulk file"
            text += freshness.mirrored.map { " (\($0.text))" } ?? ""
            text += reason.isEmpty ? "." : "\(reason)."
        case .snapshot:
            text +=
                " This report used the copy bundled with countries (\(HumanDate.day(freshness.fetchedAt ?? .distantPast)))"
            text += reason.isEmpty ? ", as it was run offline." : "\(reason)."
        }
        return text
    }
}
