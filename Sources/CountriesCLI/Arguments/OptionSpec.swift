/// What the parser, `--help`, completions and the manual need to know of one option: the untyped
/// half of an ``Option`` or a ``Flag``.
struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes (`region`).
    let name: String
    /// The placeholder of its value (`R`), or `nil` for a flag.
    let valueName: String?
    /// The one-letter name (`r` for `-r`), for the options typed most often.
    var short: Character? = nil
    /// One line of help, ending with the default when there is one.
    let help: String
    /// True when it may be given several times (`--indicator A --indicator B`).
    var repeats = false
    /// The closed set of values it takes, for completions; empty when it is open.
    var choices: [String] = []
    /// What a shell may offer for its value.
    var completion = CompletionHint.none

    /// `--region R` or `--desc`, for messages.
    var usage: String { valueName.map { "--\(name) \($0)" } ?? "--\(name)" }

    /// `-r, --region R`, for help.
    var helpUsage: String { (short.map { "-\($0), " } ?? "    ") + usage }
}

/// What a shell completes an option's value with, besides a closed set of choices.
enum CompletionHint: Sendable, Hashable {
    /// Nothing in particular.
    case none
    /// File names.
    case files
    /// Folder names.
    case directories
    /// Region ids of the bundled country list.
    case regions
    /// Income level ids of the bundled country list.
    case incomeLevels
    /// Lending type ids of the bundled country list.
    case lendingTypes
    /// ISO3 codes of the bundled country list, economies and aggregates.
    case economies
    /// The codes of the World Bank's groups: the aggregates of the bundled country list.
    case groups
    /// The shells `countries completions` writes a script for.
    case shells
}

/// An option declaration of any type, so that a command can list all of its options in one array.
protocol OptionDeclaration: Sendable {
    /// The untyped description the parser and the help text read.
    var spec: OptionSpec { get }
    /// Parses `text` as this option's value, joined to the `earlier` values of an option that
    /// repeats, or throws what is wrong with it: the parser calls it for every value given, so a
    /// bad value is refused before the command runs at all.
    func read(_ text: String, after earlier: (any Sendable)?, context: ParsingContext) throws(UsageError)
        -> any Sendable
}
