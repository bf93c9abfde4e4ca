/// Parsed command-line arguments of one command.
struct ParsedArguments: Sendable {
    /// Values of options, in the order given.
    var values: [String: [String]] = [:]
    /// Flags that were set.
    var flags: Set<String> = []
    /// Positional arguments.
    var positionals: [String] = []

    /// The last value of option `name`.
    func value(_ name: String) -> String? { values[name]?.last }
    /// True when flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
