import Foundation
import TestSupport
import Testing

@testable import CountriesCLI

/// Options are read back through their declarations, typed, and parsed once from the same
/// declarations that write the help.
@Suite struct TypedOptionsTests {
    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        let entry = try #require(CountriesCommand.entries.first { $0.spec.name == "list" })
        return try ArgumentParser.parse(
            arguments, options: entry.declarations, positionals: 0, context: ParsingContext(now: CommandRun.now))
    }

    @Test func valuesComeBackAsTheTypesTheirDeclarationsName() throws {
        let parsed = try Self.parse([
            "--year", "2020", "--sort", "GDP", "--desc", "--limit=5", "--indicator", "sp.dyn.le00.in,SP.POP.TOTL",
            "--indicator", "EN.ATM.CO2E.PC", "--max-age", "30m",
        ])

        #expect(try parsed.value(ListCommand.year) == .year(2020))
        #expect(try parsed.value(ListCommand.sort) == .gdp)
        #expect(parsed.isSet(ListCommand.descending))
        #expect(try parsed.value(ListCommand.limit) == 5)
        #expect(try parsed.value(ListCommand.region) == nil)
        #expect(try parsed.value(DataCommandOptions.maxAge) == .seconds(1_800))
        #expect(
            ValueParser.extraIndicators(try parsed.values(ListCommand.indicator)).map(\.rawValue) == [
                "SP.DYN.LE00.IN", "EN.ATM.CO2E.PC",
            ])
    }

    @Test func aBadValueIsRefusedWhenTheCommandLineIsParsedNamingItsOption() throws {
        #expect(throws: UsageError("invalid --limit '0'", hint: "give a whole number from 1 to 10000")) {
            try Self.parse(["--limit", "0", "--year", "1900"])
        }
        #expect(throws: UsageError("invalid format 'xml'", hint: "choose one of: table, csv, tsv, json, markdown")) {
            try Self.parse(["-fxml"])
        }
    }

    @Test func helpWinsOverABadValue() throws {
        let parsed = try Self.parse(["--limit", "0", "--help"])

        #expect(parsed.isSet(CommonOptions.help))
    }

    @Test(arguments: ["1e300", "1e19", "99999999999d"])
    func anAbsurdDurationIsAUsageErrorNotACrash(text: String) throws {
        #expect(throws: UsageError.self) { try Self.parse(["--max-age", text]) }
        #expect(throws: UsageError.self) { try Self.parse(["--timeout", text]) }
    }

    @Test func closedChoicesAreDataForCompletions() {
        #expect(ListCommand.sort.spec.choices == ["name", "population", "gdp", "gdp-per-capita"])
        #expect(OutputOptions.format.spec.choices == ["table", "csv", "tsv", "json", "markdown"])
    }

    @Test func theCauseOfAnErrorIsShownOnlyUnderVerbose() async throws {
        let empty = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(empty) }
        let quiet = try await CommandRun.run(["regions", "--offline"], environment: ["COUNTRIES_DATA_DIR": empty.path])
        let verbose = try await CommandRun.run(
            ["regions", "--offline", "--verbose"], environment: ["COUNTRIES_DATA_DIR": empty.path])

        #expect(quiet.exitCode == .unavailable)
        #expect(quiet.stderr.split(separator: "\n").map { $0.prefix(6) } == ["error:", "hint: "])
        #expect(verbose.exitCode == .unavailable)
        #expect(verbose.stderr.contains("\ncause: OfflineStore.StoreError.snapshotMissing("))
    }
}
