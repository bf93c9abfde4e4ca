import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `--help` pages, built from the same specs the parser reads so they never drift apart.
enum HelpText {
    /// A command's page: what it does, its usage, its options by group, examples.
    static func command(_ spec: CommandSpec) -> String {
        var text = "\(spec.summary).\n\nUsage: countries \(spec.name)"
        if !spec.options.isEmpty { text += " [options]" }
        text += spec.positionals.map { " \($0)" }.joined() + "\n"
        if !spec.discussion.isEmpty { text += "\n\(spec.discussion)\n" }
        if !spec.options.isEmpty { text += "\nOptions:\n" + optionLines(spec.options) }
        if spec.usesDataOptions {
            text += "\nData options:\n" + optionLines(DataCommandOptions.all.filter { !spec.declaresItself($0) })
        }
        text += "\nCommon options:\n" + optionLines(CommonOptions.all)
        if !spec.examples.isEmpty { text += "\nExamples:\n" + spec.examples.map { "  \($0)\n" }.joined() }
        return text
    }

    /// What bare `countries` prints: the commands in one line each and where to read more.
    static func usage(commands: [CommandSpec]) -> String {
        """
        countries \(ToolVersion.current): World Bank country statistics (population, GDP, any indicator)

        Usage: countries <command> [options]
        Commands: \(commands.map(\.name).joined(separator: ", "))

        Try 'countries list --offline', or 'countries --help' for every command and the exit codes.

        """
    }

    /// The page of a group of commands (`countries cache --help`): each command and where to read more.
    static func group(_ name: String, commands: [CommandSpec]) -> String {
        "Usage: countries \(name) <command> [options]\n\nCommands:\n" + table(commands.map { ($0.name, $0.summary) })
            + "\nRun 'countries \(name) <command> --help' for a command's options.\n"
    }

    /// The tool's page: commands, environment, exit codes, the credit.
    static func tool(commands: [CommandSpec]) -> String {
        var text = """
            countries \(ToolVersion.current): World Bank country statistics (population, GDP, GDP per capita)

            Usage: countries <command> [options]

            Commands:

            """
        text += table(commands.map { ($0.name, $0.summary) })
        text += """

            Run 'countries <command> --help' for a command's options and examples.
            Global options: --help, --version. Every command takes -q/--quiet and -h/--help.

            Data comes from the live World Bank API, else a fresh cache, else the World Bank snapshot
            built into countries (--offline never touches the network; with no network the snapshot
            answers at once). Every output names its source and freshness.

            Environment:
              WORLDBANK_API_URL     API root (default https://api.worldbank.org/v2)
              COUNTRIES_OFFLINE     1 makes --offline the default (--online overrides)
              COUNTRIES_SOURCE      the database of --source when it is not given (see 'countries sources')
              COUNTRIES_CACHE_DIR   cache folder (default $XDG_CACHE_HOME/countries or ~/.cache/countries)
              COUNTRIES_DATA_DIR    a snapshot folder to use instead of the one built in
              NO_COLOR              no colour in tables
              COLUMNS               table width

            Also: 'countries completions bash|zsh|fish', 'countries manual'.

            Exit codes:

            """
        text += ExitCode.allCases.map { "  " + String($0.rawValue).leftPadded(2) + "  \($0.meaning)\n" }.joined()
        text += "  \(ExitCode.signalStatus.code)  \(ExitCode.signalStatus.meaning)\n"
        text += "\n\(SourceNote.attribution).\n"
        return text
    }

    private static func optionLines(_ options: [any OptionDeclaration]) -> String {
        table(options.map { ($0.spec.helpUsage, $0.spec.help) })
    }

    /// Two columns, the first padded to its widest entry, each line indented by two spaces.
    private static func table(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + TextWrap.padded($0, to: width) + "  \($1)\n" }.joined()
    }
}
