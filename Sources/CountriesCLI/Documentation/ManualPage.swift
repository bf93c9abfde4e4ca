import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `countries(1)` manual page in roff, generated from the same declarations as `--help`, so the
/// manual lists exactly the commands and options the parser accepts.
///
/// What a reader copies must run: the page is neither justified nor hyphenated (groff's man macros
/// read the `HY` register and the `AD` string at `.TH`, and reset `.nh` at every heading),
/// so an option or a file name is never split by a hyphen that is not in it, and examples are in
/// `.EX`/`.EE` blocks with `\(dq` quotes, so that quotes survive. Text lines stay within 80 bytes,
/// as `mandoc -T lint` asks.
enum ManualPage {
    /// The day the footer shows: that of `SOURCE_DATE_EPOCH` when it is a number of seconds, so that a
    /// release built twice from one commit has one manual (reproducible-builds.org/specs), else today.
    static func date(now: Date, environment: [String: String]) -> String {
        let epoch = environment["SOURCE_DATE_EPOCH"].flatMap { text in
            text.allSatisfy { $0.isASCII && $0.isNumber } ? Int64(text) : nil
        }
        return DayText.format(epoch.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? now)
    }

    /// The page; `date` is the day shown in its footer.
    static func render(commands: [CommandSpec], date: String) -> String {
        var page = """
            .nr HY 0
            .ds AD l
            .TH COUNTRIES 1 "\(date)" "countries \(ToolVersion.current)" "User Commands"
            .ad l
            .SH NAME
            countries \\- World Bank country statistics at the command line
            .SH SYNOPSIS
            .B countries
            .I command
            .RI [ options ]
            .SH DESCRIPTION

            """
        page +=
            text(
                """
                Population, GDP, GDP per capita and any other World Development Indicator for the economies of \
                the World Bank country list, by region, as tables, CSV, TSV, JSON, Markdown and Excel workbooks, \
                world maps (SVG or HTML) and scheduled HTML reports. Data comes from the live World Bank API, \
                else a fresh cache, else the World Bank snapshot built into the program, so every command works \
                with no network. Every output says where its figures came from and how fresh they are.
                """) + "\n.SH COMMANDS\n"
        for entry in commands {
            page += ".SS \"countries \(escape(entry.name))"
            page += entry.positionals.map { " \(escape($0))" }.joined() + "\"\n"
            page += text(entry.summary + ".") + "\n"
            if !entry.discussion.isEmpty { page += ".PP\n" + text(entry.discussion) + "\n" }
            page += options(entry.options)
            if !entry.examples.isEmpty {
                page += ".PP\nExamples:\n.RS\n.EX\n"
                page += entry.examples.map { escape($0).replacing("\"", with: "\\(dq") + "\n" }.joined()
                page += ".EE\n.RE\n"
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
            .B COUNTRIES_LIVE
            1 makes \\-\\-live the default: every figure from the API, exit 69 when it cannot answer;
            an explicit \\-\\-offline overrides it.
            .TP
            .B COUNTRIES_SOURCE
            The World Bank database (id or name) of \\-\\-source when it is not given; see
            .BR "countries sources" .
            .TP
            .B COUNTRIES_CACHE_DIR
            Cache folder (default $XDG_CACHE_HOME/countries, else ~/.cache/countries).
            .TP
            .B COUNTRIES_DATA_DIR
            A snapshot folder to use instead of the one built into the program.
            .TP
            .B COUNTRIES_MIRROR_DIR
            The mirror folder of
            .B countries mirror
            (default $XDG_DATA_HOME/countries/mirror, else ~/.local/share/countries/mirror); data commands
            read it too.
            .TP
            .B COUNTRIES_BULK_URL
            The root under which data/download/WDI_CSV.zip lies (default https://databank.worldbank.org).
            .TP
            .B NO_COLOR
            No colour in tables.
            .TP
            .B COLUMNS
            Table width.
            .SH EXIT STATUS

            """
        page += ExitCode.allCases.map { ".TP\n.B \($0.rawValue)\n\(text($0.meaning))\n" }.joined()
        page += ".TP\n.B \(ExitCode.signalStatus.code)\n\(text(ExitCode.signalStatus.meaning))\n"
        page += """
            .SH FILES
            .TP
            .I $COUNTRIES_CACHE_DIR/
            The cache of API answers, one folder per API root (the member lists of the groups only the API
            lists among them,
            .IR members@EUU.dataset ); else
            .I $XDG_CACHE_HOME/countries/
            or
            .IR ~/.cache/countries/ .
            .B countries cache info
            lists it,
            .B countries cache clear
            empties it.
            .TP
            .I DIR/YYYY\\-MM\\-DD/
            A report written by
            .B countries report \\-\\-out
            .IR DIR ,
            with
            .I DIR/latest
            pointing at the newest (a series adds its name:
            .IR DIR/YYYY\\-MM\\-DD\\-NAME/ ,
            .IR DIR/latest\\-NAME ).
            .TP
            .I DIR/YYYY\\-MM\\-DD/manifest.json
            What the report was made from: each dataset with its requests, World Bank
            lastupdated, origin and the SHA\\-256 of its values, as
            .B \\-\\-manifest FILE
            writes it for any data command;
            .B countries verify
            reads it back.
            .TP
            .I $COUNTRIES_CACHE_DIR/API/NAME~1.dataset
            An earlier edition of a cached answer, kept when the World Bank's answer changed
            (at most 3 editions a dataset);
            .B countries revisions
            compares the two newest.
            .TP
            .I DIR/.lock
            Held while a report is written into
            .IR DIR :
            a second run at the same time exits 75.
            .TP
            .I $COUNTRIES_DATA_DIR/
            A snapshot folder (JSON files as
            .B countries snapshot update
            writes them) read instead of the one built into the program.
            .TP
            .I $COUNTRIES_MIRROR_DIR/wdi/release=YYYY\\-MM\\-DD/
            A release of the Bank's bulk file built by
            .BR "countries mirror" :
            values.parquet (economy, indicator, year, value), the economies, the series with their
            licences, the footnotes and notes, and release.json (each file's bytes and SHA\\-256, the
            zip's URL, ETag and SHA\\-256); beside it
            .I _delta_log/
            with one Delta Lake commit per release.
            .B cache clear
            never removes it.
            .SH DATA LICENCE

            """
        page += text(
            "\(SourceNote.attribution). The World Development Indicators are published under the Creative "
                + "Commons Attribution 4.0 licence as a whole, but each series carries its own label (some "
                + "third-party terms, some CC BY 3.0 IGO): every output's credit names the licences of its "
                + "figures as far as a copy on this machine states them, and never calls a series CC BY 4.0 that "
                + "its label does not.")
        page += """

            .SH SEE ALSO
            .BR crontab (5),
            .BR systemd.timer (5),
            .BR systemd.exec (5),
            .BR curl (1)

            """
        return page
    }

    private static func options(_ options: [any OptionDeclaration]) -> String {
        options.map { option in
            ".TP\n.B \(escape(String(option.spec.helpUsage.drop { $0 == " " })))\n\(text(option.spec.help))\n"
        }.joined()
    }

    /// `paragraph` as filled roff text: escaped, and broken at spaces into lines of at most 80 bytes
    /// (a word longer than that stays whole).
    private static func text(_ paragraph: String) -> String {
        var lines: [String] = []
        for word in paragraph.split(whereSeparator: \.isWhitespace).map({ escape(String($0)) }) {
            if let last = lines.last, last.utf8.count + 1 + word.utf8.count <= 80 {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Text safe in roff: backslashes and hyphens escaped, no line starting with a control character.
    static func escape(_ text: String) -> String {
        text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line) }
            .joined(separator: "\n")
    }
}
