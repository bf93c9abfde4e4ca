/// The parsed command line of one command, read through the option declarations.
///
/// Values are kept as the text given: the parser has already checked each one against its
/// declaration, and reading one parses it again into its type.
struct ParsedArguments: Sendable {
    /// Texts of options, by name, in the order given.
    private(set) var texts: [String: [String]] = [:]
    /// Flags that were set, by name.
    private(set) var flags: Set<String> = []
    /// Positional arguments.
    var positionals: [String] = []
    /// What value parsers may depend on.
    let context: ParsingContext

    init(context: ParsingContext) {
        self.context = context
    }

    /// The last value given for `option`, `nil` when it is absent.
    func value<Value>(_ option: Option<Value>) throws(UsageError) -> Value? {
        guard let text = texts[option.spec.name]?.last else { return nil }
        return try option.parse(text, context)
    }

    /// Every value given for a repeatable `option`, in order.
    func values<Value>(_ option: Option<Value>) throws(UsageError) -> [Value] {
        var values: [Value] = []
        for text in texts[option.spec.name] ?? [] { values.append(try option.parse(text, context)) }
        return values
    }

    /// True when `flag` was given.
    func isSet(_ flag: Flag) -> Bool { flags.contains(flag.spec.name) }

    mutating func append(_ text: String, for spec: OptionSpec) { texts[spec.name, default: []].append(text) }
    mutating func set(_ spec: OptionSpec) { flags.insert(spec.name) }
    func isGiven(_ spec: OptionSpec) -> Bool { texts[spec.name] != nil }
}
