import Foundation

/// `countries schedule`: prints a crontab line and a systemd service and timer for daily reports,
/// with this binary's absolute path and the chosen folder filled in.
enum ScheduleCommand {
    static let out = Option<String>.text("out", "DIR", help: "the report folder (default reports, made absolute)")
    static let at = Option<TimeOfDay>("at", "HH:MM", help: "the time of day (default 06:17)") {
        text, _ throws(UsageError) in try TimeOfDay(text)
    }
    static let keep = Option<Int>.integer(
        "keep", "N", in: 1...100_000, help: "how many dated reports to keep (default 30)")

    static let spec = CommandSpec(
        name: "schedule",
        summary: "Print a crontab line and a systemd timer that run 'countries report' daily",
        options: [out, at, keep],
        discussion:
            "Nothing is installed: copy what it prints. Both run with --if-changed, so a report is made only when the data moved.",
        examples: ["countries schedule --out /srv/reports --at 05:30"])

    static func run(_ parsed: ParsedArguments, context: RunContext) throws -> ExitCode {
        let folder = URL(fileURLWithPath: try parsed.value(out) ?? "reports", isDirectory: true).standardizedFileURL
            .path
        let time = try parsed.value(at) ?? TimeOfDay(hour: 6, minute: 17)
        let (hour, minute) = (time.hour, time.minute)
        let keep = try parsed.value(keep) ?? 30
        let binary = context.executable.standardizedFileURL.path
        let command = "\(quoted(binary)) report --out \(quoted(folder)) --if-changed --keep \(keep)"
        context.console.out(
            """
            # crontab -e: a report every day at \(String(format: "%02d:%02d", hour, minute)); stdout (the folder written)
            # is discarded so cron mails only errors.
            \(minute) \(hour) * * * \(command) > /dev/null

            # ~/.config/systemd/user/countries-report.service
            [Unit]
            Description=World Bank country statistics report (countries)

            [Service]
            Type=oneshot
            ExecStart=\(command)

            # ~/.config/systemd/user/countries-report.timer
            [Unit]
            Description=Daily World Bank country statistics report

            [Timer]
            OnCalendar=*-*-* \(String(format: "%02d:%02d", hour, minute)):00
            Persistent=true
            RandomizedDelaySec=10m

            [Install]
            WantedBy=timers.target

            # then: systemctl --user daemon-reload && systemctl --user enable --now countries-report.timer

            """)
        return .success
    }

    private static func quoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
            ? path : "'\(path.replacingOccurrences(of: "'", with: "'\\''"))'"
    }
}
