import Foundation

/// The World Bank's own figures, read from the CSV files the fake API serves (copies of
/// `shared/worldbank`), so that tests compare outputs with the source and not with themselves.
public enum SharedFigures {
    /// The value of `indicator` for the entry `code` (ISO3) in `year`, `nil` when the Bank has none.
    public static func value(_ indicator: String, _ code: String, _ year: Int) throws -> Double? {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/TestSupport/FakeWorldBank/data/\(indicator).csv")
        let text = try String(contentsOf: url, encoding: .utf8)
        // Rows are `Country Name,Country Code,Year,Value`; names may be quoted and hold commas.
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, fields[fields.count - 3] == code, fields[fields.count - 2] == "\(year)" else {
                continue
            }
            return Double(fields[fields.count - 1].trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return nil
    }

    /// Every entry's value of `indicator` in `year`, by ISO3 code.
    public static func values(_ indicator: String, in year: Int) throws -> [String: Double] {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/TestSupport/FakeWorldBank/data/\(indicator).csv")
        var values: [String: Double] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).suffix(3).map(String.init)
            if fields.count == 3, fields[1] == "\(year)", let value = Double(fields[2]) { values[fields[0]] = value }
        }
        return values
    }
}
