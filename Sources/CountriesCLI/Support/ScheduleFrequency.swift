/// How often a scheduled report runs (`schedule --every`).
enum ScheduleFrequency: String, CaseIterable, Sendable {
    /// Every day.
    case day
    /// Every Monday.
    case week
    /// On the first day of every month.
    case month
}
