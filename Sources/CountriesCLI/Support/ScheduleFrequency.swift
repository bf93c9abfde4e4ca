/// How often a scheduled report runs (`schedule --every`).
enum ScheduleFrequency: String, CaseIterable, Sendable {
    /// Every day.
    case day
    /// Every Monday.
    case week
    /// On the first day of every month.
    case month

    /// When it runs, as crontab's day-of-month, month and day-of-week fields and as the date part
    /// of systemd's `OnCalendar`.
    var calendar: (crontab: String, systemd: String) {
        switch self {
        case .day: ("* * *", "*-*-*")
        case .week: ("* * 1", "Mon *-*-*")
        case .month: ("1 * *", "*-*-01")
        }
    }
}
