import CountriesCLI
import Testing

/// Every command and format on the bundled snapshot, against recorded transcripts.
@Suite struct GoldenOutputTests {
    static let cases: [(String, [String])] = [
        ("list-2022-table.txt", ["list", "--offline", "--year", "2022"]),
        ("list-ssf-2022-table.txt", ["list", "--offline", "--region", "Sub-Saharan Africa", "--year", "2022"]),
        (
            "list-high-income-top10.txt",
            ["list", "--offline", "--income", "high", "--sort", "gdp-per-capita", "--desc", "--limit", "10"]
        ),
        ("list-2022.csv.txt", ["list", "--offline", "--year", "2022", "--format", "csv"]),
        ("list-ssf-2022.json.txt", ["list", "--offline", "--year", "2022", "--region", "ssf", "--format", "json"]),
        ("list-2022.md.txt", ["list", "--offline", "--year", "2022", "--format", "markdown"]),
        ("list-latest-south-asia.txt", ["list", "--offline", "--region", "south asia"]),
        ("regions-2022-table.txt", ["regions", "--offline", "--year", "2022"]),
        ("regions-2022.csv.txt", ["regions", "--offline", "--year", "2022", "--format", "csv"]),
        ("regions-latest.json.txt", ["regions", "--offline", "--format", "json"]),
        ("regions-2022.md.txt", ["regions", "--offline", "--year", "2022", "--format", "markdown"]),
        ("show-ken-table.txt", ["show", "--offline", "KEN"]),
        ("show-kor.json.txt", ["show", "--offline", "Korea, Rep.", "--format", "json"]),
        ("show-hk.csv.txt", ["show", "--offline", "HK", "--format", "csv"]),
        ("show-isr.md.txt", ["show", "--offline", "israel", "--format", "markdown"]),
        (
            "list-range-ken-uga-tza-ssf.txt",
            ["list", "--offline", "--country", "KEN,UG,tanzania,SSF", "--year", "2020:2022"]
        ),
        ("list-range-wide-nac.txt", ["list", "--offline", "--region", "NAC", "--year", "2019:2022", "--wide"]),
        (
            "list-range-wide-nac.csv.txt",
            ["list", "--offline", "--region", "NAC", "--year", "2019:2022", "--wide", "--format", "csv"]
        ),
        (
            "list-range-ken.json.txt",
            ["list", "--offline", "--country", "KEN", "--year", "2021:2022", "--format", "json"]
        ),
        (
            "list-range-wide-nac.json.txt",
            ["list", "--offline", "-r", "NAC", "-y", "2021:2022", "--wide", "--growth", "--rank", "-f", "json"]
        ),
        ("indicators-show-population.json.txt", ["indicators", "show", "SP.POP.TOTL", "--offline", "-f", "json"]),
        ("list-aggregates-2022.txt", ["list", "--offline", "--country", "KEN,WLD,SSF,HIC", "--year", "2022"]),
        ("list-nac-2024-gaps.txt", ["list", "--offline", "--region", "NAC", "--year", "2024"]),
        ("regions-range.csv.txt", ["regions", "--offline", "--year", "2021:2022", "--format", "csv"]),
        ("show-ken-uga-tza.txt", ["show", "--offline", "KEN", "UGA", "TZA"]),
        ("show-ken-uga.csv.txt", ["show", "--offline", "KEN", "UGA", "--years", "3", "--format", "csv"]),
        ("indicators-life-expectancy.txt", ["indicators", "life", "expectancy"]),
        ("indicators-show-offline.txt", ["indicators", "show", "SP.DYN.LE00.IN", "--offline"]),
        ("indicators-help.txt", ["indicators", "--help"]),
        (
            "list-growth-ken-uga.csv.txt",
            ["list", "--offline", "--country", "KEN,UGA", "--year", "2019:2022", "--growth", "--format", "csv"]
        ),
        (
            "list-growth-rank-wide.md.txt",
            [
                "list", "--offline", "--region", "NAC", "--year", "2012:2022", "--growth", "--rank", "--wide", "-f",
                "markdown",
            ]
        ),
        (
            "list-share-rank-ssf.txt",
            [
                "list", "--offline", "-r", "ssf", "-y", "2022", "--share", "--rank", "--sort", "gdp", "--desc",
                "--limit", "5",
            ]
        ),
        (
            "list-share-rank-eac.json.txt",
            ["list", "--offline", "-c", "KEN;UGA;TZA", "-y", "2022", "--share", "--rank", "--format", "json"]
        ),
        ("economies-korea.txt", ["economies", "korea"]),
        ("help.txt", ["--help"]),
        ("list-help.txt", ["list", "--help"]),
        ("regions-help.txt", ["regions", "--help"]),
        ("show-help.txt", ["show", "--help"]),
        ("version.txt", ["--version"]),
    ]

    @Test(arguments: cases.map(\.0))
    func outputMatchesTheRecordedTranscript(name: String) async throws {
        let arguments = try #require(Self.cases.first { $0.0 == name }?.1)
        let run = try await CommandRun.run(arguments)
        #expect(run.exitCode == .success)
        Golden.check(run.transcript, against: name)
    }

    @Test func aNarrowTerminalDropsColumnsInsteadOfWrapping() async throws {
        let run = try await CommandRun.run(
            ["list", "--offline", "--year", "2022", "--region", "NAC"],
            environment: ["COLUMNS": "60", "NO_COLOR": "1"],
            terminal: true)
        let widest = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("Source:") }.map(\.count).max()
        #expect((widest ?? 0) <= 60)
        #expect(!run.stdout.contains("\u{1B}["))
        #expect(!run.stdout.contains("Washington"), "the capital column goes first")
        Golden.check(run.transcript, against: "list-nac-narrow.txt")
    }

    @Test func showDrawsSparklinesOnlyOnATerminal() async throws {
        let terminal = try await CommandRun.run(
            ["show", "--offline", "KEN"], environment: ["NO_COLOR": "1"], terminal: true)
        let piped = try await CommandRun.run(["show", "--offline", "KEN"])
        #expect(terminal.stdout.contains("\nPopulation  ▁▁▂▃▄▄▅▆▇█\n"))
        #expect(terminal.stdout.contains("\nGDP         ▁▁▂▄▅▅▇█▇ \n"))
        #expect(!piped.stdout.contains("▁"))
    }
}
