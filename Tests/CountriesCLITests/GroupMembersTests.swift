import CountriesCLI
import Foundation
import TestSupport
import Testing
import WorldBank

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `economies --in GROUP` and `list --in GROUP`: the members of a World Bank group, from the
/// built-in country list or, for the groups only the API lists, from its member list (fetched once
/// from the loopback fake, then cached), checked against the Bank's own aggregates: the members'
/// populations add up to the group's.
@Suite struct GroupMembersTests {
    /// The 27 members of the European Union that the fake serves (`group_members.py`): the Bank's
    /// own, which reproduce its EUU aggregate exactly; by name, as `economies` lists them.
    static let europeanUnion =
        "AUT BEL BGR HRV CYP CZE DNK EST FIN FRA DEU GRC HUN IRL ITA LVA LTU LUX MLT NLD POL PRT ROU SVK SVN ESP SWE"
        .split(separator: " ").map(String.init)

    /// The ISO3 codes of the members `--in group` lists, from its CSV.
    static func members(_ group: String) async throws -> [String] {
        let run = try await CommandRun.run(["economies", "--in", group, "-f", "csv", "-q"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        return AnalysisMeasuresTests.table(run.stdout).rows.compactMap { $0["iso3"] }
    }

    @Test(arguments: [
        ("SSF", 48), ("SSA", 46), ("LAC", 22), ("EAP", 22), ("ECA", 18), ("MNA", 15), ("SAS", 6), ("NAC", 3),
        ("LIC", 25), ("MIC", 104), ("LMY", 129), ("IDX", 59), ("IDA", 78), ("IBT", 145),
    ])
    func theMembersPopulationsAddUpToTheBanksAggregate(group: String, count: Int) async throws {
        let members = try await Self.members(group)
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let aggregate = try #require(population[group])

        #expect(members.count == count)
        #expect(members.map { population[$0] ?? 0 }.reduce(0, +) == aggregate, "\(group)")
    }

    /// High income and the World differ from the Bank's by the same people: those it counts that no
    /// listed economy holds.
    @Test func highIncomeAndTheWorldMissTheSamePeople() async throws {
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        func gap(_ group: String, count: Int) async throws -> Double {
            let members = try await Self.members(group)
            #expect(members.count == count)
            return try #require(population[group]) - members.map { population[$0] ?? 0 }.reduce(0, +)
        }
        let highIncome = try await gap("HIC", count: 86)
        #expect(highIncome > 23e6 && highIncome < 24e6)
        #expect(try await gap("WLD", count: 217) == highIncome)
    }

    @Test func aRegionWithoutHighIncomeLeavesOutTheUnclassifiedToo() async throws {
        let members = try await Self.members("Sub-Saharan Africa (excluding high income)")
        #expect(members.contains("KEN"))
        #expect(!members.contains("SYC"), "Seychelles is high income")
        #expect(!members.contains("ETH"), "Ethiopia's income level is not classified")
    }

    @Test func theOutputSaysHowTheMembersWereFound() async throws {
        let run = try await CommandRun.run(["economies", "--in", "ida"])
        #expect(run.exitCode == .success)
        #expect(run.stdout.contains("78 economies\n"))
        #expect(
            run.stdout.contains(
                "Members are the economies whose lending type is IDA only (IDX) or IDA blend (IDB).\n"))
        let json = try await CommandRun.run(["economies", "--in", "MIC", "-f", "json", "-q"])
        #expect(json.stdout.contains("\"id\": \"MIC\",\n    \"name\": \"Middle income\""))
    }

    @Test(arguments: [
        (["--in", "nowhere"], "error: unknown group 'nowhere'\n"),
        (["--in", "EUX"], "error: unknown group 'EUX'; did you mean 'European Union' (EUU)?\n"),
        (["--in", "LIC", "--aggregates"], "error: --aggregates and --in cannot be combined\n"),
        (["kenya", "--in", "LIC"], "error: no member of Low income (LIC) matches 'kenya'\n"),
    ])
    func aBadGroupIsAUsageErrorBeforeAnyRequest(arguments: [String], error: String) async throws {
        try await withFakeWorldBank { server in
            let run = try await CommandRun.run(["economies"] + arguments, baseURL: server.baseURL.description)
            #expect(run.exitCode == .usage)
            #expect(run.stdout.isEmpty)
            #expect(run.stderr.hasPrefix(error), "\(run.stderr)")
            #expect(try await server.requestLog().isEmpty)
        }
    }

    /// The rows of a CSV run by column name, `run` having succeeded; quoted fields (a region named
    /// with a comma) read as CSV reads them.
    static func rows(_ run: CommandRun) -> [[String: String]] {
        #expect(run.exitCode == .success, "\(run.stderr)")
        let document = CSVDocument(run.stdout)
        return document.rows.map { Dictionary(zip(document.header, $0), uniquingKeysWith: { first, _ in first }) }
    }

    @Test func aGroupOnlyTheAPIListsIsFetchedOnceThenAnsweredOfflineFromTheCache() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let live = try await CommandRun.run(["economies", "--in", "EUU", "-f", "csv"], baseURL: base, cache: cache)
            #expect(Self.rows(live).compactMap { $0["iso3"] } == Self.europeanUnion)
            let log = try await server.requestLog()
            #expect(log.map(\.path) == ["/v2/country"])
            #expect(log.first?.query.split(separator: "&").contains("region=EUU") == true, "\(log)")
            let offline = try await CommandRun.run(
                ["economies", "--in", "european union", "--offline"], baseURL: base, cache: cache)
            #expect(offline.exitCode == .success, "\(offline.stderr)")
            #expect(offline.stdout.contains("27 economies\n"))
            #expect(
                offline.stdout.contains(
                    "Members are the economies the World Bank API lists for European Union (EUU), fetched "),
                "\(offline.stdout)")
            #expect(offline.stdout.contains("(\(base)/country?format=json&region=EUU&per_page=1000&page=1)."))
            #expect(offline.stdout.contains("members of EUU: cache (fetched "))
            // Online again, the cache answers too: one request in all.
            _ = try await CommandRun.run(["economies", "--in", "EUU"], baseURL: base, cache: cache)
            #expect(try await server.requestLog().count == 1)
            // --refresh asks again; when the API fails, the cached list answers and says so.
            try await server.setFaults([FaultRule(.status, match: "region=EUU", times: -1, status: 503)])
            let refresh = try await CommandRun.run(
                ["economies", "--in", "EUU", "--refresh", "-f", "csv"], baseURL: base, cache: cache)
            #expect(Self.rows(refresh).compactMap { $0["iso3"] } == Self.europeanUnion)
            #expect(refresh.stderr.contains("answering from the cache"), "\(refresh.stderr)")
        }
    }

    @Test func offlineBeforeTheMembersWereEverFetchedIsExit69SayingHowToFetchThem() async throws {
        let run = try await CommandRun.run(["economies", "--in", "EMU", "--offline"])
        #expect(run.exitCode == .unavailable)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "error: the members of Euro area (EMU) have never been fetched: only the World Bank API lists "
                + "them, and the cache holds no copy\nhint: run 'countries economies --in EMU' once without "
                + "--offline: the member list is cached, and --offline then answers from it\n")
    }

    /// The groups only the API lists, as the fake serves them (`group_members.csv`: the Bank's own
    /// memberships), fetched through `economies --in`: each one's members add up to the Bank's
    /// aggregate of it, so a member lost or repeated on the way would show.
    @Test(arguments: [("OED", 38), ("FCS", 38), ("LDC", 44), ("SST", 40), ("ARB", 22), ("AFE", 26)])
    func aListedGroupsMembersAddUpToTheBanksAggregate(group: String, count: Int) async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let run = try await CommandRun.run(
                ["economies", "--in", group, "-f", "csv", "-q"], baseURL: server.baseURL.description, cache: cache)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let members = AnalysisMeasuresTests.table(run.stdout).rows.compactMap { $0["iso3"] }
            let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
            #expect(members.count == count)
            #expect(Set(members).count == count)
            #expect(members.map { population[$0] ?? 0 }.reduce(0, +) == population[group], "\(group)")
        }
    }

    @Test func anEmptyMemberListIsSaidAndNotCached() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            // The fake holds no members of Africa (no figure of it to check a list against): it answers
            // as the API does for an empty group.
            let run = try await CommandRun.run(
                ["economies", "--in", "AFR"], baseURL: server.baseURL.description, cache: cache)
            #expect(run.exitCode == .dataError)
            #expect(
                run.stderr.hasPrefix("error: the World Bank API lists no members of Africa (AFR)\n"), "\(run.stderr)")
            let offline = try await CommandRun.run(
                ["economies", "--in", "AFR", "--offline"], baseURL: server.baseURL.description, cache: cache)
            #expect(offline.exitCode == .unavailable)
        }
    }

    @Test(arguments: [FaultRule.Kind.duplicate, .huge])
    func aHostileMemberListIsRefusedAndNothingIsCached(fault: FaultRule.Kind) async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            try await server.setFaults([FaultRule(fault, match: "region=EUU", times: -1, size: 40 << 20)])
            let run = try await CommandRun.run(["economies", "--in", "EUU"], baseURL: base, cache: cache)
            #expect(run.exitCode == .dataError, "\(run.stderr)")
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr.contains(
                    fault == .duplicate ? "the member list of EUU names AUT (Austria) twice" : "MiB limit"),
                "\(run.stderr)")
            let offline = try await CommandRun.run(
                ["economies", "--in", "EUU", "--offline"], baseURL: base, cache: cache)
            #expect(offline.exitCode == .unavailable, "nothing was cached")
        }
    }

    @Test func listInAGroupSumsItsMembersBesideTheBanksAggregate() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let run = try await CommandRun.run(
                ["list", "--in", "EUU", "--year", "2022", "-f", "csv"], baseURL: base, cache: cache)
            let rows = Self.rows(run)
            let members = rows.filter { $0["aggregate"] == "false" }
            #expect(Set(members.compactMap { $0["iso3"] }) == Set(Self.europeanUnion))
            #expect(members.count == 27)
            #expect(members.allSatisfy { $0["members_population"] == "" })
            let own = try #require(rows.last)
            let bank = try SharedFigures.value("SP.POP.TOTL", "EUU", 2022)
            #expect(bank == 447_202_673)
            #expect(own["iso3"] == "EUU")
            #expect(own["population"] == "447202673")
            #expect(own["members_population"] == "447202673")
            #expect(own["members_population_difference_pct"] == "0")
            #expect(own["members_reconciliation"]?.hasPrefix("Population: agrees with the World Bank's EUU") == true)
            let sum = members.compactMap { $0["population"].flatMap(Double.init) }.reduce(0, +)
            #expect(sum == bank)

            let table = try await CommandRun.run(
                ["list", "--in", "EUU", "--year", "2022", "--offline"], baseURL: base, cache: cache)
            #expect(table.exitCode == .success, "\(table.stderr)")
            #expect(table.stdout.contains("      Sum of the 27 members "))
            #expect(table.stdout.contains("Their sum against the Bank's aggregate: Population: agrees with the World"))
            let json = try await CommandRun.run(
                ["list", "--in", "EUU", "--year", "2022", "-f", "json", "--offline"], baseURL: base, cache: cache)
            try JSONSchemaTests.check(json.stdout, is: "listing", "list --in EUU -f json")
            let total = try #require(try DatabaseSourceTests.json(json)["total"] as? [String: Any])
            #expect(total["bank_population"] as? Double == bank)
            #expect(total["population"] as? Double == bank)
            #expect(total["bank_aggregate"] as? String == "EUU")
            // A sum of some members only is not the group's: it is not compared.
            let top = try await CommandRun.run(
                [
                    "list", "--in", "EUU", "-y", "2022", "--sort", "gdp", "--desc", "--limit", "3", "--offline", "-f",
                    "csv",
                ],
                baseURL: base, cache: cache)
            #expect(Self.rows(top).map { $0["iso3"] } == ["DEU", "FRA", "ITA", "EUU"])
            #expect(Self.rows(top).last?["members_population"] == "")
            #expect(try await server.requestLog().filter { $0.query.contains("region=EUU") }.count == 1)
        }
    }

    /// `list --in GROUP` over a range of years: each year's sum of the members beside the Bank's own
    /// aggregate of that year and the reconciliation, on the aggregate's row of each year in CSV, in
    /// `totals` in JSON, in a table of its own for people, and per year in the wide layout.
    @Test func listInAGroupOverARangeComparesEachYearsSumWithTheBanksAggregate() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            func run(_ extra: [String]) async throws -> CommandRun {
                let run = try await CommandRun.run(
                    ["list", "--in", "EUU", "--year", "2021:2022"] + extra, baseURL: base, cache: cache)
                #expect(run.exitCode == .success, "\(run.stderr)")
                return run
            }
            let rows = Self.rows(try await run(["-f", "csv"]))
            let memberRows = rows.filter { row in row["aggregate"] == "false" }
            #expect(memberRows.count == 54)
            #expect(memberRows.allSatisfy { row in row["members_population"] == "" })
            let own = rows.filter { row in row["iso3"] == "EUU" }
            #expect(own.map { row in row["year"] } == ["2021", "2022"])
            for (row, year) in zip(own, [2021, 2022]) {
                let population = try SharedFigures.values("SP.POP.TOTL", in: year)
                let sum = Self.europeanUnion.compactMap { population[$0] }.reduce(0, +)
                let bank = try #require(try SharedFigures.value("SP.POP.TOTL", "EUU", year))
                // The fake's member list reproduces the Bank's EUU population exactly, year by year.
                #expect(sum == bank, "\(year)")
                #expect(row["population"] == String(Int64(bank)))
                #expect(row["members_population"] == String(Int64(sum)), "\(year)")
                #expect(row["members_population_difference_pct"] == "0")
                #expect(
                    row["members_reconciliation"]?.hasPrefix(
                        "Population: agrees with the World Bank's EUU (\(year == 2021 ? "446" : "447") M in \(year)).")
                        == true, "\(row["members_reconciliation"] ?? "")")
            }

            let json = try await run(["-f", "json", "--offline"])
            try JSONSchemaTests.check(json.stdout, is: "panel", "list --in EUU --year 2021:2022 -f json")
            let totals = try #require(try DatabaseSourceTests.json(json)["totals"] as? [[String: Any]])
            #expect(totals.map { $0["year"] as? Int } == [2021, 2022])
            #expect(totals.allSatisfy { $0["bank_aggregate"] as? String == "EUU" && $0["economies"] as? Int == 27 })
            #expect(totals.last?["population"] as? Double == 447_202_673)
            #expect(totals.last?["bank_population"] as? Double == 447_202_673)
            #expect(totals.last?["population_difference_pct"] as? Double == 0)

            let table = try await run(["--offline"])
            #expect(table.stdout.contains("Sum of the 27 members against the World Bank's EUU, year by year\n"))
            #expect(table.stdout.contains("\n2022         27       447 M    $16.8 T     $37,481    447 M  +0.00%"))
            for measure in ["Population", "GDP"] {
                #expect(
                    table.stdout.contains(
                        "\(measure): the members' sum agrees with the World Bank's EUU in every year."))
            }

            let wide = Self.rows(try await run(["--wide", "-f", "csv", "--offline"]))
            let wideOwn = try #require(wide.first { $0["iso3"] == "EUU" })
            #expect(wideOwn["members_population_2022"] == "447202673")
            #expect(wideOwn["members_population_2022_difference_pct"] == "0")
            #expect(wideOwn["members_reconciliation_2021"]?.hasPrefix("Population: agrees") == true)
            #expect(wide.first { $0["iso3"] == "AUT" }?["members_population_2022"] == "")
            let wideJSON = try await run(["--wide", "-f", "json", "--offline"])
            try JSONSchemaTests.check(wideJSON.stdout, is: "panel-wide", "list --in EUU --wide -f json")
            let wideRows = try #require(try DatabaseSourceTests.json(wideJSON)["rows"] as? [[String: Any]])
            let members = wideRows.first { $0["iso3"] as? String == "EUU" }?["members_population"] as? [String: Any]
            #expect(members?["2022"] as? Double == 447_202_673)

            // A sum of some members only is compared in no year.
            let top = try await run(["--sort", "population", "--desc", "--limit", "3", "--offline"])
            #expect(top.stdout.contains("The sum of 3 of its 27 members is not compared with the Bank's aggregate."))
            #expect(!top.stdout.contains("agrees with the World Bank's EUU"))
            #expect(try await server.requestLog().filter { $0.query.contains("region=EUU") }.count == 1)
        }
    }

    /// The datasets of a manifest (`--manifest FILE`), by name, from its JSON.
    static func manifestDatasets(_ path: URL) throws -> [String: [String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any]
        let datasets = document?["datasets"] as? [[String: Any]] ?? []
        return Dictionary(datasets.map { ($0["name"] as? String ?? "", $0) }) { first, _ in first }
    }

    /// `economies --in GROUP --manifest FILE` names the datasets its answer came from: the country
    /// list built into the binary and, for a group only the API lists, the member list with its
    /// request and the SHA-256 of its members (computed here with `sha256sum` from the fake's own
    /// answer, in the country-list form); `verify` asks for both again, and `list --in` names the
    /// member list beside its figures.
    @Test func theManifestOfAGroupsMembersNamesTheCountryListAndTheMemberListWithTheirChecksums() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let path = folder.appendingPathComponent("members.json")
            let run = try await CommandRun.run(
                ["economies", "--in", "EUU", "--manifest", path.path, "-q"], baseURL: base, cache: cache)
            #expect(run.exitCode == .success, "\(run.stderr)")
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any]
            let names = (document?["datasets"] as? [[String: Any]])?.map { $0["name"] as? String ?? "" }
            #expect(names == ["countries", "members@EUU"])
            try JSONSchemaTests.check(
                try String(contentsOf: path, encoding: .utf8), is: "manifest", "economies --in EUU --manifest")
            let datasets = try Self.manifestDatasets(path)

            // The member list: its request, and the SHA-256 of the fake's 27 members, one line
            // ID<TAB>ISO2<TAB>NAME<TAB>REGION<TAB>INCOME<TAB>LENDING each, sorted by their bytes.
            let request = "\(base)/country?format=json&region=EUU&per_page=1000&page=1"
            let members = try #require(datasets["members@EUU"])
            #expect(members["requests"] as? [String] == [request])
            #expect(members["origin"] as? String == "live")
            let url = try #require(URL(string: request))
            let (body, _) = try await URLSession.shared.data(from: url)
            let records = try #require(
                (try JSONSerialization.jsonObject(with: body) as? [Any])?.last as? [[String: Any]])
            func id(_ record: [String: Any], _ member: String) -> String {
                (record[member] as? [String: Any])?["id"] as? String ?? ""
            }
            let lines = records.map { record in
                [
                    record["id"] as? String ?? "", record["iso2Code"] as? String ?? "", record["name"] as? String ?? "",
                    id(record, "region"), id(record, "incomeLevel"), id(record, "lendingType"),
                ].joined(separator: "\t") + "\n"
            }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            #expect(lines.count == 27)
            let canonical = folder.appendingPathComponent("members.txt")
            try Data(lines.joined().utf8).write(to: canonical)
            let digest = folder.appendingPathComponent("members.sha256")
            let hashed = try await ProcessRun.run(
                "/bin/sh", ["-c", #"sha256sum "$1" >"$2""#, "sh", canonical.path, digest.path])
            #expect(hashed.status == 0, "\(hashed.stderr)")
            let sha256 = try String(contentsOf: digest, encoding: .utf8).split(separator: " ").first.map(String.init)
            let values = members["values"] as? [String: Any]
            #expect(values?["form"] as? String == "country-list/1")
            #expect(values?["count"] as? Int == 27)
            #expect(values?["sha256"] as? String == sha256)

            // The country list the names were found in: the one built in, as list --offline records it.
            let countries = try #require(datasets["countries"])
            #expect(countries["origin"] as? String == "snapshot")
            #expect(countries["requests"] as? [String] == [])
            let listPath = folder.appendingPathComponent("list.json")
            let listed = try await CommandRun.run(
                ["list", "--in", "EUU", "--year", "2022", "--offline", "--manifest", listPath.path, "-q"],
                baseURL: base, cache: cache)
            #expect(listed.exitCode == .success, "\(listed.stderr)")
            let listDatasets = try Self.manifestDatasets(listPath)
            #expect(
                Set(listDatasets.keys) == [
                    "members@EUU", "countries", "SP.POP.TOTL@mrnev20", "NY.GDP.MKTP.CD@mrnev20",
                ],
                "a group's total is reconciled in each economy's 20 newest values")
            #expect(
                (listDatasets["countries"]?["values"] as? [String: Any])?["sha256"] as? String
                    == (countries["values"] as? [String: Any])?["sha256"] as? String)
            #expect((listDatasets["members@EUU"]?["values"] as? [String: Any])?["sha256"] as? String == sha256)
            #expect(listDatasets["members@EUU"]?["origin"] as? String == "cache")

            // verify asks for the country list and the member list again: both hold.
            let verified = try await CommandRun.run(["verify", path.path, "-f", "csv"], baseURL: base, cache: cache)
            #expect(verified.exitCode == .success, "\(verified.stderr)")
            #expect(
                Self.rows(verified).map { "\($0["dataset"] ?? "") \($0["status"] ?? "")" } == [
                    "countries unchanged", "members@EUU unchanged",
                ])
            // Asked by economies, by this test for its checksum, and by verify; list read the cache.
            #expect(try await server.requestLog().filter { $0.query.contains("region=EUU") }.count == 3)
        }
    }

    @Test func listInADerivedGroupSaysItsRuleAndReconciles() async throws {
        let run = try await CommandRun.run(["list", "--in", "MIC", "--year", "2022", "--offline"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "Members are the economies whose income level is Lower middle income (LMC) or Upper middle income (UMC)."
            ))
        #expect(run.stdout.contains("Sum of the 104 members"))
        #expect(run.stdout.contains("Population: agrees with the World Bank's MIC"), "\(run.stdout)")
    }

    @Test(arguments: [
        (["--in", "nowhere"], "error: unknown group 'nowhere'\n"),
        (
            ["--in", "EUU", "--region", "SSF"],
            "error: --in cannot be combined with --region, --income, --lending or --country\n"
        ),
        (
            ["--in", "EUU", "--country", "KEN"],
            "error: --in cannot be combined with --region, --income, --lending or --country\n"
        ),
    ])
    func aBadGroupOfListIsAUsageErrorBeforeAnyRequest(arguments: [String], error: String) async throws {
        try await withFakeWorldBank { server in
            let run = try await CommandRun.run(["list"] + arguments, baseURL: server.baseURL.description)
            #expect(run.exitCode == .usage)
            #expect(run.stderr.hasPrefix(error), "\(run.stderr)")
            #expect(try await server.requestLog().isEmpty)
        }
    }
}
