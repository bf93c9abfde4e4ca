import Foundation
public import WorldBank

/// Real codes of the World Development Indicators whose values the fake server makes up
/// (SYNTHETIC, see `FakeWorldBank/synthetic_indicators.py`): the many indicators of a panel, for
/// plumbing and scale tests only. No test may present their values as the Bank's; population and
/// GDP keep their real figures and are left out here.
public enum SyntheticPanel {
    /// The first `count` codes of the fake's catalogue (`data/wdi-codes.csv`), in its order.
    public static func codes(_ count: Int) throws -> [IndicatorCode] {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/TestSupport/FakeWorldBank/data/wdi-codes.csv")
        let document = CSVDocument(try String(contentsOf: url, encoding: .utf8))
        let codes = document.rows.compactMap { document.field("id", of: $0).flatMap(IndicatorCode.init) }
            .filter { !IndicatorCode.core.contains($0) }
        return Array(codes.prefix(count))
    }
}
