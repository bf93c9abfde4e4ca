/// What the parser, `--help` and (later) completions and the manual need to know of one option:
/// the untyped half of an ``Option`` or a ``Flag``.
struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes (`region`).
    let name: String
    /// The placeholder of its value (`R`), or `nil` for a flag.
    let valueName: String?
    /// One line of help.
    let help: String
    /// True when it may be given several times (`--indicator A --indicator B`).
    let repeats: Bool
    /// The closed set of values it takes, for completions; empty when it is open.
    let choices: [String]

    /// `--region R` or `--desc`, for help and messages.
    var usage: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }
}

/// An option declaration of any type, so that a command can list all of its options in one array.
protocol OptionDeclaration: Sendable {
    /// The untyped description the parser and the help text read.
    var spec: OptionSpec { get }
}
