import Foundation
import TestSupport
import Testing

/// `countries revisions` lists exactly the figures the fake's synthetic second edition changed, in
/// every format, and the cache holds at most three editions of a dataset.
@Suite struct RevisionsCommandTests {
    static let source =
        "Source: World Bank, World Development Indicators (CC BY 4.0); lastupdated 2026-07-01; "
        + "cache (the two newest editions held)"

    /// A cache holding both editions of the 2022 datasets: asked before and after the fake moved
    /// to its second edition; then `body` with a way to run `revisions` against that cache (which
    /// makes no request: the API root only picks the cache's folder).
    static func withTwoEditions(_ body: (_ run: ([String]) async throws -> CommandRun, URL) async throws -> Void)
        async throws
    {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let first = try await CommandRun.run(["list", "--year", "2022", "-f", "csv"], baseURL: base, cache: folder)
            #expect(first.exitCode == .success, "\(first.stderr)")
            try await server.serveSecondEdition(lastUpdated: "2026-07-01")
            let second = try await CommandRun.run(
                ["list", "--year", "2022", "--refresh", "-f", "csv"], baseURL: base, cache: folder)
            #expect(second.exitCode == .success, "\(second.stderr)")
            // CSV and TSV end their lines with CR LF (RFC 4180); compared here as lines.
            try await body(
                {
                    var run = try await CommandRun.run($0, baseURL: base, cache: folder)
                    run = CommandRun(
                        arguments: run.arguments, exitCode: run.exitCode,
                        stdout: run.stdout.replacing("\r\n", with: "\n"), stderr: run.stderr)
                    return run
                }, folder)
        }
    }

    @Test func theChangedFiguresAreListedExactlyInEveryFormat() async throws {
        try await Self.withTwoEditions { revisions, cache in
            let csv = try await revisions(["revisions", "-f", "csv"])
            #expect(
                csv.stdout == """
                    iso3,name,indicator,year,before,after,change_pct,source
                    KEN,Kenya,SP.POP.TOTL,2022,54252461,54794986,1.000001,"\(Self.source)"

                    """)
            let tsv = try await revisions(["revisions", "-f", "tsv"])
            #expect(
                tsv.stdout == "iso3\tname\tindicator\tyear\tbefore\tafter\tchange_pct\tsource\n"
                    + "KEN\tKenya\tSP.POP.TOTL\t2022\t54252461\t54794986\t1.000001\t\(Self.source)\n")
            let json = try await revisions(["revisions", "-f", "json"])
            try JSONSchemaTests.check(json.stdout, is: "revisions", "revisions -f json")
            let document = try JSONNode(parsing: Data(json.stdout.utf8))
            #expect(document["rows"] == .array([.object(VerifyCommandTests.expectedRows[0])]))
            #expect(
                document["editions"]
                    == .array(
                        ["NY.GDP.MKTP.CD@2022", "SP.POP.TOTL@2022"].map {
                            .object([
                                "dataset": .string($0), "lastupdated_before": .string("2026-03-20"),
                                "lastupdated_after": .string("2026-07-01"),
                            ])
                        }))
            let markdown = try await revisions(["revisions", "-f", "markdown"])
            #expect(
                markdown.stdout.hasPrefix(
                    """
                    | ISO3 | Name | Indicator | Year | Before | After | Change |
                    | --- | --- | --- | --- | ---: | ---: | ---: |
                    | KEN | Kenya | SP.POP.TOTL | 2022 | 54252461 | 54794986 | +1.0% |

                    """))
            let table = try await revisions(["revisions"])
            #expect(
                table.stdout.hasPrefix(
                    """
                    ISO3  Name   Indicator    Year    Before     After  Change
                    ──────────────────────────────────────────────────────────
                    KEN   Kenya  SP.POP.TOTL  2022  54252461  54794986   +1.0%
                    1 figure differs between the two newest editions of 2 datasets held:
                    """))
            for run in [csv, tsv, json, markdown, table] { #expect(run.exitCode == .success, "\(run.stderr)") }
        }
    }

    @Test func theFiltersKeepOnlyTheFiguresAsked() async throws {
        try await Self.withTwoEditions { revisions, cache in
            let header = "iso3,name,indicator,year,before,after,change_pct,source\n"
            for filter in [["--country", "UGA"], ["--year", "2010:2021"], ["--indicator", "NY.GDP.MKTP.CD"]] {
                let run = try await revisions(["revisions", "-f", "csv"] + filter)
                #expect(run.exitCode == .success, "\(run.stderr)")
                #expect(run.stdout == header, "\(filter)")
            }
            let kenya = try await revisions(
                ["revisions", "-f", "csv", "-c", "Kenya", "-y", "2022", "--indicator", "SP.POP.TOTL"])
            #expect(kenya.stdout.split(separator: "\n").count == 2)
            #expect(kenya.stdout.contains("KEN,Kenya,SP.POP.TOTL,2022,54252461,54794986,1.000001,"))
        }
    }

    @Test func cacheInfoNamesTheEarlierEditionsAndCacheClearRemovesThem() async throws {
        try await Self.withTwoEditions { revisions, cache in
            let info = try await revisions(["cache", "info"])
            let editions = info.stdout.split(separator: "\n").filter { $0.contains("~1") }
            #expect(editions.count == 2)
            #expect(editions.allSatisfy { $0.hasSuffix("(earlier edition 1, lastupdated 2026-03-20)") })
            let clear = try await revisions(["cache", "clear"])
            #expect(clear.stderr == "removed 5 cached answers from \(cache.path)\n")
            let empty = try await revisions(["revisions", "-f", "csv"])
            #expect(empty.stdout == "iso3,name,indicator,year,before,after,change_pct,source\n")
        }
    }
}
