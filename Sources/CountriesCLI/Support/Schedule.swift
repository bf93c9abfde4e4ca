import OfflineStore
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A scheduled report as cron and systemd want it: one crontab line, a oneshot service and its timer.
///
/// Each target reads the command in its own syntax, so each gets its own escapes: the shell that
/// cron runs reads single quotes (and cron itself turns a bare `%` into a newline), systemd reads
/// `ExecStart=` as words in double quotes with C escapes, `$` variables and `%` specifiers
/// (systemd.syntax(7), systemd.service(5)). The job is quiet unless it fails, so cron mails only failures.
///
/// Neither cron nor systemd starts the job with the environment `schedule` ran in, so the variables
/// that change what a report does (``carriedVariables``) go with it: as assignments before the
/// command in the crontab line, and as `Environment=` lines in the service.
struct Schedule: Sendable {
    /// One environment variable the job is started with.
    struct Variable: Sendable, Equatable {
        let name: String
        let value: String
    }

    let binary: String
    let folder: String
    let frequency: ScheduleFrequency
    let time: TimeOfDay
    let keep: Int
    /// The API root given with `--base-url`, passed on to the report as it is.
    var baseURL: String? = nil
    /// The environment the job runs with, in ``carriedVariables`` order.
    var variables: [Variable] = []

    /// The variables that change what a report run does, as `countries` reads them: the API root,
    /// offline by default, the database of the extra indicators, the cache folder (`XDG_CACHE_HOME`
    /// places it when `COUNTRIES_CACHE_DIR` does not) and the snapshot folder. `HOME` is not among
    /// them: cron and systemd set it.
    static let carriedVariables = [
        BaseURL.environmentVariable, DataCommandOptions.offlineVariable, DataCommandOptions.sourceVariable,
        cacheVariable, xdgCacheVariable, BundledSnapshot.environmentVariable,
    ]
    /// The cache's folders, as ``DatasetCache/defaultRoot(environment:)`` reads them.
    private static let cacheVariable = "COUNTRIES_CACHE_DIR"
    private static let xdgCacheVariable = "XDG_CACHE_HOME"

    /// The ``carriedVariables`` set in `environment`, as the job needs them: empty ones (which
    /// `countries` reads as unset) left out, folders made absolute (cron starts the job in the home
    /// folder), `XDG_CACHE_HOME` only when it is what places the cache, and the API root only when
    /// `--base-url` does not override it.
    static func variables(from environment: [String: String], baseURLGiven: Bool) -> [Variable] {
        let folders: Set = [cacheVariable, xdgCacheVariable, BundledSnapshot.environmentVariable]
        return carriedVariables.compactMap { name in
            guard let value = environment[name], !value.isEmpty,
                name != BaseURL.environmentVariable || !baseURLGiven,
                name != xdgCacheVariable || (environment[cacheVariable] ?? "").isEmpty
            else { return nil }
            let absolute =
                folders.contains(name)
                ? URL(fileURLWithPath: value, isDirectory: true).standardizedFileURL.path : value
            return Variable(name: name, value: absolute)
        }
    }

    /// The words of the report command.
    private var words: [String] {
        [binary, "report", "--out", folder] + (baseURL.map { ["--base-url", $0] } ?? [])
            + ["--if-changed", "--keep", String(keep), "--quiet"]
    }

    /// The report command as a shell would read it, after the assignments of its ``variables``.
    var command: String {
        (variables.map { "\($0.name)=\(Self.shellQuoted($0.value))" } + words.map(Self.shellQuoted))
            .joined(separator: " ")
    }

    /// The crontab line: stdout (the folder written) discarded, stderr (errors only) mailed. Cron
    /// turns `\%` into `%` and leaves every other backslash as it is.
    var crontab: String {
        let command = command.replacing("%", with: "\\%")
        return "\(time.minute) \(time.hour) \(frequency.calendar.crontab) \(command) > /dev/null"
    }

    /// The command as systemd's `ExecStart=` reads it. systemd runs no executable whose path holds a
    /// backslash or a quote, so such a binary is started through `/usr/bin/env`, where its path is an
    /// argument; it expands no variables in the executable's path, so `$` stays single there.
    var execStart: String {
        let runsDirectly = !binary.contains { "\\\"'".contains($0) }
        let program =
            runsDirectly
            ? Self.systemdQuoted(binary, expandsVariables: false) : "/usr/bin/env " + Self.systemdQuoted(binary)
        return ([program] + words.dropFirst().map { Self.systemdQuoted($0) }).joined(separator: " ")
    }

    /// One `Environment=` line a variable, each assignment one word: systemd expands specifiers
    /// there but no `$` variables (systemd.exec(5)).
    private var environmentLines: String {
        variables.map { "Environment=\(Self.systemdQuoted("\($0.name)=\($0.value)", expandsVariables: false))\n" }
            .joined()
    }

    /// The systemd user service.
    var service: String {
        """
        [Unit]
        Description=World Bank country statistics report (countries)

        [Service]
        Type=oneshot
        \(environmentLines)ExecStart=\(execStart)

        """
    }

    /// The systemd user timer.
    var timer: String {
        """
        [Unit]
        Description=World Bank country statistics report, every \(frequency.rawValue)

        [Timer]
        OnCalendar=\(frequency.calendar.systemd) \(time):00
        Persistent=true
        RandomizedDelaySec=10m

        [Install]
        WantedBy=timers.target

        """
    }

    /// All three with where they go and how to turn them on.
    var text: String {
        """
        # crontab -e: a report every \(frequency.rawValue) at \(time). The job prints nothing unless it fails,
        # so cron mails only failures.
        \(crontab)

        # ~/.config/systemd/user/countries-report.service
        \(service)
        # ~/.config/systemd/user/countries-report.timer
        \(timer)
        # then: systemctl --user daemon-reload && systemctl --user enable --now countries-report.timer
        # and, so that it runs while you are logged out: loginctl enable-linger "$USER"

        """
    }

    /// All three as JSON, for configuration tools.
    var json: String {
        MetadataJSON.document(
            .schedule,
            [
                ("every", .string(frequency.rawValue)), ("at", .string(time.description)),
                ("command", .string(command)), ("crontab", .string(crontab)), ("systemd_service", .string(service)),
                ("systemd_timer", .string(timer)),
            ])
    }

    /// `word` as one word of a systemd command line: as it is when systemd would read it unchanged,
    /// else in double quotes with `\` and `"` escaped; `%` is doubled either way, as systemd expands
    /// specifiers inside quotes too, and so is `$` where it `expandsVariables` (every argument).
    static func systemdQuoted(_ word: String, expandsVariables: Bool = true) -> String {
        let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "/._-+:,@=".contains($0) }
        let escaped = word.reduce(into: "") { text, character in
            switch character {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "$" where expandsVariables: text += "$$"
            case "%": text += "%%"
            default: text.append(character)
            }
        }
        return plain ? escaped : "\"\(escaped)\""
    }

    /// `path` as one shell word.
    static func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
            ? path : "'\(path.replacing("'", with: "'\\''"))'"
    }
}
