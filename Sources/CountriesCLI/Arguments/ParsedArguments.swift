/// The parsed command line of one command: every value already parsed and checked by its
/// declaration, read back through that declaration as its type.
struct ParsedArguments: Sendable {
    /// The values of the options given (`true` for a flag), by name.
    private var values: [String: any Sendable] = [:]
    /// Positional arguments.
    var positionals: [String] = []

    /// The value given for `option`, else its default.
    func value<Value>(_ option: Option<Value>) -> Value {
        values[option.spec.name] as? Value ?? option.defaultValue
    }

    /// True when `option` (a flag, or an option with a value) was given.
    func isSet(_ option: some OptionDeclaration) -> Bool { values[option.spec.name] != nil }

    /// Reads `text` as a value of `declaration` (`nil` for a flag) and keeps it.
    mutating func read(_ text: String?, for declaration: any OptionDeclaration, context: ParsingContext)
        throws(UsageError)
    {
        let name = declaration.spec.name
        values[name] = try declaration.read(text ?? "", after: values[name], context: context)
    }
}
