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
    var options: [any OptionDeclaration] { makeOptions() }
    /// Made when asked: a run picks its command from a table of them all, and making every
    /// command's option declarations to choose one made types for a score of options it never read.
    private let makeOptions: @Sendable () -> [any OptionDeclaration]
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

    /// Describes a command; its options are made only when they are asked for.
    init(
        name: String, summary: String, positionals: [String] = [], positionalCompletion: CompletionHint = .none,
        options: @escaping @autoclosure @Sendable () -> [any OptionDeclaration] = [],
        quietAliases: [any OptionDeclaration] = [], discussion: String = "", examples: [String] = [],
        usesDataOptions: Bool = false, servesUntilInputEnds: Bool = false,
        run: @escaping @Sendable (ParsedArguments, RunContext) async throws -> Void
    ) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.positionalCompletion = positionalCompletion
        makeOptions = options
        self.quietAliases = quietAliases
        self.discussion = discussion
        self.examples = examples
        self.usesDataOptions = usesDataOptions
        self.servesUntilInputEnds = servesUntilInputEnds
        self.run = run
    }

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
