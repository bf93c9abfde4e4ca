/// Reads `--name value`, `--name=value`, flags, `--` and positionals against a command's options.
///
/// Written here because the project takes no package dependencies; it knows only what the
/// commands need, and every mistake becomes a ``UsageError`` naming the bad word and the choices.
enum ArgumentParser {
    /// Reads `arguments`, checking every value as it goes: the first bad one is the error, unless
    /// `--help` was asked for, which always wins.
    static func parse(
        _ arguments: [String], options declarations: [any OptionDeclaration], positionals: Int, context: ParsingContext
    ) throws(UsageError) -> ParsedArguments {
        let options = declarations.map(\.spec)
        var parsed = ParsedArguments(context: context)
        var badValue: UsageError?
        func checked(_ value: String, for spec: OptionSpec) {
            guard badValue == nil, let declaration = declarations.first(where: { $0.spec.name == spec.name }) else {
                return
            }
            do {
                try declaration.check(value, context: context)
            } catch {
                badValue = error
            }
        }
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            if !word.hasPrefix("--") {
                index = try parseShort(word, at: index, in: arguments, options: options, into: &parsed, check: checked)
                continue
            }
            let body = word.dropFirst(2)
            let name = String(body.prefix { $0 != "=" })
            let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
            guard let spec = options.first(where: { $0.name == name }) else {
                let suggestion = SuggestionText.closest(to: name, among: options.map(\.name)).map {
                    "; did you mean --\($0)?"
                }
                throw UsageError(
                    "unknown option '--\(name)'\(suggestion ?? "")",
                    hint: "valid options: " + options.map { "--\($0.name)" }.joined(separator: ", "))
            }
            guard spec.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError("option --\(name) takes no value", hint: "write just --\(name)")
                }
                parsed.set(spec)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("option \(spec.usage) needs a value", hint: spec.help)
            }
            if !spec.repeats, parsed.isGiven(spec) {
                throw UsageError("option --\(name) is given twice", hint: "give it once")
            }
            parsed.append(value, for: spec)
            checked(value, for: spec)
        }
        if let badValue, !parsed.isSet(CommonOptions.help) { throw badValue }
        if parsed.positionals.count > positionals, !parsed.isSet(CommonOptions.help) {
            let extra = parsed.positionals[positionals]
            throw UsageError("unexpected argument '\(extra)'", hint: "see --help for the arguments this command takes")
        }
        return parsed
    }

    /// Reads `-r VALUE`, `-rVALUE` or a one-letter flag such as `-q`; returns the next index.
    private static func parseShort(
        _ word: String, at index: Int, in arguments: [String], options: [OptionSpec],
        into parsed: inout ParsedArguments,
        check: (String, OptionSpec) -> Void
    ) throws(UsageError) -> Int {
        let letter = word.dropFirst().first
        guard let spec = options.first(where: { $0.short != nil && $0.short == letter }) else {
            let shorts = options.compactMap { option in option.short.map { "-\($0)" } }
            throw UsageError(
                "unknown option '\(word)'",
                hint: shorts.isEmpty
                    ? "see --help for this command's options"
                    : "short options: \(shorts.joined(separator: ", ")); see --help for the long ones")
        }
        let attached = String(word.dropFirst(2))
        guard spec.valueName != nil else {
            guard attached.isEmpty else {
                throw UsageError(
                    "option -\(spec.short ?? " ") takes no value", hint: "write just -\(spec.short ?? " ")")
            }
            parsed.set(spec)
            return index
        }
        var next = index
        let value: String
        if !attached.isEmpty {
            value = attached
        } else if next < arguments.count, !arguments[next].hasPrefix("--") {
            value = arguments[next]
            next += 1
        } else {
            throw UsageError("option -\(spec.short ?? " ") (\(spec.usage)) needs a value", hint: spec.help)
        }
        if !spec.repeats, parsed.isGiven(spec) {
            throw UsageError("option --\(spec.name) is given twice", hint: "give it once")
        }
        parsed.append(value, for: spec)
        check(value, spec)
        return next
    }
}
