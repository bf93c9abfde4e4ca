/// A time of day for `--at`, shown as `HH:MM`.
struct TimeOfDay: Sendable, Hashable, CustomStringConvertible {
    let hour: Int
    let minute: Int

    var description: String { (hour < 10 ? "0\(hour)" : "\(hour)") + (minute < 10 ? ":0\(minute)" : ":\(minute)") }
}
