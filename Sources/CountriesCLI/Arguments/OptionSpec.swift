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

/// A command's interface: name, options, positional arguments, help and examples.
struct CommandSpec: Sendable {
    /// The words that select it (`list`, `cache info`).
    let name: String
    /// One line saying what it does.
    let summary: String
    /// Positional arguments as shown in the usage line (`CODE`).
    let positionals: [String]
    /// The options specific to this command.
    let options: [OptionSpec]
    /// Paragraphs shown after the options.
    let discussion: String
    /// Example invocations.
    let examples: [String]

    init(
        name: String, summary: String, positionals: [String] = [], options: [OptionSpec] = [], discussion: String = "",
        examples: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
        self.examples = examples
    }
}
