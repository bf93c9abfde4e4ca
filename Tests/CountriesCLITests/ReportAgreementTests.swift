import Foundation
import TestSupport
import Testing
import WorldBank

/// A report's page names each region's total once in its table and again under its trend chart: the
/// two are the same number, or the chart says which economies its point leaves out.
@Suite struct ReportAgreementTests {
    /// `662 M`, `$7.18 T` as a number.
    static func amount(_ text: String) -> Double? {
        let units: [Character: Double] = ["K": 1e3, "M": 1e6, "B": 1e9, "T": 1e12]
        let parts = text.replacingOccurrences(of: "$", with: "").split(separator: " ")
        guard let number = parts.first.flatMap({ Double($0.replacingOccurrences(of: ",", with: "")) }) else {
            return nil
        }
        return number * (parts.count > 1 ? units[parts[1].first ?? " "] ?? 1 : 1)
    }

    @Test(arguments: [[], ["--year", "2023"]])
    func eachChartsLastPointIsTheTablesTotalOrSaysWhoIsLeftOut(arguments: [String]) async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let run = try await CommandRun.run(["report", "--offline", "--out", root.path] + arguments)
        #expect(run.exitCode == .success, "\(run.stderr)")
        let folder = URL(fileURLWithPath: run.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let csv = CSVDocument(try String(contentsOf: folder.appendingPathComponent("countries.csv"), encoding: .utf8))

        // The regions table: name, population, GDP (the first row of each region's name).
        var table: [String: [String]] = [:]
        for match in html.matches(
            of: #/<tr><td class="name">([^<]+)</td><td class="num">([^<]+)</td><td class="num">([^<]+)</td>/#)
        where table[String(match.1)] == nil {
            table[String(match.1)] = [String(match.2), String(match.3)]
        }
        let captions = html.matches(
            of:
                #/<figcaption>([^<]+) <span class="last">([^<]+) in ([0-9]{4})</span>(?: <span class="without">without ([A-Z0-9, ]+?)(?: and ([0-9]+) more)? \(no ([0-9]{4}) figure\)</span>)?</figcaption>/#
        )
        #expect(captions.count == 14, "two charts for each of the seven regions")
        var seen: [String: Int] = [:]
        for caption in captions {
            let name = String(caption.1).replacingOccurrences(of: "&amp;", with: "&")
            let measure = seen[name, default: 0]  // population first, then GDP
            seen[name] = measure + 1
            let (valueKey, yearKey) = measure == 0 ? ("population", "population_year") : ("gdp_usd", "gdp_year")
            let year = String(caption.3)
            let members = csv.rows.filter { csv.field("region", of: $0) == name }
            // A chart that runs past the table's year names another total (a 2023 report's population
            // chart ends in 2024).
            guard members.contains(where: { csv.field(yearKey, of: $0) == year }) else { continue }
            let lacking = members.filter { csv.field(yearKey, of: $0) != year }.compactMap { csv.field("iso3", of: $0) }
            let cell = try #require(table[String(caption.1)], "\(name) is in the regions table")
            if lacking.isEmpty {
                #expect(caption.4 == nil, "\(name): nobody is left out")
                #expect(String(caption.2) == cell[measure], "\(name): the chart's last point is the table's total")
            } else {
                let named = (caption.4.map { $0.split(separator: ", ").map(String.init) } ?? [])
                let more = caption.5.flatMap { Int($0) } ?? 0
                #expect(Set(named).isSubset(of: Set(lacking)), "\(name): \(named) lack a \(year) figure")
                #expect(named.count + more == lacking.count, "\(name): \(lacking) are all counted")
                #expect(String(caption.6 ?? "") == year)
                // The point is the sum of the others' figures of that year, to the three digits shown.
                let reporting = members.filter { csv.field(yearKey, of: $0) == year }
                let values: [Double] = reporting.compactMap { row in csv.field(valueKey, of: row).flatMap(Double.init) }
                let sum = values.reduce(0, +)
                let shown = try #require(Self.amount(String(caption.2)))
                #expect(abs(shown - sum) <= sum * 0.005, "\(name): \(shown) is the sum of \(year), \(sum)")
            }
        }
    }
}
