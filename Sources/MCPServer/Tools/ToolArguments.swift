import Rendering
import WorldBank

/// The arguments of one `tools/call`, read as the tool's input schema says, each mistake an
/// ``ArgumentError`` that names the argument and what it should be.
public struct ToolArguments: Sendable {
    private let members: [(String, JSONValue)]

    /// Reads `value` (the call's `arguments`; absent is no arguments), refusing a name the tool
    /// does not take, so that a misspelt argument is said, not ignored.
    init(_ value: JSONValue?, accepted: [String]) throws(ArgumentError) {
        guard let value else {
            members = []
            return
        }
        guard let members = value.objectMembers else {
            throw ArgumentError(message: "arguments must be an object, not \(value.kindText)")
        }
        if let unknown = members.first(where: { !accepted.contains($0.0) }) {
            throw ArgumentError(
                message: "unknown argument '\(unknown.0.prefix(60))'; this tool takes: "
                    + accepted.joined(separator: ", "))
        }
        self.members = members
    }

    private func given(_ name: String) -> JSONValue? {
        members.first { $0.0 == name }.flatMap { if case .null = $0.1 { nil } else { $0.1 } }
    }

    /// A string of at most `maximumLength` characters; `nil` when absent.
    func string(_ name: String, maximumLength: Int = 200) throws(ArgumentError) -> String? {
        guard let value = given(name) else { return nil }
        guard let text = value.stringValue else {
            throw ArgumentError(message: "'\(name)' must be a string, not \(value.kindText)")
        }
        guard text.count <= maximumLength else {
            throw ArgumentError(message: "'\(name)' is \(text.count) characters long; at most \(maximumLength)")
        }
        return text
    }

    /// A string that must be given and not be blank.
    func requiredString(_ name: String, maximumLength: Int = 200) throws(ArgumentError) -> String {
        guard let text = try string(name, maximumLength: maximumLength),
            text.contains(where: { !$0.isWhitespace })
        else { throw ArgumentError(message: "'\(name)' is required and may not be empty") }
        return text
    }

    /// A list of objects, each with its members as given; empty when absent.
    func objects(_ name: String, maximumCount: Int) throws(ArgumentError) -> [ToolArguments] {
        guard let value = given(name) else { return [] }
        guard let items = value.arrayValue else {
            throw ArgumentError(message: "'\(name)' must be an array, not \(value.kindText)")
        }
        guard items.count <= maximumCount else {
            throw ArgumentError(message: "'\(name)' has \(items.count) items; at most \(maximumCount)")
        }
        return try items.enumerated().map { (index, item) throws(ArgumentError) in
            guard let members = item.objectMembers else {
                throw ArgumentError(message: "item \(index + 1) of '\(name)' must be an object, not \(item.kindText)")
            }
            return ToolArguments(members: members)
        }
    }

    private init(members: [(String, JSONValue)]) { self.members = members }

    /// A string, or a number written as one (a year given as 2022); `nil` when absent.
    func text(_ name: String, maximumLength: Int = 200) throws(ArgumentError) -> String? {
        if let number = given(name)?.doubleValue {
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : "\(number)"
        }
        return try string(name, maximumLength: maximumLength)
    }

    /// A list of strings, as the schema says (a lone string is refused, not guessed at: `"KEN,UGA"`
    /// would be one name); empty when absent.
    func strings(_ name: String, maximumCount: Int, maximumLength: Int = 200) throws(ArgumentError) -> [String] {
        guard let value = given(name) else { return [] }
        guard let items = value.arrayValue else {
            throw ArgumentError(message: "'\(name)' must be an array of strings, not \(value.kindText)")
        }
        guard items.count <= maximumCount else {
            throw ArgumentError(message: "'\(name)' has \(items.count) items; at most \(maximumCount)")
        }
        var texts: [String] = []
        for item in items {
            guard let text = item.stringValue else {
                throw ArgumentError(message: "'\(name)' must hold strings, not \(item.kindText)")
            }
            guard text.count <= maximumLength else {
                throw ArgumentError(
                    message: "an item of '\(name)' is \(text.count) characters long; at most \(maximumLength)")
            }
            texts.append(text)
        }
        return texts
    }

    /// An integer within `range`; `nil` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>) throws(ArgumentError) -> Int? {
        guard let value = given(name) else { return nil }
        guard let number = value.integerValue else {
            throw ArgumentError(message: "'\(name)' must be an integer, not \(value.kindText)")
        }
        guard range.contains(number) else {
            throw ArgumentError(
                message: "'\(name)' is \(number); it must be from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A boolean; `nil` when absent.
    func bool(_ name: String) throws(ArgumentError) -> Bool? {
        guard let value = given(name) else { return nil }
        guard let flag = value.boolValue else {
            throw ArgumentError(message: "'\(name)' must be true or false, not \(value.kindText)")
        }
        return flag
    }

    /// One of `choices` (by raw value); `nil` when absent.
    func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, _ type: Choice.Type) throws(ArgumentError)
        -> Choice? where Choice.RawValue == String
    {
        guard let text = try string(name) else { return nil }
        guard let choice = Choice(rawValue: text.lowercased()) else {
            throw ArgumentError(
                message: "'\(name)' is '\(text.prefix(60))'; it must be one of: "
                    + Choice.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return choice
    }
}
