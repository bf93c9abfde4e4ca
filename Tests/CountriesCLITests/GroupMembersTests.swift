import CountriesCLI
import TestSupport
import Testing

/// `economies --in GROUP`: the members of a World Bank group, from the built-in country list,
/// checked against the Bank's own aggregates: the members' populations add up to the group's.
@Suite struct GroupMembersTests {
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
        (["--in", "EUU"], "error: the country list does not say who belongs to European Union (EUU)\n"),
        (["--in", "nowhere"], "error: unknown group 'nowhere'\n"),
        (["--in", "LIC", "--aggregates"], "error: --aggregates and --in cannot be combined\n"),
        (["kenya", "--in", "LIC"], "error: no member of Low income (LIC) matches 'kenya'\n"),
    ])
    func aGroupItCannotAnswerIsAUsageErrorThatSaysWhatItCan(arguments: [String], error: String) async throws {
        let run = try await CommandRun.run(["economies"] + arguments)
        #expect(run.exitCode == .usage)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix(error), "\(run.stderr)")
    }

    @Test func anUnansweredGroupNamesTheGroupsThatAre() async throws {
        let run = try await CommandRun.run(["economies", "--in", "OED"])
        #expect(
            run.stderr.hasSuffix(
                "hint: --in answers from the list alone: EAP, EAS, ECA, ECS, HIC, IBB, IBD, IBT, IDA, IDB, IDX, INX, "
                    + "LAC, LCN, LIC, LMC, LMY, MEA, MIC, MNA, NAC, SAS, SSA, SSF, UMC, WLD\n"))
    }
}
