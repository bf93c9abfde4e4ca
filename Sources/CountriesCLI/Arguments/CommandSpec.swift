/// A command's interface: name, options, positional arguments, help and examples.
struct CommandSpec: Sendable {
    /// The words that select it (`list`, `cache info`).
    let name: String
    /// One line saying what it does.
    let summary: String
    /// Positional arguments as shown in the usage line (`CODE`).
    let positionals: [String]
    /// The options specific to this command, in help order.
    let declarations: [any OptionDeclaration]
    /// Their untyped descriptions, for help, completions and the manual.
    var options: [OptionSpec] { declarations.map(\.spec) }
    /// Paragraphs shown after the options.
    let discussion: String
    /// Example invocations.
    let examples: [String]

    init(
        name: String, summary: String, positionals: [String] = [], options: [any OptionDeclaration] = [],
        discussion: String = "", examples: [String] = []
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        declarations = options
        self.discussion = discussion
        self.examples = examples
    }
}
