import CountriesCLI
import Testing

/// A permanent table of bad command lines, as an adversary would type them: every one exits 64 with
/// exactly one `error:` line and a `hint:` line, prints nothing on stdout, and makes no request.
@Suite struct BadCommandLineTableTests {
    /// Bad values for an option of every data command, crossed with the commands that take it.
    static let perCommand: [[String]] = {
        let commands = [["list"], ["regions"], ["report"], ["show", "KEN"], ["indicators", "show", "SP.POP.TOTL"]]
        let values: [[String]] = [
            ["--max-age", "soon"], ["--max-age", "-5s"], ["--max-age", "1e300"], ["--max-age", "99999999d"],
            ["--timeout", "0"], ["--timeout", "-1"], ["--timeout", "1e300"], ["--deadline", "0"],
            ["--deadline", "abc"], ["--deadline", "1e19"], ["--network-budget", "0"], ["--base-url", "ftp://x/v2"],
            ["--base-url", "not a url"], ["--base-url", "http://exa mple.com/v2"], ["--offline", "--online"],
            ["--offline", "--refresh"], ["--frobnicate"],
            ["-z"], ["--timeout"],
        ]
        return commands.flatMap { command in values.map { command + $0 } }
    }()

    /// Bad values of the options one command takes.
    static let specific: [[String]] = [
        ["list", "--year", "abc"], ["list", "--year", "1959"], ["list", "--year", "3000"],
        ["list", "--year", "2022:2010"],
        ["list", "--year", "2010:abc"], ["list", "--year", "1e9"], ["list", "--year", "-1"], ["list", "--year", ""],
        ["list", "--year", "2010:2012:2014"], ["list", "--limit", "0"], ["list", "--limit", "-1"],
        ["list", "--limit", "10001"], ["list", "--limit", "1e3"], ["list", "--limit", "99999999999999999999"],
        ["list", "--format", "xml"], ["list", "--format", ""], ["list", "--sort", "size"], ["list", "--region", ""],
        ["list", "--region", "Atlantis"], ["list", "--income", "rich"], ["list", "--country", ""],
        ["list", "--country", ",,"], ["list", "--country", "Atlantis"], ["list", "--indicator", "SP/POP"],
        ["list", "--indicator", "SP.DYN.LE00.INX"], ["list", "-o", "same.csv", "--manifest", "./same.csv"],
        ["list", "--wide"], ["list", "--desc=yes"], ["list", "extra"],
        ["list", "--year", "2022", "--year", "2021"], ["regions", "--year", "abc"], ["regions", "--format", "yaml"],
        ["report", "--year", "2010:2012"], ["report", "--keep", "0"], ["report", "--region", "Atlantis"],
        ["schedule", "--at", "25:00"], ["schedule", "--at", "12:60"], ["schedule", "--at", "noon"],
        ["schedule", "--keep", "0"], ["schedule", "--every", "year"], ["schedule", "--out", "/srv/a\u{7}b"],
        ["show"], ["show", "Atlantis"], ["show", "--years", "0"], ["show", "--years", "66"],
        ["show", "WLD"], ["indicators"], ["indicators", "zzzqqq"], ["indicators", "show"],
        ["indicators", "show", "SP/POP"], ["completions"], ["completions", "tcsh"], ["cache"], ["cache", "purge"],
        ["snapshot"], ["lsit"], ["manual", "extra"], ["mcp", "--http", "nonsense"], ["mcp", "--http", "65536"],
        ["mcp", "--http", "127.0.0.1:"], ["mcp", "--http", ":8080"], ["mcp", "--http", "host name:8080"],
        ["mcp", "--http", "-1"],
        // Accepted once, though wrong: a sign, a missing unit, a one-digit minute, empty values and paths,
        // a padded year, words after --version, a port no TCP has.
        ["list", "--limit", "+5"], ["list", "--max-age", "24"], ["schedule", "--at", "06:5"],
        ["list", "--indicator", ""], ["list", "--indicator", "SP.POP.TOTL,"], ["list", "--year", " 2022"],
        ["--version", "extra"], ["-V", "extra"], ["schedule", "--out", ""], ["report", "--out", ""],
        ["list", "--output", ""], ["snapshot", "update", "--data-dir", ""],
        ["list", "--base-url", "http://127.0.0.1:99999/v2"],
    ]

    static let cases = perCommand + specific

    @Test func thereAreAtLeastEightyCases() {
        #expect(Self.cases.count >= 80)
    }

    @Test(arguments: cases.indices)
    func aBadCommandLineExits64WithOneErrorAndAHint(index: Int) async throws {
        let arguments = Self.cases[index]
        let run = try await CommandRun.run(arguments)

        #expect(run.exitCode == .usage, "\(arguments): \(run.stderr)")
        #expect(run.stdout == "", "\(arguments)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("error: ") }.count == 1, "\(arguments): \(run.stderr)")
        #expect(lines.contains { $0.hasPrefix("hint: ") && $0.count > 8 }, "\(arguments)")
    }
}
