import Foundation
import TestSupport
import Testing

/// Every economy and aggregate is found by its codes and the World Bank's name, common names
/// find theirs, and a code or a name always wins over a part of another name.
@Suite struct EconomyNamesTests {
    typealias Entry = CountryListFile.Entry

    /// The 296 entries of data/countries.json, in its order.
    static let entries = CountryListFile.entries

    /// The ISO3 codes of `list --country VALUE` in CSV, row by row.
    static func listed(_ value: String, _ extra: [String] = []) async throws -> [String] {
        let run = try await CommandRun.run(["list", "--offline", "--year", "2022", "-f", "csv", "-c", value] + extra)
        #expect(run.exitCode == .success, "\(run.stderr)")
        return run.firstCSVColumn
    }

    @Test func everyCodeAndEveryNameFindsExactlyItsEntry() async throws {
        #expect(Self.entries.count == 296)
        let ids = Self.entries.map(\.id)
        #expect(try await Self.listed(ids.joined(separator: ";")) == ids)
        #expect(try await Self.listed(ids.map { $0.lowercased() }.joined(separator: ",")) == ids)
        #expect(try await Self.listed(Self.entries.map(\.iso2Code).joined(separator: ";")) == ids)
        #expect(try await Self.listed(Self.entries.map(\.name).joined(separator: ";")) == ids)
    }

    @Test(arguments: [
        // Codes before parts of names (these once found Monaco, Trinidad and Tobago, Luxembourg, …).
        ("NAC", ["NAC"]), ("IDA", ["IDA"]), ("XE", ["HPC"]), ("ZB", ["IBB"]), ("XI", ["IDX"]), ("OE", ["OED"]),
        // The Bank's own names, commas and all, alone or in a list.
        ("Hong Kong SAR, China", ["HKG"]), ("Gambia, The", ["GMB"]), ("Korea, Rep.", ["KOR"]),
        ("Yemen, Rep.", ["YEM"]), ("Venezuela, RB", ["VEN"]), ("Congo, Rep.", ["COG"]),
        ("Gambia, The;KEN", ["GMB", "KEN"]), ("Korea, Rep.,KEN", ["KOR", "KEN"]),
        ("KEN,UG,tanzania", ["KEN", "UGA", "TZA"]),
        // What people write: ISO 3166 and common names, accents optional.
        ("UK", ["GBR"]), ("Great Britain", ["GBR"]), ("USA", ["USA"]), ("America", ["USA"]),
        ("South Korea", ["KOR"]), ("North Korea", ["PRK"]), ("Vietnam", ["VNM"]), ("Laos", ["LAO"]),
        ("Russia", ["RUS"]), ("Iran", ["IRN"]), ("Ivory Coast", ["CIV"]), ("Côte d'Ivoire", ["CIV"]),
        ("Czech Republic", ["CZE"]), ("Curaçao", ["CUW"]), ("Curacao", ["CUW"]), ("Türkiye", ["TUR"]),
        ("Turkey", ["TUR"]), ("Burma", ["MMR"]), ("Swaziland", ["SWZ"]), ("Macedonia", ["MKD"]),
        ("Cape Verde", ["CPV"]), ("East Timor", ["TLS"]), ("Holland", ["NLD"]), ("DRC", ["COD"]),
        // A unique part of a name.
        ("hong kong", ["HKG"]), ("kyrgyz", ["KGZ"]),
    ])
    func aNameFindsItsEconomy(text: String, ids: [String]) async throws {
        #expect(try await Self.listed(text) == ids)
    }

    /// A name that is one economy's ISO or common name and a whole word of another's Bank name is
    /// refused with both; an exact code or Bank name still wins at once.
    @Test(arguments: [
        ("Congo", "'Congo, Rep.' (COG), 'Congo, Dem. Rep.' (COD)"),
        ("Virgin Islands", "'British Virgin Islands' (VGB), 'Virgin Islands (U.S.)' (VIR)"),
        ("U.S.", "'United States' (USA), 'Virgin Islands (U.S.)' (VIR)"),
    ])
    func aNameTwoEconomiesAnswerToIsRefusedWithBoth(text: String, candidates: String) async throws {
        for arguments in [["list", "--offline", "--country", text], ["show", "--offline", text]] {
            let run = try await CommandRun.run(arguments)
            #expect(run.exitCode == .usage)
            #expect(run.stderr.hasPrefix("error: ambiguous economy '\(text)': it matches \(candidates)\n"))
        }
    }

