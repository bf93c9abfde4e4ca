public import Foundation

/// A JSON value as a schema sees it: `true` is not `1`, and every number is a `Double` (an integer
/// is a number whose value is whole, as JSON Schema says).
public indirect enum JSONNode: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([String: JSONNode])

    /// Reads `data` as one JSON document.
    public init(parsing data: Data) throws {
        self = try JSONDecoder().decode(JSONNode.self, from: data)
    }

    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let string = try? value.decode(String.self) {
            self = .string(string)
        } else if let array = try? value.decode([JSONNode].self) {
            self = .array(array)
        } else {
            self = .object(try value.decode([String: JSONNode].self))
        }
    }

    /// The member `key` of an object; `nil` for anything else or a missing member.
    public subscript(key: String) -> JSONNode? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The text of a string.
    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The types of JSON Schema this value is an instance of (an integer is also a number).
    var types: Set<String> {
        switch self {
        case .null: ["null"]
        case .bool: ["boolean"]
        case .number(let value): value.rounded() == value ? ["number", "integer"] : ["number"]
        case .string: ["string"]
        case .array: ["array"]
        case .object: ["object"]
        }
    }
}

/// A JSON Schema (draft 2020-12) validator for the keywords the schemas in `docs/schemas` use, so
/// that the suite checks every output without a package: `type`, `const`, `enum`, `properties`,
/// `required`, `additionalProperties`, `patternProperties`, `propertyNames`, `items`, `minimum`,
/// `pattern`, `allOf`, `anyOf`, `oneOf`, and `$ref` to `$defs` in the same file or beside it
/// (`common.schema.json#/$defs/metadata`). A keyword it does not know is an error, never skipped,
/// so that a schema cannot pass here for a rule that is not checked.
public struct JSONSchemaValidator: Sendable {
    /// The schemas by file name.
    public let schemas: [String: JSONNode]

    /// Keywords that annotate and never reject.
    private static let annotations: Set = ["$schema", "$id", "$defs", "title", "description"]

    /// A validator of `schemas`, by file name.
    public init(schemas: [String: JSONNode]) {
        self.schemas = schemas
    }

