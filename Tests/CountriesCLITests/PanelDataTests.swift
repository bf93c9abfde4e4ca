import CountriesCLI
import Foundation
import TestSupport
import Testing
import WorldBank

/// Year ranges, long and wide, chosen economies and the World Bank's aggregates, checked against
/// the Bank's own figures in shared/worldbank.
@Suite struct PanelDataTests {
    /// The CSV records of `text`, the header first.
    static func records(_ text: String) -> [[String]] {
        let document = CSVDocument(text)
        return [document.header] + document.rows
    }

    @Test func aRangeIsLongByDefaultWithOneRowPerEconomyAndYear() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "--country", "KEN,UG,tanzania", "--year", "2010:2022", "--format", "csv",
        ])
        #expect(run.exitCode == .success)
        let records = Self.records(run.stdout)
        let header = try #require(records.first)
        #expect(
            header == [
                "iso3", "iso2", "name", "region_id", "region", "income_id", "income", "year", "population", "gdp_usd",
                "gdp_per_capita_usd", "source",
            ])
        let rows = records.dropFirst()
        #expect(rows.count == 3 * 13)
        #expect(
            rows.map { $0[0] } == Array(repeating: "KEN", count: 13) + Array(repeating: "UGA", count: 13)
                + Array(repeating: "TZA", count: 13))
        for row in rows {
            let year = try #require(Int(row[7]))
            #expect(Double(row[8]) == (try SharedFigures.value("SP.POP.TOTL", row[0], year)), "\(row[0]) \(year)")
            #expect(Double(row[9]) == (try SharedFigures.value("NY.GDP.MKTP.CD", row[0], year)), "\(row[0]) \(year)")
        }
    }

    @Test func latestValuesMoveLittleDataInOneRoundTripAndStaySameYear() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (run, log) = try await withFakeWorldBank { server in
            // All three requests are held until all are in flight: proof that they go together.
            try await server.setFaults([FaultRule(.barrier, times: 3, count: 3, timeoutMs: 120_000)])
            // On a starved machine the third request may start more than the default 30 s after the
            // first, which would then be timed out and asked again while held: a longer request
            // timeout keeps the count about the requests the command makes, not about the machine.
            let run = try await CommandRun.run(
                ["list", "--country", "VEN", "--format", "csv", "--timeout", "300"],
                baseURL: server.baseURL.description, cache: cache)
            return (run, try await server.requestLog())
        }
        #expect(run.exitCode == .success)
        #expect(log.count == 3)
        #expect(log.map(\.bytes).reduce(0, +) <= 1_000_000, "\(log.map(\.bytes))")
        #expect(log.allSatisfy { $0.fault == "barrier" }, "the country list, the newest values and recent population")
        #expect(log.contains { $0.query.contains("mrnev=1") } && log.contains { $0.query.contains("mrv=14") })
        try Self.expectVenezuelaDividesByItsGDPYear(run)
    }

    @Test func aNewestGDPOlderThanTheRecentYearsCostsOneMoreRoundTrip() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        // A later release whose last year is 2030: the 14 recent years (2017-2030) miss Venezuela's GDP year.
        let (run, log) = try await withFakeWorldBank(lastYear: 2030) { server in
            let run = try await CommandRun.run(
                ["list", "--country", "VEN", "--format", "csv"], baseURL: server.baseURL.description, cache: cache)
            return (run, try await server.requestLog())
        }
        #expect(run.exitCode == .success)
        #expect(log.count == 4)
        let second = try #require(log.first { $0.query.contains("date=") })
        #expect(second.query.contains("date=2011:2023"), "\(second.query)")
        #expect(log.filter { $0 != second }.allSatisfy { ($0.completion ?? .infinity) <= second.arrival })
        try Self.expectVenezuelaDividesByItsGDPYear(run)
    }

    /// Venezuela's newest GDP is of 2014: its GDP per capita divides by its population of 2014.
    static func expectVenezuelaDividesByItsGDPYear(_ run: CommandRun) throws {
        let csv = CSVDocument(run.stdout)
        let row = try #require(csv.rows.first { $0.first == "VEN" })
        let gdp = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "VEN", 2014))
        let people = try #require(try SharedFigures.value("SP.POP.TOTL", "VEN", 2014))
        #expect(csv.field("name", of: row) == "Venezuela, RB")
        #expect(csv.field("gdp_year", of: row) == "2014", "Venezuela's latest GDP is of 2014")
        #expect(
            csv.field("gdp_per_capita_usd", of: row).flatMap(Double.init) == gdp / people,
            "GDP per capita divides by the population of 2014, not of 2024")
        #expect(csv.field("population_year", of: row) == "2024", "while its population column shows its latest year")
    }

    @Test func wideGivesOneRowPerEconomyAndAColumnPerIndicatorAndYear() async throws {
        let run = try await CommandRun.run([
            "list", "--offline", "--region", "NAC", "--year", "2018:2022", "--wide", "--output", "-", "--format", "csv",
        ])
        #expect(run.exitCode == .success)
        let records = Self.records(run.stdout)
        let header = try #require(records.first)
        #expect(
            Array(header.prefix(9)) == [
                "iso3", "iso2", "name", "region_id", "region", "income_id", "income", "population_2018",
                "population_2019",
            ])
        #expect(header.contains("gdp_usd_2022") && header.contains("gdp_per_capita_usd_2018"))
        let expectedCount = 7 + 3 * 5 + 1
        #expect(header.count == expectedCount)
        #expect(records.dropFirst().map { $0[0] } == ["BMU", "CAN", "USA"])
        let usa = try #require(records.last)
        for year in 2018...2022 {
            let column = try #require(header.firstIndex(of: "population_\(year)"))
            #expect(Double(usa[column]) == (try SharedFigures.value("SP.POP.TOTL", "USA", year)))
        }
    }

    @Test func theBanksAggregatesAreShownAsTheirOwnFiguresAndNeverAddedIn() async throws {
        let csv = try await CommandRun.run([
            "list", "--offline", "--country", "KEN,WLD,SSF", "--year", "2022", "--format", "csv",
        ])
        let json = try await CommandRun.run([
            "list", "--offline", "--country", "KEN,WLD", "--year", "2022", "--format", "json",
        ])

        let records = Self.records(csv.stdout)
        let aggregate = try #require(records.first?.firstIndex(of: "aggregate"))
        #expect(
            records.dropFirst().map { [$0[0], $0[aggregate]] } == [
                ["KEN", "false"], ["WLD", "true"], ["SSF", "true"],
            ])
        let world = try #require(records.first { $0.first == "WLD" })
        #expect(Double(world[aggregate + 2]) == (try SharedFigures.value("SP.POP.TOTL", "WLD", 2022)))
        let kenya = try SharedFigures.value("SP.POP.TOTL", "KEN", 2022)
        #expect(
            json.stdout.contains(
                "\"total\": {\n    \"region\": null,\n    \"name\": \"All listed economies\",\n    \"economies\": 1,\n    \"population\": \(Int(kenya ?? 0)),"
            ))
    }

    @Test func aYearWithoutFiguresShowsGapsNotZeros() async throws {
        let table = try await CommandRun.run(["list", "--offline", "--year", "2024", "--region", "NAC"])
        let json = try await CommandRun.run(["regions", "--offline", "--year", "2024", "--format", "json"])

        let total = try #require(table.stdout.split(separator: "\n").first { $0.contains("Total (3 economies)") })
        #expect(total.hasSuffix("—           —"))
        #expect(!table.stdout.contains("$0"))
        #expect(table.stdout.contains("Coverage: 3 without GDP (left out of the totals)"))
        #expect(json.stdout.contains("\"gdp_usd\": null,"))
    }

    @Test(arguments: [
        ("x.csv", "iso3,iso2,name,"), ("x.tsv", "iso3\tiso2\tname\t"),
        ("x.json", "{\n  \"schema\": {\n    \"name\": \"listing\""),
        ("x.md", "## East Asia"), ("x.txt", "Economies, 2022\nISO3  Name"),
    ])
    func theOutputExtensionChoosesTheFormat(name: String, start: String) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent(name)
        let run = try await CommandRun.run(["list", "--offline", "--year", "2022", "--output", file.path])
        #expect(run.exitCode == .success)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix(start))
    }

    @Test func anExtraIndicatorOfflineSaysWhatHoldsItWithoutGoingInCircles() async throws {
        let offline = try await CommandRun.run(["list", "--offline", "--indicator", "SP.DYN.LE00.IN"])
        let unreachable = try await CommandRun.run(["list", "--indicator", "SP.DYN.LE00.IN"])

        #expect(offline.exitCode == .unavailable)
        #expect(
            offline.stderr.contains(
                "error: no copy on this machine (the cache, a mirror, the bundled snapshot) holds SP.DYN.LE00.IN "
                    + "(all years)"))
        #expect(offline.stderr.contains("hint: run the command once without --offline (the answer is then cached)"))
        #expect(offline.stderr.contains("or run 'countries mirror' once"))
        #expect(unreachable.exitCode == .unavailable)
        #expect(unreachable.stderr.contains("error: the World Bank API could not be reached: gave up on "))
        #expect(
            unreachable.stderr.contains(
                "; no copy on this machine (the cache, a mirror, the bundled snapshot) holds SP.DYN.LE00.IN "
                    + "(latest values)"))
        #expect(unreachable.stderr.contains("hint: try again when the API can be reached"))
        #expect(!unreachable.stderr.contains("use --offline"))
    }

    @Test func badSelectionsAreUsageErrorsBeforeAnyRequest() async throws {
        let cases: [([String], String)] = [
            (["list", "--year", "2022:2010"], "error: invalid year range '2022:2010': 2022 comes after 2010"),
            (["list", "--year", "1950:2010"], "error: invalid year range '1950:2010'"),
            (["list", "--country", "KEN,,UGA"], "error: empty --country 'KEN,,UGA'"),
            (["list", "--country", "Atlantis"], "error: unknown economy 'Atlantis'"),
            (["list", "--wide", "--year", "2022"], "error: --wide needs a range of years"),
            (["list", "--region", "Atlantis"], "error: unknown region 'Atlantis'"),
            (["report", "--year", "2010:2012"], "error: invalid year '2010:2012': this command takes one year"),
            (["show", "Kenay"], "error: unknown economy 'Kenay'; did you mean 'Kenya'?"),
            (["list", "--country", "korea"], "error: ambiguous economy 'korea': it matches 'Korea, Rep.' (KOR)"),
            (["list", "--country", "Taiwan"], "error: 'Taiwan' is 'Taiwan, Province of China' (TWN), which the"),
            (["list", "--lending", "grants"], "error: unknown lending type 'grants'"),
            (
                ["list", "--indicator", (1...201).map { "SP.POP.\($0)" }.joined(separator: ",")],
                "error: too many indicators (201)"
            ),
        ]
        try await withFakeWorldBank { server in
            for (arguments, message) in cases {
                let run = try await CommandRun.run(arguments, baseURL: server.baseURL.description)
                #expect(run.exitCode == .usage, "\(arguments)")
                #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
            }
            #expect(try await server.requestLog().count == 0)
        }
    }
}

