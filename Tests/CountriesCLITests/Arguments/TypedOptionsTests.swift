import Foundation
import TestSupport
import Testing

@testable import CountriesCLI

/// Options are read back through their declarations, typed, and parsed once from the same
/// declarations that write the help.
@Suite struct TypedOptionsTests {
    static func parse(_ arguments: [String]) throws -> ParsedArguments {
        let entry = try #require(CountriesCommand.entries.first { $0.name == "list" })
        return try ArgumentParser.parse(
            arguments, options: entry.declarations, positionals: 0, context: ParsingContext(now: CommandRun.now))
    }

    @Test func valuesComeBackAsTheTypesTheirDeclarationsName() throws {
        let parsed = try Self.parse([
            "--year", "2020", "--sort", "GDP", "--desc", "--limit=5", "--indicator", "sp.dyn.le00.in,SP.POP.TOTL",
            "--indicator", "EN.ATM.CO2E.PC", "--max-age", "30m",
        ])

        #expect(parsed.value(ListCommand.year) == .year(2020))
        #expect(parsed.value(ListCommand.sort) == "GDP", "read against the listing's columns later")
        #expect(parsed.isSet(ListCommand.descending))
        #expect(parsed.value(ListCommand.limit) == 5)
        #expect(parsed.value(ListCommand.region) == nil)
        #expect(parsed.value(DataCommandOptions.maxAge) == .seconds(1_800))
        #expect(parsed.value(ListCommand.indicator).map(\.rawValue) == ["SP.DYN.LE00.IN", "EN.ATM.CO2E.PC"])
    }

    @Test func anAbsentOptionIsItsDeclaredDefaultWhichHelpShows() throws {
        let parsed = try Self.parse([])

        #expect(parsed.value(ListCommand.year) == .latest)
        #expect(parsed.value(ListCommand.sort) == "name")
        #expect(parsed.value(ListCommand.limit) == nil)
        #expect(parsed.value(ListCommand.indicator) == [])
        #expect(parsed.value(DataCommandOptions.maxAge) == .seconds(86_400))
        #expect(parsed.value(DataCommandOptions.deadline) == .seconds(300))
        #expect(ListCommand.sort.spec.help.hasSuffix(" or gdp-rank (default name)"))
        #expect(DataCommandOptions.maxAge.spec.help.hasSuffix(", 7d (default 24h)"))
        #expect(DataCommandOptions.timeout.spec.help.hasSuffix(" this long (default 30)"))
        #expect(ScheduleCommand.at.spec.help == "the time of day (default 06:17)")
    }

    @Test func everyDeclaredDefaultReadsBackAsItsHelpShowsIt() throws {
        let defaults: [(any OptionDeclaration, any Sendable)] = [
            (IndicatorsCommand.limit, IndicatorsCommand.limit.defaultValue),
            (ScheduleCommand.keep, ScheduleCommand.keep.defaultValue),
            (ScheduleCommand.at, ScheduleCommand.at.defaultValue),
            (ScheduleCommand.every, ScheduleCommand.every.defaultValue),
            (RegionsCommand.year, RegionsCommand.year.defaultValue),
            (ReportCommand.out, ReportCommand.out.defaultValue),
            (DataCommandOptions.maxAge, DataCommandOptions.maxAge.defaultValue),
            (DataCommandOptions.timeout, DataCommandOptions.timeout.defaultValue),
            (DataCommandOptions.networkBudget, DataCommandOptions.networkBudget.defaultValue),
            (DataCommandOptions.deadline, DataCommandOptions.deadline.defaultValue),
        ]
        for (declaration, value) in defaults {
            let help = declaration.spec.help
            let shown = try #require(help.range(of: " (default ")).upperBound
            let text = String(help[shown...].dropLast())
            let read = try declaration.read(text, after: nil, context: ParsingContext(now: CommandRun.now))
            #expect("\(read)" == "\(value)", "--\(declaration.spec.name) shows '\(text)'")
        }
    }

    @Test func aRepeatedOptionGathersEachItemOnce() throws {
        let parsed = try Self.parse(["-c", "KEN;UG", "--country", "ken", "-cUG", "--country=tanzania"])

        #expect(parsed.value(ListCommand.country) == ["KEN", "UG", "ken", "tanzania"])
    }

    @Test func aBadValueIsRefusedWhenTheCommandLineIsParsedNamingItsOption() throws {
        #expect(throws: UsageError("invalid --limit '0'", hint: "give a whole number from 1 to 10000")) {
            try Self.parse(["--limit", "0", "--year", "1900"])
        }
        #expect(
            throws: UsageError(
                "invalid format 'xml'", hint: "choose one of: table, csv, tsv, json, markdown, xlsx, parquet")
        ) {
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
        #expect(OutputOptions.format.spec.choices == ["table", "csv", "tsv", "json", "markdown", "xlsx", "parquet"])
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