    /// Loads every `*.schema.json` of `folder`.
    public init(folder: URL) throws {
        var schemas: [String: JSONNode] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".schema.json") {
            schemas[name] = try JSONNode(parsing: Data(contentsOf: folder.appendingPathComponent(name)))
        }
        self.schemas = schemas
    }

    /// Every way `instance` breaks the schema in file `name`, each as `path: reason`; empty when
    /// it is valid.
    public func errors(in instance: JSONNode, against name: String) -> [String] {
        guard let schema = schemas[name] else { return ["no schema \(name)"] }
        return errors(instance, schema, file: name, path: "$")
    }

    private func errors(_ instance: JSONNode, _ schema: JSONNode, file: String, path: String) -> [String] {
        switch schema {
        case .bool(true): return []
        case .bool(false): return ["\(path): no value is allowed here"]
        case .object(let keywords):
            return keywords.sorted { $0.key < $1.key }.flatMap { keyword, value in
                check(keyword, value, in: keywords, instance, file: file, path: path)
            }
        default: return ["\(path): the schema is neither an object nor a boolean"]
        }
    }

    private func check(
        _ keyword: String, _ value: JSONNode, in keywords: [String: JSONNode], _ instance: JSONNode, file: String,
        path: String
    ) -> [String] {
        switch keyword {
        case _ where Self.annotations.contains(keyword): return []
        case "$ref":
            guard let reference = value.text, let (target, targetFile) = resolve(reference, from: file) else {
                return ["\(path): cannot resolve $ref \(value)"]
            }
            return errors(instance, target, file: targetFile, path: path)
        case "type":
            let allowed: [String] =
                switch value {
                case .string(let type): [type]
                case .array(let types): types.compactMap(\.text)
                default: []
                }
            return instance.types.isDisjoint(with: allowed)
                ? ["\(path): expected \(allowed.joined(separator: " or ")), found \(describe(instance))"] : []
        case "const":
            return instance == value ? [] : ["\(path): expected \(describe(value)), found \(describe(instance))"]
        case "enum":
            guard case .array(let options) = value else { return ["\(path): enum is not an array"] }
            return options.contains(instance)
                ? [] : ["\(path): \(describe(instance)) is not one of \(options.map(describe))"]
        case "minimum":
            guard case .number(let minimum) = value else { return ["\(path): minimum is not a number"] }
            if case .number(let number) = instance, number < minimum {
                return ["\(path): \(number) is below \(minimum)"]
            }
            return []
        case "pattern":
            guard let pattern = value.text else { return ["\(path): pattern is not a string"] }
            if let text = instance.text, !matches(text, pattern) {
                return ["\(path): \"\(text)\" does not match \(pattern)"]
            }
            return []
        case "required":
            guard case .object(let members) = instance, case .array(let names) = value else { return [] }
            return names.compactMap(\.text).filter { members[$0] == nil }.map { "\(path): missing member \"\($0)\"" }
        case "properties", "patternProperties", "additionalProperties":
            // All three are checked together under "properties" (or alone when it is absent), as
            // additionalProperties applies to the members the other two do not name.
            if keyword != "properties", keywords["properties"] != nil { return [] }
            if keyword == "additionalProperties", keywords["patternProperties"] != nil { return [] }
            return members(instance, keywords, file: file, path: path)
        case "propertyNames":
            guard case .object(let members) = instance else { return [] }
            return members.keys.sorted().flatMap {
                errors(.string($0), value, file: file, path: "\(path) (name \($0))")
            }
        case "items":
            guard case .array(let items) = instance else { return [] }
            return items.enumerated().flatMap { errors($1, value, file: file, path: "\(path)[\($0)]") }
        case "allOf":
            guard case .array(let schemas) = value else { return ["\(path): allOf is not an array"] }
            return schemas.flatMap { errors(instance, $0, file: file, path: path) }
        case "anyOf", "oneOf":
            guard case .array(let schemas) = value else { return ["\(path): \(keyword) is not an array"] }
            let passing = schemas.count { errors(instance, $0, file: file, path: path).isEmpty }
            if keyword == "anyOf" ? passing > 0 : passing == 1 { return [] }
            return ["\(path): \(describe(instance)) matches \(passing) of the \(keyword) schemas"]
        default: return ["\(path): unsupported keyword \(keyword)"]
        }
    }

    /// `properties`, `patternProperties` and `additionalProperties` of one schema object.
    private func members(_ instance: JSONNode, _ keywords: [String: JSONNode], file: String, path: String) -> [String] {
        guard case .object(let members) = instance else { return [] }
        var named: [String: JSONNode] = [:]
        if case .object(let properties) = keywords["properties"] { named = properties }
        var patterns: [String: JSONNode] = [:]
        if case .object(let found) = keywords["patternProperties"] { patterns = found }
        return members.keys.sorted().flatMap { key -> [String] in
            let value = members[key] ?? .null
            let memberPath = "\(path).\(key)"
            var problems: [String] = []
            var matched = false
            if let schema = named[key] {
                matched = true
                problems += errors(value, schema, file: file, path: memberPath)
            }
            for (pattern, schema) in patterns.sorted(by: { $0.key < $1.key }) where matches(key, pattern) {
                matched = true
                problems += errors(value, schema, file: file, path: memberPath)
            }
            if !matched, let additional = keywords["additionalProperties"] {
                problems +=
                    additional == .bool(false)
                    ? ["\(path): member \"\(key)\" is not in the schema"]
                    : errors(value, additional, file: file, path: memberPath)
            }
            return problems
        }
    }

    /// The schema `reference` points to from `file`, and the file it is in.
    private func resolve(_ reference: String, from file: String) -> (JSONNode, String)? {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0].isEmpty ? file : String(parts[0])
        guard var node = schemas[target] else { return nil }
        let pointer = parts.count > 1 ? parts[1] : ""
        for token in pointer.split(separator: "/") {
            guard let next = node[String(token).replacing("~1", with: "/").replacing("~0", with: "~")] else {
                return nil
            }
            node = next
        }
        return (node, target)
    }

    private func matches(_ text: String, _ pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    private func describe(_ node: JSONNode) -> String {
        switch node {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string(let text): "\"\(text.prefix(40))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
