/// One option a command accepts, as `--help` shows it and the parser reads it.
struct OptionSpec: Sendable {
    /// The long name without dashes (`region`).
    let name: String
    /// The placeholder of its value (`R`), or `nil` for a flag.
    let valueName: String?
    /// One line of help.
    let help: String
    /// True when it may be given several times (`--indicator A --indicator B`).
    let repeats: Bool

    /// An option that takes a value.
    static func value(_ name: String, _ valueName: String, _ help: String, repeats: Bool = false) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, repeats: repeats)
    }

    /// A flag.
    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, repeats: false)
    }

    /// `--region R` or `--desc`, for help and messages.
    var usage: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }
}
