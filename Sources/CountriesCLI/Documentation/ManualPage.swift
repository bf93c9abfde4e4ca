import WorldBank

/// The `countries(1)` manual page in roff, generated from the same declarations as `--help`, so the
/// manual lists exactly the commands and options the parser accepts.
enum ManualPage {
    /// The page; `date` is the day shown in its footer.
    static func render(commands: [CommandSpec], date: String) -> String {
        var page = """
            .TH COUNTRIES 1 "\(date)" "countries \(ToolVersion.current)" "User Commands"
            .SH NAME
            countries \\- World Bank country statistics at the command line
            .SH SYNOPSIS
            .B countries
            .I command
            .RI [ options ]
            .SH DESCRIPTION
            Population, GDP, GDP per capita and any other World Development Indicator for the economies of
            the World Bank country list, by region, as tables, CSV, TSV, JSON, Markdown and scheduled HTML
            reports. Data comes from the live World Bank API, else a fresh cache, else the World Bank snapshot
            built into the program, so every command works with no network. Every output says where its
            figures came from and how fresh they are.
            .SH COMMANDS

            """
        for entry in commands {
            page += ".SS \"countries \(escape(entry.name))"
            page += entry.positionals.map { " \(escape($0))" }.joined() + "\"\n"
            page += escape(entry.summary) + ".\n"
            if !entry.discussion.isEmpty { page += ".PP\n" + escape(entry.discussion) + "\n" }
            page += options(entry.options)
            if !entry.examples.isEmpty {
                page += ".PP\nExamples:\n" + entry.examples.map { ".RS\n.B \(escape($0))\n.RE\n" }.joined()
            }
        }
        page += ".SH DATA OPTIONS\nAccepted by every command that reads figures.\n"
        page += options(DataCommandOptions.all)
        page += ".SH COMMON OPTIONS\n" + options(CommonOptions.all)
        page += """
            .SH ENVIRONMENT
            .TP
            .B WORLDBANK_API_URL
            API root (default https://api.worldbank.org/v2).
            .TP
            .B COUNTRIES_OFFLINE
            1 makes \\-\\-offline the default; \\-\\-online overrides it.
            .TP
            .B COUNTRIES_CACHE_DIR
            Cache folder (default $XDG_CACHE_HOME/countries, else ~/.cache/countries).
            .TP
            .B COUNTRIES_DATA_DIR
            A snapshot folder to use instead of the one built into the program.
            .TP
            .B NO_COLOR
            No colour in tables.
            .TP
            .B COLUMNS
            Table width.
            .SH EXIT STATUS

            """
        page += ExitCode.allCases.map { ".TP\n.B \($0.rawValue)\n\(escape($0.meaning))\n" }.joined()
        page += ".TP\n.B \(ExitCode.signalStatus.code)\n\(escape(ExitCode.signalStatus.meaning))\n"
        page += """
            .SH DATA LICENCE
            \(escape(SourceNote.attribution)). World Bank data is published under the Creative Commons
            Attribution 4.0 licence; every output carries that credit.

            """
        return page
    }

    private static func options(_ options: [any OptionDeclaration]) -> String {
        options.map { option in
            ".TP\n.B \(escape(String(option.spec.helpUsage.drop { $0 == " " })))\n\(escape(option.spec.help))\n"
        }.joined()
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with a control character.
    static func escape(_ text: String) -> String {
        text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
            .joined(separator: "\n")
    }
}