    @Test(arguments: [("Niger", "NER"), ("Sudan", "SDN"), ("Guinea", "GIN"), ("Dominica", "DMA"), ("Samoa", "WSM")])
    func anExactBankNameWinsOverTheNamesItIsAWordOf(text: String, id: String) async throws {
        #expect(try await Self.listed(text) == [id])
        let show = try await CommandRun.run(["show", "--offline", text, "--format", "csv"])
        #expect(show.stdout.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("\(id),") })
    }

    @Test(arguments: [("--income", "low", "LIC"), ("--lending", "IDA", "IDX"), ("--lending", "blend", "IDB")])
    func anIncomeLevelOrLendingTypeIsAWholeWordBeforeAPart(option: String, text: String, id: String) async throws {
        let run = try await CommandRun.run(["list", "--offline", option, text, "-f", "csv", "-y", "2022"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let listed = run.firstCSVColumn
        let expected = Self.entries.filter { (option == "--income" ? $0.incomeLevel : $0.lendingType).id == id }
        #expect(!expected.isEmpty)
        #expect(Set(listed) == Set(expected.map(\.id)))
        #expect(listed.count == expected.count)
    }

    /// The ISO3 codes `countries economies ARGUMENTS -f csv` lists.
    static func economies(_ arguments: [String]) async throws -> [String] {
        let run = try await CommandRun.run(["economies", "-f", "csv"] + arguments)
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(run.stderr == "")
        return run.firstCSVColumn
    }

    @Test func economiesSearchesTheCountryListWithNoNetwork() async throws {
        #expect(try await Self.economies(["korea"]) == ["PRK", "KOR"])
        #expect(try await Self.economies(["South", "Korea"]) == ["KOR"])
        #expect(try await Self.economies(["UK"]) == ["GBR"])
        let low = try await Self.economies(["low", "income"])
        #expect(Set(low) == Set(Self.entries.filter { $0.incomeLevel.id == "LIC" }.map(\.id)))
        #expect(low.count == 25)
        let all = try await Self.economies([])
        #expect(Set(all) == Set(Self.entries.filter { !$0.isAggregate }.map(\.id)))
        #expect(all.count == 217)
        let aggregates = try await Self.economies(["--aggregates"])
        #expect(Set(aggregates) == Set(Self.entries.filter(\.isAggregate).map(\.id)))
        #expect(aggregates.count == 79)

        let csv = try await CommandRun.run(["economies", "kenya", "-f", "csv"])
        #expect(
            csv.stdout.components(separatedBy: "\r\n").prefix(2) == [
                "iso3,iso2,name,region_id,region,income_id,income,lending_id,lending,capital,source",
                "KEN,KE,Kenya,SSF,Sub-Saharan Africa,LMC,Lower middle income,IDB,Blend,Nairobi,\"Source: World Bank, "
                    + "World Development Indicators (CC BY 4.0); World Bank country list, snapshot (fetched 2026-04-30)\"",
            ])
        let none = try await CommandRun.run(["economies", "atlantis"])
        #expect(none.exitCode == .usage)
        #expect(none.stderr.hasPrefix("error: no economy matches 'atlantis'\n"))
    }

    @Test(arguments: ["income", "lending"])
    func regionsTotalsByIncomeLevelOrLendingType(by: String) async throws {
        let group = by == "income" ? \Entry.incomeLevel : \Entry.lendingType
        let population = try SharedFigures.values("SP.POP.TOTL", in: 2022)
        let run = try await CommandRun.run(["regions", "--offline", "--by", by, "-y", "2022", "-f", "csv"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let rows = run.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }.map {
            $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        }
        #expect(rows.first?.prefix(4) == ["\(by)_id", by, "economies", "population"])
        let economies = Self.entries.filter { !$0.isAggregate }
        let groups = Set(economies.map { $0[keyPath: group].id })
        #expect(Set(rows.dropFirst().map { $0[0] }) == groups.union([""]))
        for row in rows.dropFirst() where !row[0].isEmpty {
            let members = economies.filter { $0[keyPath: group].id == row[0] }
            let people = members.compactMap { population[$0.id] }.reduce(0, +)
            #expect(Int(row[2]) == members.count, "\(row[0])")
            #expect(Double(row[3]) == people, "\(row[0])")
        }
    }
}
