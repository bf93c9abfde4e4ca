import Foundation
import TestSupport
import Testing
import WorldBank

/// `countries check` over claims built from the Bank's own figures (`shared/worldbank`): right,
/// rounded, of another year, in the wrong unit, with the wrong sign, close, far off, and of economies
/// and indicators that do not exist; each must get its verdict and its diagnosis.
@Suite struct ClaimCheckTests {
    /// One claim of the fixture and what it must come to.
    struct Case {
        let economy: String
        let indicator: String
        let value: String
        let verdict: String
        let diagnosis: String?
    }

    /// "54,252,461", as people group digits.
    static func grouped(_ value: Double) -> String {
        let digits = String(Int(value.magnitude))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (value < 0 ? "-" : "") + text
    }

    /// Eight claims for each of 25 economies and aggregates with figures in 2021-2023, and two that
    /// name nothing.
    static func fixture() throws -> [Case] {
        let (p21, p22, p23) = (
            try SharedFigures.values("SP.POP.TOTL", in: 2021), try SharedFigures.values("SP.POP.TOTL", in: 2022),
            try SharedFigures.values("SP.POP.TOTL", in: 2023)
        )
        let gdp = try SharedFigures.values("NY.GDP.MKTP.CD", in: 2022)
        let codes = p22.keys.sorted().filter { code in
            guard let now = p22[code], let before = p21[code], let after = p23[code], gdp[code] != nil else {
                return false
            }
            return now > 1_000_000 && before != now && after != before
        }.prefix(25)
        var cases: [Case] = []
        for code in codes {
            guard let population = p22[code], let before = p21[code], let product = gdp[code] else { continue }
            func off(_ claimed: Double) -> (String, String) {
                let share = (claimed - population) / population
                return (
                    abs(share) <= 0.05 ? "close" : "mismatch",
                    "the claim is \(share > 0 ? "above" : "below") the figure by "
                        + String(format: "%.1f", abs(share) * 100) + " %"
                )
            }
            let yearOff = off(before)
            let near = off((population * 1.03).rounded())
            let far = off((population * 1.5).rounded())
            cases += [
                Case(
                    economy: code, indicator: "SP.POP.TOTL", value: grouped(population), verdict: "match",
                    diagnosis: nil),
                Case(
                    economy: code, indicator: "population", value: String(format: "%.1f million", population / 1e6),
                    verdict: "match", diagnosis: nil),
                Case(
                    economy: code, indicator: "NY.GDP.MKTP.CD", value: String(format: "$%.1f billion", product / 1e9),
                    verdict: "match", diagnosis: nil),
                Case(
                    economy: code, indicator: "SP.POP.TOTL", value: grouped(before), verdict: yearOff.0,
                    diagnosis: "the claim is the figure of 2021, not 2022"),
                Case(
                    economy: code, indicator: "SP.POP.TOTL", value: String(format: "%.1f billion", population / 1e6),
                    verdict: "mismatch", diagnosis: "the claim is the figure times a thousand: a unit written wrong"),
                Case(
                    economy: code, indicator: "SP.POP.TOTL", value: grouped(-population), verdict: "mismatch",
                    diagnosis: "the sign is wrong"),
                Case(
                    economy: code, indicator: "SP.POP.TOTL", value: grouped((population * 1.03).rounded()),
                    verdict: near.0, diagnosis: near.1),
                Case(
                    economy: code, indicator: "SP.POP.TOTL", value: grouped((population * 1.5).rounded()),
                    verdict: far.0, diagnosis: far.1),
            ]
        }
        cases += [
            Case(
                economy: "Narnia", indicator: "SP.POP.TOTL", value: "1 million", verdict: "cannot_verify",
                diagnosis: nil),
            Case(economy: "KEN", indicator: "XX.NOPE.ZZ", value: "1 million", verdict: "cannot_verify", diagnosis: nil),
        ]
        return cases
    }

    /// A CSV field, quoted when it holds a comma.
    static func field(_ text: String) -> String { text.contains(",") ? "\"\(text)\"" : text }

    @Test func everyClaimOfTheFixtureGetsItsVerdictAndDiagnosisOffline() async throws {
        let cases = try Self.fixture()
        #expect(cases.count >= 200)
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("claims.csv")
        let lines =
            ["economy,indicator,year,value"]
            + cases.map { claim in
                [claim.economy, claim.indicator, "2022", claim.value].map(Self.field).joined(separator: ",")
            }
        try (lines.joined(separator: "\r\n") + "\r\n").write(to: file, atomically: true, encoding: .utf8)
        let run = try await CommandRun.run(["check", file.path, "--offline", "--format", "json"], cache: folder)
        #expect(run.exitCode == .datasetsMoved, "\(run.stderr)")
        try JSONSchemaTests.check(run.stdout, is: "claim-check", "check")
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let rows = try #require(document?["rows"] as? [[String: Any]])
        #expect(rows.count == cases.count)
        var wrong = 0
        for (row, expected) in zip(rows, cases) {
            let verdict = row["verdict"] as? String
            let diagnosis = row["diagnosis"] as? String
            let right =
                verdict == expected.verdict && row["economy"] as? String == expected.economy
                && (expected.diagnosis == nil
                    ? (verdict == "cannot_verify" || diagnosis == nil) : diagnosis == expected.diagnosis)
            if !right { wrong += 1 }
            #expect(right, "\(expected.economy) \(expected.indicator) \(expected.value): \(row)")
            if verdict != "cannot_verify" {
                #expect((row["proof"] as? String)?.contains("/v2/country/") == true)
                #expect((row["origin"] as? String)?.hasPrefix("snapshot") == true)
                #expect(row["licence"] as? String == "CC BY 4.0")
            }
        }
        #expect(wrong == 0, "\(wrong) of \(cases.count) verdicts wrong")
        let summary = try #require(document?["summary"] as? [String: Int])
        #expect(summary["cannot_verify"] == 2)
        #expect(summary["match"] == cases.count { $0.verdict == "match" })
    }

