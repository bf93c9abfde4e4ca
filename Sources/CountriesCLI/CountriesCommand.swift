public import Foundation
import WorldBank

/// The `countries` command line: picks the subcommand, parses its options, runs it, and turns every
/// error into one `error:` line, a hint line and a documented exit code.
public enum CountriesCommand {
    /// A runnable subcommand: its interface and what it does.
    struct Entry: Sendable {
        let spec: CommandSpec
        let usesDataOptions: Bool
        let run: @MainActor @Sendable (ParsedArguments, RunContext) async throws -> ExitCode
    }

    static let entries: [Entry] = [
        Entry(spec: ListCommand.spec, usesDataOptions: true, run: ListCommand.run),
        Entry(spec: RegionsCommand.spec, usesDataOptions: true, run: RegionsCommand.run),
        Entry(spec: ShowCommand.spec, usesDataOptions: true, run: ShowCommand.run),
        Entry(spec: ReportCommand.spec, usesDataOptions: true, run: ReportCommand.run),
        Entry(
            spec: ScheduleCommand.spec, usesDataOptions: false,
            run: { parsed, context in try ScheduleCommand.run(parsed, context: context) }),
        Entry(
            spec: CacheCommand.infoSpec, usesDataOptions: false,
            run: { _, context in try CacheCommand.info(context: context) }),
        Entry(
            spec: CacheCommand.clearSpec, usesDataOptions: false,
            run: { _, context in try CacheCommand.clear(context: context) }),
        Entry(spec: SnapshotCommand.updateSpec, usesDataOptions: true, run: SnapshotCommand.update),
    ]

    /// Runs the process's command line and exits with the resulting code.
    @MainActor public static func main() async -> Never {
        let code = await run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            console: StandardConsole(),
            executable: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "countries"),
            now: Date())
        exit(code.rawValue)
    }

    /// Runs one command line and returns its exit code; everything it prints goes to `console`.
    @MainActor public static func run(
        arguments: [String], environment: [String: String], console: any Console, executable: URL, now: Date
    ) async -> ExitCode {
        do {
            return try await dispatch(
                arguments, environment: environment, console: console, executable: executable, now: now)
        } catch {
            let failure = CLIError.from(error)
            console.err("error: \(failure.message)\n")
            console.err("hint: \(failure.hint)\n")
            if asksForVerbose(arguments), let cause = failure.cause { console.err("cause: \(cause)\n") }
            return failure.code
        }
    }

    @MainActor private static func dispatch(
        _ arguments: [String], environment: [String: String], console: any Console, executable: URL, now: Date
    ) async throws -> ExitCode {
        guard let first = arguments.first else {
            throw UsageError("missing command", hint: "try 'countries list', or see 'countries --help'")
        }
        if first == "--help" || first == "-h" || first == "help" {
            console.out(HelpText.tool(commands: entries.map(\.spec)))
            return .success
        }
        if first == "--version" {
            console.out("countries \(ToolVersion.current)\n")
            return .success
        }
        let (entry, rest) = try select(arguments)
        let options =
            entry.spec.options
            + (entry.usesDataOptions ? GlobalOptions.specs : [.flag("help", "show help for this command")])
        let parsed = try ArgumentParser.parse(rest, options: options, positionals: entry.spec.positionals.count)
        if parsed.flag("help") {
            console.out(HelpText.command(entry.spec, globals: entry.usesDataOptions ? GlobalOptions.specs : []))
            return .success
        }
        let context = RunContext(
            console: console, environment: environment, executable: executable, now: now,
            options: try GlobalOptions(parsed, environment: environment))
        return try await entry.run(parsed, context)
    }

    /// Finds the command named by the first one or two words.
    private static func select(_ arguments: [String]) throws(UsageError) -> (Entry, [String]) {
        for entry in entries {
            let words = entry.spec.name.split(separator: " ").map(String.init)
            if arguments.count >= words.count, Array(arguments.prefix(words.count)) == words {
                return (entry, Array(arguments.dropFirst(words.count)))
            }
        }
        let first = arguments[0]
        let groups = Dictionary(grouping: entries.map(\.spec.name)) { String($0.split(separator: " ")[0]) }
        if let group = groups[first] {
            let given = arguments.count > 1 ? "unknown \(first) command '\(arguments[1])'" : "missing \(first) command"
            throw UsageError(given, hint: "choose one of: " + group.joined(separator: ", "))
        }
        let names = groups.keys.sorted()
        let suggestion = SuggestionText.closest(to: first, among: names).map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError("unknown command '\(first)'\(suggestion)", hint: "commands: " + names.joined(separator: ", "))
    }

    private static func asksForVerbose(_ arguments: [String]) -> Bool { arguments.contains("--verbose") }
}
