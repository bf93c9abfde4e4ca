/// An option that takes a value, declared once with its name, help, parser and default, and read
/// back through the declaration itself (`parsed.value(ListCommand.limit)`) as a typed value, so a
/// misspelt or mistyped option read does not compile.
///
/// An option with a default is read back as that default when absent, and `--help` shows it; one
/// without is an `Option<T?>`, read back as `nil`; one that repeats collects its values.
struct Option<Value: Sendable>: OptionDeclaration {
    let spec: OptionSpec
    /// The value when the option is not on the command line.
    let defaultValue: Value
    private let parse: @Sendable (String, ParsingContext) throws(UsageError) -> Value
    private let combine: (@Sendable (Value, Value) -> Value)?

    private init(
        spec: OptionSpec, default: Value,
        parse: @escaping @Sendable (String, ParsingContext) throws(UsageError) -> Value,
        combine: (@Sendable (Value, Value) -> Value)? = nil
    ) {
        self.spec = spec
        defaultValue = `default`
        self.parse = parse
        self.combine = combine
    }

    /// An option with a default, shown in `--help` as the parser shows it, or as `shownDefault`
    /// says where that alone would mislead (`""` for a default the help text already names).
    init(
        _ name: String, _ valueName: String, short: Character? = nil, default: Value, shownDefault: String? = nil,
        help: String, completion: CompletionHint = .none, parse parser: ValueParser<Value>
    ) {
        let spec = OptionSpec(
            name, valueName, short: short, help: help, shownDefault: shownDefault ?? parser.shown(`default`),
            choices: parser.choices, completion: completion)
        self.init(spec: spec, default: `default`) { text, context throws(UsageError) in
            try parser.read(text, spec, context)
        }
    }

    /// An option with no default: `nil` unless given.
    init<Wrapped>(
        _ name: String, _ valueName: String, short: Character? = nil, help: String,
        completion: CompletionHint = .none, parse parser: ValueParser<Wrapped>
    ) where Value == Wrapped? {
        let spec = OptionSpec(
            name, valueName, short: short, help: help, choices: parser.choices, completion: completion)
        self.init(spec: spec, default: nil) { text, context throws(UsageError) in try parser.read(text, spec, context) }
    }

    /// An option that may be given several times (`--indicator A --indicator B`), each value a
    /// list: read back as one list, each item once, in the order given; empty unless given.
    init<Element: Equatable>(
        _ name: String, _ valueName: String, short: Character? = nil, help: String,
        completion: CompletionHint = .none, repeating parser: ValueParser<Value>
    ) where Value == [Element] {
        let spec = OptionSpec(name, valueName, short: short, help: help, repeats: true, completion: completion)
        self.init(
            spec: spec, default: [],
            parse: { text, context throws(UsageError) in try parser.read(text, spec, context) },
            combine: { earlier, later in earlier + later.filter { !earlier.contains($0) } })
    }

    func read(_ text: String, after earlier: (any Sendable)?, context: ParsingContext) throws(UsageError)
        -> any Sendable
    {
        let value = try parse(text, context)
        guard let combine, let earlier = earlier as? Value else { return value }
        return combine(earlier, value)
    }
}

/// A flag: present or not.
struct Flag: OptionDeclaration {
    let spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name, nil, short: short, help: help)
    }

    func read(_ text: String, after earlier: (any Sendable)?, context: ParsingContext) -> any Sendable { true }
}
