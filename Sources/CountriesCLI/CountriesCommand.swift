import AtomicFiles
import CountriesAnalysis
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `countries` command line: picks the subcommand, parses its options, runs it, and turns every
/// error into one `error:` line, a hint line and a documented exit code.
public enum CountriesCommand {
    /// Every command, in help order.
    static let entries = [
        ListCommand.spec, RegionsCommand.spec, ShowCommand.spec, EconomiesCommand.spec, IndicatorsCommand.showSpec,
        IndicatorsCommand.searchSpec, SourcesCommand.spec, MapCommand.spec, ReportCommand.spec, CiteCommand.spec,
        VerifyCommand.spec, RevisionsCommand.spec, CheckCommand.spec, ScheduleCommand.spec,
        CacheCommand.infoSpec,
        CacheCommand.clearSpec, MirrorCommand.spec, ReleasesCommand.spec, SnapshotCommand.updateSpec,
        DocumentationCommand.completionsSpec,
        DocumentationCommand.manualSpec, MCPCommand.spec,
    ]

    /// The process as ``start()`` prepared it for ``main(_:)``.
    public struct PreparedProcess: Sendable {
        let console: StandardConsole
        let scratch: ScratchFiles
        let signals: StopSignals
    }

    /// Prepares the process, synchronously, before the runtime starts threads or anything opens a
    /// file: claims closed standard streams (see ``StandardConsole/init()``), checks the system's
    /// limits, exiting with code 71 and one error line when they are too tight to run at all, and
    /// takes the signals that stop a run (``StopSignals``).
    public static func start() -> PreparedProcess {
        let console = StandardConsole()
        // Scripts ask for the version to check the tool is there: it is answered at once, before the
        // runtime, the signal sources and the command table cost a thread or a type lookup.
        if versionFlags.contains(CommandLine.arguments.dropFirst().first ?? ""), CommandLine.arguments.count == 2 {
            do {
                try console.out(versionText)
            } catch {
                exit(report(error, verbose: false, console: console).rawValue)
            }
            exit(console.hasLostErrorOutput ? ExitCode.ioError.rawValue : ExitCode.success.rawValue)
        }
        if let shortfall = ProcessLimits.shortfall() {
            exit(report(shortfall, verbose: false, console: console).rawValue)
        }
        let scratch = ScratchFiles()
        return PreparedProcess(console: console, scratch: scratch, signals: StopSignals(scratch: scratch))
    }

