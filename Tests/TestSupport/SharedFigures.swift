import Foundation
import WorldBank

/// The World Bank's own figures, read from the CSV files the fake API serves (copies of
/// `shared/worldbank`), so that tests compare outputs with the source and not with themselves.
public enum SharedFigures {
    /// The value of `indicator` for the entry `code` (ISO3) in `year`, `nil` when the Bank has none.
    public static func value(_ indicator: String, _ code: String, _ year: Int) throws -> Double? {
        try values(indicator, in: year)[code]
    }

    /// Every entry's value of `indicator` in `year`, by ISO3 code.
    public static func values(_ indicator: String, in year: Int) throws -> [String: Double] {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/TestSupport/FakeWorldBank/data/\(indicator).csv")
        // Rows are `Country Name,Country Code,Year,Value`; names may be quoted and hold commas.
        let document = CSVDocument(try String(contentsOf: url, encoding: .utf8))
        var values: [String: Double] = [:]
        for row in document.rows where document.field("Year", of: row) == "\(year)" {
            if let code = document.field("Country Code", of: row),
                let value = document.field("Value", of: row).flatMap(Double.init)
            {
                values[code] = value
            }
        }
        return values
    }
}
