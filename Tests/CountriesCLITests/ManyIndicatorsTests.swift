import Foundation
import TestSupport
import Testing
import WorldBank

/// A panel of 200 extra indicators in one command, against the loopback fake: four queries, merged
/// in the order asked. The extra indicators' values are SYNTHETIC (the fake makes them up), so only
/// their columns are checked; population and GDP are the Bank's figures and are checked as such.
@Suite struct ManyIndicatorsTests {
    @Test func twoHundredIndicatorsAreFourQueriesMergedInTheOrderAsked() async throws {
        // Asked in reverse catalogue order, so that the order of the columns is the order asked.
        let codes = Array(try SyntheticPanel.codes(200).reversed())
        let (run, log) = try await withFakeWorldBank { server in
            // The four queries are held until all four are in flight: proof that they go together.
            try await server.setFaults([
                FaultRule(.barrier, match: "/indicator/", times: 4, count: 4, timeoutMs: 120_000)
            ])
            // A loaded machine may take its time: the budgets are about the requests, not the clock.
            let run = try await CommandRun.run(
                [
                    "list", "--country", "KEN,UGA", "--indicator", codes.map(\.rawValue).joined(separator: ","),
                    "--year", "2022", "--format", "csv", "--timeout", "300", "--network-budget", "600",
                ], baseURL: server.baseURL.description)
            return (run, try await server.requestLog())
        }
        #expect(run.exitCode == .success, "\(run.stderr)")
        // Population, GDP and the 200: 202 codes in queries of 60, 60, 60 and 22.
        let queries = log.filter { $0.path.contains("/indicator/") }
        #expect(queries.count == 4)
        #expect(queries.map { $0.path.split(separator: ";").count }.sorted() == [22, 60, 60, 60])
        #expect(queries.allSatisfy { $0.parameter("page") == "1" && $0.status == 200 && $0.fault == "barrier" })
        // The 200 labels of their series metadata: four queries of at most 50 codes, beside the data.
        let labels = log.filter { $0.path.hasSuffix("/metadata") }
        #expect(labels.map { $0.path.split(separator: ";").count } == [50, 50, 50, 50])
        #expect(log.count == 9, "the four queries, the four of labels and the country list")

        let csv = CSVDocument(run.stdout)
        let asked = Set(codes.map(\.rawValue))
        #expect(csv.header.filter(asked.contains) == codes.map(\.rawValue))
        #expect(csv.rows.map { csv.field("iso3", of: $0) } == ["KEN", "UGA"])
        for row in csv.rows {
            let code = try #require(csv.field("iso3", of: row))
            #expect(
                csv.field("population", of: row).flatMap(Double.init)
                    == (try SharedFigures.value("SP.POP.TOTL", code, 2022)))
            #expect(
                csv.field("gdp_usd", of: row).flatMap(Double.init)
                    == (try SharedFigures.value("NY.GDP.MKTP.CD", code, 2022)))
        }
    }
}