    /// Runs the process's command line and exits with the resulting code; `process` comes from
    /// ``start()``.
    public static func main(_ process: PreparedProcess) async -> Never {
        let console = process.console
        var code = await run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
            console: console,
            executable: executable(),
            now: Date(), scratch: process.scratch, watchdog: Watchdog(scratch: process.scratch))
        if code == .success, console.hasLostErrorOutput { code = .ioError }
        withExtendedLifetime(process.signals) {}
        exit(code.rawValue)
    }

    /// The running binary, for the units `schedule` writes: Linux names it at `/proc/self/exe`
    /// (FoundationEssentials has no `Bundle`, which read the same link), another system through
    /// `Bundle`; the command's first word when neither can.
    private static func executable() -> URL {
        #if canImport(FoundationEssentials)
            let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
            let path = Bundle.main.executablePath
        #endif
        return URL(fileURLWithPath: path ?? CommandLine.arguments.first ?? "countries")
    }

    /// Runs one command line and returns its exit code; everything it prints goes to `console`.
    ///
    /// A data command ends at its `--deadline` whatever it is doing: what it was writing is
    /// removed and one error line says so. In the real process a ``Watchdog`` backs this up for
    /// the case where every thread that could notice is blocked.
    public static func run(
        arguments: [String], environment: [String: String], console: any Console, executable: URL, now: Date
    ) async -> ExitCode {
        await run(
            arguments: arguments, environment: environment, console: console, executable: executable, now: now,
            scratch: ScratchFiles(), watchdog: nil)
    }

    private static func run(
        arguments: [String], environment: [String: String], console: any Console, executable: URL, now: Date,
        scratch: ScratchFiles, watchdog: Watchdog?
    ) async -> ExitCode {
        let context = RunContext(
            console: console, environment: environment, executable: executable, now: now, scratch: scratch)
        var verbose = false
        do {
            switch try parse(arguments, context: context) {
            case .answer(let text):
                try console.out(text)
            case .command(let entry, let parsed):
                verbose = parsed.isSet(DataCommandOptions.verbose)
                // Under --quiet the command itself says nothing on stderr; errors are still reported below.
                let commandConsole = CommandConsole(base: console, quiet: parsed.isSet(CommonOptions.quiet))
                var commandContext = context
                commandContext.console = commandConsole
                commandContext.arguments = arguments
                let command = { @Sendable [commandContext] in
                    try await entry.run(parsed, commandContext)
                    if entry.usesDataOptions { try await ManifestOutput.writeIfAsked(parsed, context: commandContext) }
                    for line in commandContext.closingLines.take() { commandConsole.close(with: line) }
                }
                guard entry.usesDataOptions, !entry.servesUntilInputEnds else {
                    try await command()
                    break
                }
                let deadline = parsed.value(DataCommandOptions.deadline)
                watchdog?.arm(deadline, failure: CLIError.deadlinePassed(deadline))
                do {
                    try await withDeadline(deadline, error: DeadlinePassed(), operation: command)
                } catch is DeadlinePassed {
                    // The abandoned work may still be going: it writes nothing more, and leaves nothing.
                    commandConsole.close()
                    scratch.abandon()
                    throw CLIError.deadlinePassed(deadline)
                }
            }
            return .success
        } catch {
            return report(error, verbose: verbose, console: console)
        }
    }

    /// The flags that ask for ``versionText``.
    private static let versionFlags = ["--version", "-V"]

    /// What `countries --version` prints.
    private static var versionText: String { "countries \(ToolVersion.current)\n" }

    /// The command's own `--deadline` passed (as opposed to any error the command throws).
    private struct DeadlinePassed: Error {}

    /// What the command line asks for: a command to run, or an answer already known (help, version).
    private enum Invocation {
        case answer(String)
        case command(CommandSpec, ParsedArguments)
    }

    private static func parse(_ arguments: [String], context: RunContext) throws(UsageError) -> Invocation {
        let arguments = askingForHelp(arguments)
        guard let first = arguments.first else { return .answer(HelpText.usage(commands: entries)) }
        if first == "--help" || first == "-h" || first == "help" {
            return .answer(HelpText.tool(commands: entries))
        }
        if versionFlags.contains(first) {
            guard arguments.count == 1 else {
                throw UsageError("unexpected '\(arguments[1])' after \(first)", hint: "run: countries --version")
            }
            return .answer(versionText)
        }
        if arguments.count == 2, ["--help", "-h"].contains(arguments[1]),
            !entries.contains(where: { $0.name == first })
        {
            let group = entries.filter { $0.name.hasPrefix(first + " ") }
            if !group.isEmpty { return .answer(HelpText.group(first, commands: group)) }
        }
        let (entry, rest) = try select(arguments)
        let parsed = try ArgumentParser.parse(
            rest, options: entry.declarations,
            positionals: entry.positionals.last?.contains("...") == true ? Int.max : entry.positionals.count,
            context: ParsingContext(now: context.now))
        if parsed.isSet(CommonOptions.help) { return .answer(HelpText.command(entry)) }
        // The data options are checked together now, like every value: a contradiction (--offline
        // --refresh) or a bad $WORLDBANK_API_URL is a usage error before the command starts.
        if entry.usesDataOptions {
            _ = try DataCommandOptions(
                parsed, environment: context.environment,
                readsSource: !entry.declaresItself(DataCommandOptions.source))
        }
        return .command(entry, parsed)
    }

    /// `help COMMAND` and `COMMAND help` as `COMMAND --help`, so the three agree: `help list`,
    /// `list help`, `help cache`, `cache info help`. A `help` after a command's own arguments is one of them.
    private static func askingForHelp(_ arguments: [String]) -> [String] {
        guard arguments.count > 1, arguments.first == "help" || arguments.last == "help" else { return arguments }
        let names = Set(
            entries.flatMap { entry in
                let words = entry.name.split(separator: " ").map(String.init)
                return [words.joined(separator: " "), words[0]]
            })
        if arguments.first == "help", arguments.count > 1, names.contains(arguments.dropFirst().joined(separator: " "))
        {
            return Array(arguments.dropFirst()) + ["--help"]
        }
        if arguments.last == "help", arguments.count > 1, names.contains(arguments.dropLast().joined(separator: " ")) {
            return Array(arguments.dropLast()) + ["--help"]
        }
        return arguments
    }

    /// Prints `error` as the `error:` and `hint:` lines (and the cause under `--verbose`).
    private static func report(_ error: any Error, verbose: Bool, console: any Console) -> ExitCode {
        let failure = CLIError.from(error)
        // What a person typed comes back in the message: shown harmless, on one line, and shortened.
        console.err("error: \(ControlCharacters.visible(LongValues.shortened(failure.message)))\n")
        console.err("hint: \(ControlCharacters.visible(failure.hint))\n")
        if verbose, let cause = failure.cause { console.err("cause: \(String(reflecting: cause))\n") }
        return failure.code
    }

    /// Finds the command named by the first one or two words.
    private static func select(_ arguments: [String]) throws(UsageError) -> (CommandSpec, [String]) {
        for entry in entries {
            let words = entry.name.split(separator: " ").map(String.init)
            if arguments.count >= words.count, Array(arguments.prefix(words.count)) == words {
                return (entry, Array(arguments.dropFirst(words.count)))
            }
        }
        let first = arguments[0]
        let groups = Dictionary(grouping: entries.map(\.name)) { String($0.split(separator: " ")[0]) }
        if let group = groups[first] {
            let given = arguments.count > 1 ? "unknown \(first) command '\(arguments[1])'" : "missing \(first) command"
            throw UsageError(given, hint: "choose one of: " + group.joined(separator: ", "))
        }
        let names = groups.keys.sorted()
        throw UsageError(
            "unknown command '\(first)'" + EditDistance.didYouMean(first, among: names),
            hint: "commands: " + names.joined(separator: ", "))
    }
}
