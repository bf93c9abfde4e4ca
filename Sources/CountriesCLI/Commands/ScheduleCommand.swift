import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries schedule`: prints a crontab line and a systemd service and timer that run
/// `countries report` every day, week or month, with this binary's absolute path and the chosen
/// folder filled in.
enum ScheduleCommand {
    static let out = Option(
        "out", "DIR", default: "reports", shownDefault: "reports, made absolute", help: "the report folder",
        completion: .directories, parse: .path)
    static let every = Option(
        "every", "PERIOD", default: ScheduleFrequency.day, help: "day, week (Mondays) or month (the 1st)",
        parse: .choice(noun: "period"))
    static let at = Option(
        "at", "HH:MM", default: TimeOfDay(hour: 6, minute: 17), help: "the time of day",
        parse: ValueParser { text, _, _ throws(UsageError) in
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
                let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
                (0...59).contains(minute)
            else { throw UsageError("invalid --at '\(text)'", hint: "give a time of day as HH:MM, such as 06:17") }
            return TimeOfDay(hour: hour, minute: minute)
        })
    static let keep = Option(
        "keep", "N", default: 30, help: "how many dated reports to keep", parse: .integer(in: 1...100_000))
    static let json = Flag("json", help: "print the crontab line, service and timer as JSON")

    static let spec = CommandSpec(
        name: "schedule",
        summary: "Print a crontab line and a systemd timer that run 'countries report' regularly",
        options: [out, every, at, keep, DataCommandOptions.baseURL, json],
        discussion: """
            Nothing is installed: copy what it prints. The job runs with --if-changed and --quiet, so a
            report is made only when the data moved, and cron mails only failures. It runs with the
            --base-url given and with the WORLDBANK_API_URL, COUNTRIES_OFFLINE, COUNTRIES_SOURCE,
            COUNTRIES_CACHE_DIR, XDG_CACHE_HOME and COUNTRIES_DATA_DIR set here (folders made absolute), which cron and
            systemd would not pass on.
            """,
        examples: ["countries schedule --out /srv/reports --at 05:30", "countries schedule --every week --json"],
        run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) throws {
        let folder = URL(fileURLWithPath: parsed.value(out), isDirectory: true).standardizedFileURL.path
        let binary = context.executable.standardizedFileURL.path
        let baseURL = parsed.value(DataCommandOptions.baseURL)
        let variables = Schedule.variables(from: context.environment, baseURLGiven: baseURL != nil)
        for path in [folder, binary] + variables.map(\.value)
        where path.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            let name = variables.first { $0.value == path }.map { "\($0.name) " } ?? "the path "
            throw UsageError(
                "\(name)'\(path.debugDescription.dropFirst().dropLast())' holds a control character",
                hint: "cron and systemd cannot run it; choose a folder whose name has none")
        }
        let schedule = Schedule(
            binary: binary, folder: folder, frequency: parsed.value(every), time: parsed.value(at),
            keep: parsed.value(keep), baseURL: baseURL?.url.absoluteString, variables: variables)
        try context.console.out(parsed.isSet(json) ? schedule.json : schedule.text)
    }
}
