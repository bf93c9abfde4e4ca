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
    /// Reads one value given, joined to the earlier values of an option that repeats.
    private let parse: @Sendable (String, _ earlier: Value?, ParsingContext) throws(UsageError) -> Value

    func read(_ text: String, after earlier: (any Sendable)?, context: ParsingContext) throws(UsageError)
        -> any Sendable
    {
        try parse(text, earlier as? Value, context)
    }
}

// In an extension, so that the memberwise initializer stays.
extension Option {
    /// An option with a default, shown in `--help` as the parser shows it, or as `shownDefault`
    /// says where that alone would mislead (`""` for a default the help text already names).
    init(
        _ name: String, _ valueName: String, short: Character? = nil, default: Value, shownDefault: String? = nil,
        help: String, completion: CompletionHint = .none, parse parser: ValueParser<Value>
    ) {
        let shown = shownDefault ?? parser.shown(`default`)
        let spec = OptionSpec(
            name: name, valueName: valueName, short: short,
            help: help + (shown.isEmpty ? " (default)" : " (default \(shown))"), choices: parser.choices,
            completion: completion)
        self.init(spec: spec, defaultValue: `default`) { text, _, context throws(UsageError) in
            try parser.read(text, spec, context)
        }
    }

    /// An option with no default: `nil` unless given.
    init<Wrapped>(
        _ name: String, _ valueName: String, short: Character? = nil, help: String,
        completion: CompletionHint = .none, parse parser: ValueParser<Wrapped>
    ) where Value == Wrapped? {
        let spec = OptionSpec(
            name: name, valueName: valueName, short: short, help: help, choices: parser.choices,
            completion: completion)
        self.init(spec: spec, defaultValue: nil) { text, _, context throws(UsageError) in
            try parser.read(text, spec, context)
        }
    }

    /// An option that may be given several times (`--indicator A --indicator B`), each value a
    /// list: read back as one list, each item once, in the order given; empty unless given.
    init<Element: Equatable>(
        _ name: String, _ valueName: String, short: Character? = nil, help: String,
        completion: CompletionHint = .none, repeating parser: ValueParser<Value>
    ) where Value == [Element] {
        let spec = OptionSpec(
            name: name, valueName: valueName, short: short, help: help, repeats: true, completion: completion)
        self.init(spec: spec, defaultValue: []) { text, earlier, context throws(UsageError) in
            let earlier = earlier ?? []
            return try earlier + parser.read(text, spec, context).filter { !earlier.contains($0) }
        }
    }
}

/// A flag: present or not.
struct Flag: OptionDeclaration {
    let spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(name: name, valueName: nil, short: short, help: help)
    }

    func read(_ text: String, after earlier: (any Sendable)?, context: ParsingContext) -> any Sendable { true }
}
