/// What an output says of its figures' licences: each indicator's, as far as this machine knows it,
/// worded once for the whole output.
///
/// The Bank labels every series on its own (`License Type`): most are CC BY 4.0, some carry
/// third-party terms (SIPRI's military expenditure) or CC BY 3.0 IGO. An output must never call such
/// a series CC BY 4.0, so an indicator whose label is not held is said to be unknown, not assumed.
public struct LicenceNote: Sendable, Hashable {
    /// The licences known, by indicator.
    public let known: [IndicatorCode: IndicatorLicence]
    /// The indicators whose licence no copy on this machine states, in order.
    public let unknown: [IndicatorCode]

    /// The licences of figures of `known`'s indicators and of `unknown`'s (none: figures without an
    /// indicator, such as the country list, which the Bank publishes under CC BY 4.0).
    public init(known: [IndicatorCode: IndicatorLicence] = [:], unknown: [IndicatorCode] = []) {
        self.known = known
        self.unknown = unknown.filter { known[$0] == nil }
    }

    /// Population and GDP, labelled `CC BY-4.0` in the releases BULK.md reports (the series it names
    /// with other labels are SIPRI's, IEA's, ITU's, WDPA's, FAO's and the WBL indices): what the
    /// bundled snapshot's figures are published under when no mirror states a label of its own.
    public static let coreSeries: [IndicatorCode: IndicatorLicence] = Dictionary(
        uniqueKeysWithValues: IndicatorCode.core.map { ($0, IndicatorLicence.ccBy4) })

    /// True when every indicator is known to be CC BY 4.0.
    public var isCCBy4: Bool { unknown.isEmpty && known.values.allSatisfy { $0.kind == .ccBy4 } }

    /// The licence's deed when all the figures share one Creative Commons licence, else nil.
    public var url: String? {
        guard unknown.isEmpty else { return nil }
        let urls = Set(known.values.map(\.url))
        return urls.count <= 1 ? (urls.first ?? IndicatorLicence.ccBy4.url) : nil
    }

    /// The words of the credit's parenthesis (``text(databases:)``) for figures of one database.
    public var text: String { text(databases: 1) }

    /// The words of the credit's parenthesis for figures of `databases` databases: `CC BY 4.0`;
    /// `third-party terms (SIPRI: …)` when all share one other label; `licences differ by indicator:
    /// MS.MIL.XPND.CD third-party terms (…), the rest CC BY 4.0` when they are mixed, said once; and
    /// the indicators whose label is not held.
    public func text(databases: Int) -> String {
        let other = known.filter { $0.value.kind != .ccBy4 }.sorted { $0.key < $1.key }
        let free = known.count - other.count
        let notHeld = unknown.isEmpty ? nil : "the licence of \(Self.list(unknown)) is not held on this machine"
        if other.isEmpty {
            let whole =
                databases > 1
                ? "CC BY 4.0 for each database as a whole, but " : "CC BY 4.0 for the database as a whole, but "
            return notHeld.map { whole + $0 } ?? IndicatorLicence.ccBy4.name
        }
        if free == 0, unknown.isEmpty, Set(other.map(\.value)).count == 1 { return other[0].value.name }
        let parts =
            other.map { "\($0.key) \($0.value.name)" } + (free > 0 ? ["the rest CC BY 4.0"] : [])
            + (notHeld.map { [$0] } ?? [])
        // Commas, not semicolons: a workbook splits the source statement at "; ".
        return "licences differ by indicator: " + parts.joined(separator: ", ")
    }

    /// `A`, `A and B`, `A, B, C and 4 more`.
    private static func list(_ codes: [IndicatorCode]) -> String {
        let named = codes.prefix(3).map(\.rawValue)
        let more = codes.count - named.count
        if more > 0 { return named.joined(separator: ", ") + " and \(more) more" }
        return named.count <= 1
            ? named.joined() : named.dropLast().joined(separator: ", ") + " and " + (named.last ?? "")
    }
}
