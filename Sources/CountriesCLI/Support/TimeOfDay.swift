/// A time of day for `--at`, shown as `HH:MM`.
struct TimeOfDay: Sendable, Hashable, CustomStringConvertible {
    let hour: Int
    let minute: Int

    var description: String { (hour < 10 ? "0\(hour)" : "\(hour)") + (minute < 10 ? ":0\(minute)" : ":\(minute)") }
}

extension TimeOfDay {
    /// Reads `HH:MM`; declared here so that the memberwise initializer stays.
    init(_ text: String) throws(UsageError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
            (0...59).contains(minute)
        else { throw UsageError("invalid --at '\(text)'", hint: "give a time of day as HH:MM, such as 06:17") }
        self.init(hour: hour, minute: minute)
    }
}
