import Foundation
import Rendering

/// A scheduled report as cron and systemd want it: one crontab line, a oneshot service and its timer.
///
/// A `%` in a path means "newline" to cron and a specifier to systemd, so each gets its own escape;
/// the job is quiet unless it fails, so cron mails only failures.
struct Schedule: Sendable {
    let binary: String
    let folder: String
    let frequency: ScheduleFrequency
    let time: TimeOfDay
    let keep: Int

    /// The report command as a shell would read it.
    var command: String {
        "\(Self.shellQuoted(binary)) report --out \(Self.shellQuoted(folder)) --if-changed --keep \(keep) --quiet"
    }

    /// The crontab line: stdout (the folder written) discarded, stderr (errors only) mailed.
    var crontab: String {
        let command = command.replacingOccurrences(of: "%", with: "\\%")
        return "\(time.minute) \(time.hour) \(frequency.calendar.crontab) \(command) > /dev/null"
    }

    /// The systemd user service.
    var service: String {
        """
        [Unit]
        Description=World Bank country statistics report (countries)

        [Service]
        Type=oneshot
        ExecStart=\(command.replacingOccurrences(of: "%", with: "%%"))

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
        JSONValue.object([
            ("every", .string(frequency.rawValue)), ("at", .string(time.description)), ("command", .string(command)),
            ("crontab", .string(crontab)), ("systemd_service", .string(service)), ("systemd_timer", .string(timer)),
        ]).rendered()
    }

    /// `path` as one shell word.
    static func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-".contains($0) }
            ? path : "'\(path.replacingOccurrences(of: "'", with: "'\\''"))'"
    }
}
