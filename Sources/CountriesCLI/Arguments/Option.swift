import Analysis
import Foundation
import WorldBank

/// An option that takes a value, declared once with its name, help and parser, and read back
/// through the declaration itself (`try parsed.value(ListCommand.limit)`), so a misspelt or
/// mistyped option read does not compile.
struct Option<Value: Sendable>: OptionDeclaration {
    let spec: OptionSpec
    /// Turns the text after the option into a value, or a ``UsageError`` naming it.
    let parse: @Sendable (String, ParsingContext) throws(UsageError) -> Value

    init(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, repeats: Bool = false,
        choices: [String] = [], completion: CompletionHint = .none,
        parse: @escaping @Sendable (String, ParsingContext) throws(UsageError) -> Value
    ) {
        spec = OptionSpec(
            name: name, short: short, valueName: valueName, help: help, repeats: repeats, choices: choices,
            completion: completion)
        self.parse = parse
    }

    func check(_ text: String, context: ParsingContext) throws(UsageError) {
        _ = try parse(text, context)
    }
}

/// What value parsers may depend on besides the text: today's date bounds `--year`.
struct ParsingContext: Sendable {
    let now: Date
}

/// A flag: present or not.
struct Flag: OptionDeclaration {
    let spec: OptionSpec

    init(_ name: String, short: Character? = nil, help: String) {
        spec = OptionSpec(
            name: name, short: short, valueName: nil, help: help, repeats: false, choices: [], completion: .none)
    }

    func check(_ text: String, context: ParsingContext) throws(UsageError) {}
}

extension Option where Value == String {
    /// An option whose value is free text, checked later against data (a region name, a title).
    static func text(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, completion: CompletionHint = .none
    ) -> Option<String> {
        Option(name, valueName, short: short, help: help, completion: completion) { text, _ in text }
    }

    /// A path to a file or folder; an empty one is refused (it would mean the current folder, or
    /// nothing, by accident).
    static func path(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, completion: CompletionHint
    ) -> Option<String> {
        Option(name, valueName, short: short, help: help, completion: completion) { text, _ throws(UsageError) in
            guard !text.isEmpty else {
                throw UsageError("empty --\(name)", hint: "give a \(valueName == "DIR" ? "folder" : "file") name")
            }
            return text
        }
    }
}

extension Option where Value == Int {
    /// A whole number in `range`.
    static func integer(_ name: String, _ valueName: String, in range: ClosedRange<Int>, help: String) -> Option<Int> {
        Option(name, valueName, help: help) { text, _ throws(UsageError) in
            try ValueParser.integer(text, option: "--\(name)", range: range)
        }
    }
}

extension Option where Value == Duration {
    /// A duration such as `90s` or `24h`; `positive` refuses zero, `unitRequired` a bare number.
    static func duration(
        _ name: String, _ valueName: String, positive: Bool = false, unitRequired: Bool = false, help: String
    ) -> Option<Duration> {
        Option(name, valueName, help: help) { text, _ throws(UsageError) in
            let value = try ValueParser.duration(text, option: "--\(name)", unitRequired: unitRequired)
            if positive, value <= .zero {
                throw UsageError("invalid --\(name) '\(text)'", hint: "give a positive number of seconds")
            }
            return value
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of a closed set, such as `--format` or `--sort`; the choices feed help and completions.
    static func choice(_ name: String, _ valueName: String, short: Character? = nil, noun: String, help: String)
        -> Option<Value>
    {
        Option(name, valueName, short: short, help: help, choices: Value.allCases.map(\.rawValue)) {
            text, _ throws(UsageError) in
            try ValueParser.choice(text, option: noun, as: Value.self)
        }
    }
}

extension Option where Value == YearSelection {
    /// `--year`: a year from 1960 to this year, `latest`, and where `ranges` allows, `FIRST:LAST`.
    static func year(help: String, ranges: Bool = false) -> Option<YearSelection> {
        Option("year", "Y", short: "y", help: help) { text, context throws(UsageError) in
            let year = try ValueParser.year(text, now: context.now)
            if !ranges, case .range = year {
                throw UsageError(
                    "invalid year '\(text)': this command takes one year or 'latest'",
                    hint: "for a range of years use 'countries list --year \(text)'")
            }
            return year
        }
    }
}

extension Option where Value == [IndicatorCode] {
    /// `--indicator`: codes, repeated or comma-separated.
    static func indicators(help: String) -> Option<[IndicatorCode]> {
        Option("indicator", "CODE", help: help, repeats: true) { text, _ throws(UsageError) in
            try ValueParser.indicators(text)
        }
    }
}