/// `countries indicators show`: the API's own description when it answers, else the catalogue's.
@Suite struct IndicatorDescriptionTests {
    @Test func theLiveDescriptionIsShownAndSaysItIsLive() async throws {
        let run = try await withFakeWorldBank { server in
            try await CommandRun.run(["indicators", "show", "NY.GDP.PCAP.CD"], baseURL: server.baseURL.description)
        }
        #expect(run.exitCode == .success)
        #expect(run.stdout.hasPrefix("ID           NY.GDP.PCAP.CD\nName         GDP per capita (current US$)\n"))
        #expect(run.stderr.hasSuffix("· data: live (World Bank API /indicator)\n"))
    }

    @Test func anUnreachableAPIFallsBackToTheCatalogueWithANotice() async throws {
        let run = try await CommandRun.run(["indicators", "show", "SP.DYN.LE00.IN", "--timeout", "1"])
        #expect(run.exitCode == .success)
        #expect(
            run.stdout.hasPrefix("ID           SP.DYN.LE00.IN\nName         Life expectancy at birth, total (years)\n"))
        #expect(run.stderr.hasPrefix("notice: the World Bank API could not be reached: "))
        #expect(run.stderr.contains("answering from the bundled catalogue\n"))
        #expect(run.stderr.hasSuffix("· data: indicator catalogue bundled with countries\n"))
    }

    @Test func searchesNeedEveryWordAndRankTheClosestNameFirst() async throws {
        let run = try await CommandRun.run(["indicators", "co2", "per", "capita", "--format", "csv"])
        let ids = run.stdout.components(separatedBy: "\r\n").dropFirst().compactMap { $0.split(separator: ",").first }
        #expect(run.exitCode == .success)
        #expect(ids == ["EN.GHG.CO2.PC.CE.AR5", "EN.GHG.ALL.PC.CE.AR5"])
        let population = try await CommandRun.run(["indicators", "population", "--limit", "1"])
        #expect(population.exitCode == .success)
        let lines = population.stdout.split(separator: "\n").dropFirst(2).prefix(2)
        #expect(lines.first?.hasPrefix("SP.POP.TOTL  Population, total  Total population") == true, "\(lines)")
        #expect(lines.last == "384 more; add words to narrow the search, or raise --limit")
        let none = try await CommandRun.run(["indicators", "zzzz", "life"])
        #expect(none.exitCode == .usage)
        #expect(none.stderr.hasPrefix("error: no indicator matches 'zzzz life'"))
    }
}