    @Test func oneClaimOnTheCommandLineAndAJSONFileAreCheckedTheSameWay() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let one = try await CommandRun.run(
            ["check", "Kenya", "SP.POP.TOTL", "2022", "54.3 million", "--offline", "--format", "csv"], cache: folder)
        #expect(one.exitCode == .success, "\(one.stderr)")
        #expect(one.stdout.contains("Kenya,SP.POP.TOTL,2022,54.3 million,match,,54252461,2022,KEN,SP.POP.TOTL,"))
        let file = folder.appendingPathComponent("claims.json")
        try """
        [{"economy": "Kenya", "indicator": "population", "year": 2022, "value": "54.3 million"},
         {"economy": "KEN", "indicator": "SP.POP.TOTL", "year": "latest", "value": 1}]
        """.write(to: file, atomically: true, encoding: .utf8)
        let json = try await CommandRun.run(["check", file.path, "--offline", "--format", "csv"], cache: folder)
        #expect(json.exitCode == .datasetsMoved)
        let lines = json.stdout.split(whereSeparator: \.isNewline)
        #expect(lines.count == 3)
        #expect(lines.dropFirst().first?.contains(",match,") == true)
        #expect(lines.last?.hasPrefix("KEN,SP.POP.TOTL,latest,1,mismatch,") == true)

        for (arguments, code) in [
            (["check", "Kenya", "SP.POP.TOTL", "2022"], 64),
            (["check", "Kenya", "CC.EST", "2022", "1", "--source", "3"], 64),
            (["check", folder.appendingPathComponent("none.csv").path], 66),
        ] {
            let run = try await CommandRun.run(arguments + ["--offline"], cache: folder)
            #expect(run.exitCode.rawValue == code, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        let bad = folder.appendingPathComponent("bad.csv")
        try "country,indicator,year,value\nKenya,SP.POP.TOTL,2022,1\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try await CommandRun.run(["check", bad.path, "--offline"], cache: folder)
        #expect(refused.exitCode == .dataError)
        #expect(refused.stderr.contains("its header lacks economy"))
        let empty = folder.appendingPathComponent("empty.json")
        try "[]".write(to: empty, atomically: true, encoding: .utf8)
        let nothing = try await CommandRun.run(["check", empty.path, "--offline"], cache: folder)
        #expect(nothing.exitCode == .dataError)
        #expect(nothing.stderr.contains("is not a file of claims: it holds no claim"))
    }

    @Test func anAggregateClaimedAsTheSumOfItsMembersIsSaidSo() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        // The sums countries regions computes over the country list, where they differ from the Bank's aggregates.
        let regions = try await CommandRun.run(
            ["regions", "-y", "2022", "--offline", "--format", "csv"], cache: folder)
        let table = CSVDocument(regions.stdout)
        let sums = table.rows.compactMap { row -> (String, String)? in
            guard let id = table.field("region_id", of: row), let sum = table.field("population", of: row),
                let bank = table.field("bank_population", of: row), sum != bank, !sum.isEmpty, !bank.isEmpty
            else { return nil }
            return (id.isEmpty ? "WLD" : id, sum)
        }
        // East Asia & Pacific and the world: the Bank's aggregates count Taiwan, China, which its country list does not.
        #expect(sums.map(\.0) == ["EAS", "WLD"])
        let file = folder.appendingPathComponent("sums.csv")
        try (["economy,indicator,year,value"] + sums.map { "\($0.0),SP.POP.TOTL,2022,\($0.1)" }).joined(separator: "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let run = try await CommandRun.run(["check", file.path, "--offline", "--format", "csv"], cache: folder)
        let verdicts = CSVDocument(run.stdout)
        #expect(verdicts.rows.count == sums.count)
        for row in verdicts.rows {
            let diagnosis = verdicts.field("diagnosis", of: row) ?? ""
            #expect(["close", "mismatch"].contains(verdicts.field("verdict", of: row)), "\(row)")
            #expect(
                diagnosis.hasPrefix("the claim is the sum of the ")
                    && diagnosis.hasSuffix(" the country list classifies, not the Bank's aggregate"), "\(row)")
        }
    }
}
