/// A command: its interface (name, options, positional arguments, help and examples) and what it does.
struct CommandSpec: Sendable {
    /// The words that select it (`list`, `cache info`).
    let name: String
    /// One line saying what it does.
    let summary: String
    /// Positional arguments as shown in the usage line (`CODE`).
    var positionals: [String] = []
    /// What a shell may offer for the positional arguments (economy codes after `show`).
    var positionalCompletion = CompletionHint.none
    /// The options specific to this command, in help order.
    var options: [any OptionDeclaration] = []
    /// Old spellings of its options, still read but listed nowhere (`show --years N`, now `--year`).
    var quietAliases: [any OptionDeclaration] = []
    /// Paragraphs shown after the options.
    var discussion = ""
    /// Example invocations.
    var examples: [String] = []
    /// True for commands that fetch data, which accept the data options (``DataCommandOptions``);
    /// the others accept and ignore the network options (``DataCommandOptions/ignored``).
    var usesDataOptions = false
    /// True for a server, which runs until its input ends: `--deadline` bounds each request it
    /// answers, not the whole run.
    var servesUntilInputEnds = false
    /// Runs the command on its parsed arguments.
    let run: @Sendable (ParsedArguments, RunContext) async throws -> Void

    /// Every option the command accepts, in help order. A network option the command declares itself
    /// (`schedule --base-url`, passed on to the job) replaces the one it would ignore, and a data option
    /// it declares itself (`snapshot update --source TEXT`, the provenance it records) the data option.
    var declarations: [any OptionDeclaration] {
        let network = (usesDataOptions ? DataCommandOptions.all : DataCommandOptions.ignored).filter {
            !declaresItself($0)
        }
        return options + quietAliases + network + CommonOptions.all
    }

    /// True when the command declares an option of `declaration`'s name among its own options.
    func declaresItself(_ declaration: any OptionDeclaration) -> Bool {
        options.contains { $0.spec.name == declaration.spec.name }
    }
}
