/// A command's interface: name, options, positional arguments, help and examples.
struct CommandSpec: Sendable {
    /// The words that select it (`list`, `cache info`).
    let name: String
    /// One line saying what it does.
    let summary: String
    /// Positional arguments as shown in the usage line (`CODE`).
    var positionals: [String] = []
    /// The options specific to this command, in help order.
    var options: [any OptionDeclaration] = []
    /// Paragraphs shown after the options.
    var discussion = ""
    /// Example invocations.
    var examples: [String] = []
}
