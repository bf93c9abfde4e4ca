import CountriesCLI
import Testing

/// Bad input: one `error:` line naming the value, a `hint:` line with the choices, exit 64, nothing on stdout.
@Suite struct BadInputTests {
    static let cases: [([String], String)] = [
        (["lsit"], "error: unknown command 'lsit'; did you mean 'list'?"),
        (["cache"], "error: missing cache command"),
        (["cache", "purge"], "error: unknown cache command 'purge'"),
        (["list", "--frobnicate"], "error: unknown option '--frobnicate'"),
        (["list", "--regoin", "ssf"], "error: unknown option '--regoin'; did you mean --region?"),
        (["list", "--region"], "error: option --region R needs a value"),
        (["list", "--year", "19x0"], "error: invalid year '19x0'"),
        (["list", "--year", "3000"], "error: invalid year '3000'"),
        (["list", "--year", "1959"], "error: invalid year '1959'"),
        (["list", "--sort", "size"], "error: invalid sort key 'size'"),
        (["list", "--sort", "populaton"], "error: invalid sort key 'populaton'; did you mean 'population'?"),
        (["list", "--format", "xml"], "error: invalid format 'xml'"),
        (["list", "--limit", "0"], "error: invalid --limit '0'"),
        (["list", "--limit", "ten"], "error: invalid --limit 'ten'"),
        (["list", "--max-age", "soon"], "error: invalid --max-age 'soon'"),
        (["list", "--indicator", "SP/POP"], "error: invalid indicator code 'SP/POP'"),
        (["list", "--offline", "--refresh"], "error: --offline and --refresh contradict each other"),
        (["list", "--base-url", "ftp://example.org/v2"], "error: invalid World Bank API URL 'ftp://example.org/v2'"),
        (["list", "--desc=yes"], "error: option --desc takes no value"),
        (["list", "--year", "2022", "--year", "2021"], "error: option --year is given twice"),
        (["list", "extra"], "error: unexpected argument 'extra'"),
        (["list", "--offline", "--region", "Atlantis"], "error: unknown region 'Atlantis'"),
        (["list", "--offline", "--region", "africa"], "error: ambiguous region 'africa': it matches"),
        (
            ["list", "--offline", "--region", "Eurpoe & Central Asia"],
            "error: unknown region 'Eurpoe & Central Asia'; did you mean 'Europe & Central Asia' (ECS)?"
        ),
        (["list", "--offline", "--income", "rich"], "error: unknown income level 'rich'"),
        (["show", "--offline"], "error: missing economy"),
        (["show", "--offline", "Atlantis"], "error: unknown economy 'Atlantis'"),
        (["show", "--offline", "Kenay"], "error: unknown economy 'Kenay'; did you mean 'Kenya'?"),
        (["show", "--offline", "WLD"], "error: 'WLD' is an aggregate (World), not an economy"),
        // What was typed comes back harmless and on one line.
        (["show", "--offline", "K\u{1B}[31mEN"], "error: unknown economy 'K\u{241B}[31mEN'"),
        (["list", "--offline", "-c", "Kenya\nUganda"], "error: unknown economy 'Kenya\u{240A}Uganda'"),
        (
            ["show", "--offline", "virgin islands"],
            "error: ambiguous economy 'virgin islands': it matches 'British Virgin Islands' (VGB), 'Virgin Islands (U.S.)' (VIR)"
        ),
    ]

    @Test(arguments: cases.indices)
    func badInputIsAUsageError(index: Int) async throws {
        let (arguments, message) = Self.cases[index]
        let run = try await CommandRun.run(arguments)

        #expect(run.exitCode == .usage)
        #expect(run.stdout == "")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let errorLine = try #require(lines.first { $0.hasPrefix("error:") })
        #expect(errorLine.hasPrefix(message), "\(errorLine)")
        let hint = try #require(lines.first { $0.hasPrefix("hint:") })
        #expect(hint.count > "hint: ".count)
        #expect(lines.filter { $0.hasPrefix("error:") }.count == 1)
    }

    @Test func anUnknownRegionListsTheValidChoices() async throws {
        let run = try await CommandRun.run(["list", "--offline", "--region", "Atlantis"])
        #expect(
            run.stderr.hasSuffix(
                "hint: valid regions: EAS (East Asia & Pacific), ECS (Europe & Central Asia), LCN (Latin America & Caribbean), "
                    + "MEA (Middle East, North Africa, Afghanistan & Pakistan), NAC (North America), SAS (South Asia), "
                    + "SSF (Sub-Saharan Africa)\n"))
    }

    /// The analysis says which kind of miss a name is; the command line says what to type instead.
    @Test(arguments: [
        ("Atlantis", "give an ISO3 code (KEN), an ISO2 code (KE) or a name; 'countries economies' lists them all"),
        ("virgin islands", "give one of their codes"),
        ("ATA", "'countries economies' lists the economies and aggregates it does"),
        (
            "WLD",
            "use 'countries list --country WLD' for the World Bank's own figures, or 'countries regions' for totals of economies"
        ),
    ])
    func anEconomyThatIsNotOneGetsTheCommandLinesHint(name: String, hint: String) async throws {
        let run = try await CommandRun.run(["show", "--offline", name])
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasSuffix("\nhint: \(hint)\n"), "\(run.stderr)")
    }

    @Test func anUnwritableOutputExits73AndLeavesNothing() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "--format", "csv", "--output", "/nonexistent/folder/x.csv",
        ])
        #expect(run.exitCode == .cannotCreate)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("error: cannot write '/nonexistent/folder/x.csv'"))
    }
}
