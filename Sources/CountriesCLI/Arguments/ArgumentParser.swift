import CountriesAnalysis
import WorldBank

/// Reads `--name value`, `--name=value`, `-n value`, `-nvalue`, flags, flags combined as getopt
/// reads them (`-qf csv`, `-qfcsv`), `--` and positionals against a command's options.
///
/// Written here because the project takes no package dependencies; it knows only what the
/// commands need, and every mistake becomes a ``UsageError`` naming the bad word and the choices.
enum ArgumentParser {
    /// Reads `arguments`, parsing every value as it goes: the first bad one is the error, unless
    /// `--help` was asked for, which always wins.
    static func parse(
        _ arguments: [String], options declarations: [any OptionDeclaration], positionals: Int, context: ParsingContext
    ) throws(UsageError) -> ParsedArguments {
        var arguments = arguments
        var parsed = ParsedArguments()
        var given: Set<String> = []
        var badValue: UsageError?
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
            let (declaration, attached, shownName) = try find(word, in: declarations)
            let spec = declaration.spec
            var value = attached
            if spec.valueName == nil, let attached, !word.hasPrefix("--"), !attached.hasPrefix("-") {
                // `-qf csv`: the letters after a short flag are more short options.
                arguments.insert("-" + attached, at: index)
                value = nil
            } else if spec.valueName == nil {
                guard attached == nil else {
                    throw UsageError("option \(shownName) takes no value", hint: "write just \(shownName)")
                }
            } else if value == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else if value == nil {
                let usage = shownName.hasPrefix("--") ? spec.usage : "\(shownName) (\(spec.usage))"
                throw UsageError("option \(usage) needs a value", hint: spec.help)
            }
            if spec.valueName != nil, !spec.repeats, !given.insert(spec.name).inserted {
                throw UsageError("option --\(spec.name) is given twice", hint: "give it once")
            }
            do {
                try parsed.read(value, for: declaration, context: context)
            } catch {
                badValue = badValue ?? error
            }
        }
        if let badValue, !parsed.isSet(CommonOptions.help) { throw badValue }
        if parsed.positionals.count > positionals, !parsed.isSet(CommonOptions.help) {
            let extra = parsed.positionals[positionals]
            throw UsageError("unexpected argument '\(extra)'", hint: "see --help for the arguments this command takes")
        }
        return parsed
    }

    /// The option `word` names (`--region=SSF`, `-rSSF`), the value attached to it, and its name
    /// as given (`--region`, `-r`) for messages.
    private static func find(_ word: String, in declarations: [any OptionDeclaration]) throws(UsageError) -> (
        any OptionDeclaration, attached: String?, shownName: String
    ) {
        let options = declarations.map(\.spec)
        guard word.hasPrefix("--") else {
            let letter = word.dropFirst().first
            guard let declaration = declarations.first(where: { $0.spec.short != nil && $0.spec.short == letter })
            else {
                let shorts = options.compactMap { option in option.short.map { "-\($0)" } }
                throw UsageError(
                    "unknown option '\(word)'",
                    hint: shorts.isEmpty
                        ? "see --help for this command's options"
                        : "short options: \(shorts.joined(separator: ", ")); see --help for the long ones")
            }
            let attached = String(word.dropFirst(2))
            return (declaration, attached.isEmpty ? nil : attached, "-\(word.dropFirst().prefix(1))")
        }
        let body = word.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        guard let declaration = declarations.first(where: { $0.spec.name == name }) else {
            throw UsageError(
                "unknown option '--\(name)'" + EditDistance.didYouMean(name, among: options.map(\.name)) { "--\($0)" },
                hint: "valid options: " + options.map { "--\($0.name)" }.joined(separator: ", "))
        }
        return (declaration, body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil, "--\(name)")
    }
}
