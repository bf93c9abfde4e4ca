import Rendering
import WorldBank

/// The JSON Schemas of the tools' arguments and answers, written as values (draft 2020-12, the
/// dialect MCP names): what a model reads to call a tool, and what a client checks an answer by.
enum JSONSchema {
    /// An object with `properties`, of which `required` must be there; `closed` refuses others
    /// (the tools' arguments, so that a misspelt one is said, not ignored).
    static func object(
        _ properties: [(String, JSONValue)], required: [String] = [], closed: Bool = false, description: String? = nil
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("object"))]
        if let description { members.append(("description", .string(description))) }
        members.append(("properties", .object(properties)))
        if !required.isEmpty { members.append(("required", .strings(required))) }
        if closed { members.append(("additionalProperties", .bool(false))) }
        return .object(members)
    }

    /// A string, or also `null` when `nullable`.
    static func string(
        _ description: String? = nil, nullable: Bool = false, choices: [String]? = nil, maximumLength: Int? = nil
    ) -> JSONValue {
        var members = [("type", type("string", nullable))]
        if let description { members.append(("description", .string(description))) }
        if let choices { members.append(("enum", .strings(choices))) }
        if let maximumLength {
            members += [("minLength", .integer(1)), ("maxLength", .integer(maximumLength))]
        }
        return .object(members)
    }

    /// An integer, within bounds when given.
    static func integer(
        _ description: String? = nil, nullable: Bool = false, minimum: Int? = nil, maximum: Int? = nil,
        default defaultValue: Int? = nil
    ) -> JSONValue {
        var members = [("type", type("integer", nullable))]
        if let description { members.append(("description", .string(description))) }
        if let minimum { members.append(("minimum", .integer(minimum))) }
        if let maximum { members.append(("maximum", .integer(maximum))) }
        if let defaultValue { members.append(("default", .integer(defaultValue))) }
        return .object(members)
    }

    /// A number (a figure), or also `null`.
    static func number(_ description: String? = nil, nullable: Bool = false) -> JSONValue {
        var members = [("type", type("number", nullable))]
        if let description { members.append(("description", .string(description))) }
        return .object(members)
    }

    /// A boolean.
    static func boolean(_ description: String? = nil, default defaultValue: Bool? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("boolean"))]
        if let description { members.append(("description", .string(description))) }
        if let defaultValue { members.append(("default", .bool(defaultValue))) }
        return .object(members)
    }

    /// An array of `items`, of at most `maximumItems`.
    static func array(_ items: JSONValue, description: String? = nil, maximumItems: Int? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string("array"))]
        if let description { members.append(("description", .string(description))) }
        members.append(("items", items))
        if let maximumItems { members.append(("maxItems", .integer(maximumItems))) }
        return .object(members)
    }

    /// `value` or `null`.
    static func nullable(_ value: JSONValue) -> JSONValue {
        .object([("anyOf", .array([value, .object([("type", .string("null"))])]))])
    }

    private static func type(_ name: String, _ nullable: Bool) -> JSONValue {
        nullable ? .strings([name, "null"]) : .string(name)
    }
}
