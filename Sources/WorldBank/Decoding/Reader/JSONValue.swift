/// A JSON document built by hand so that output is byte-for-byte stable: keys in the order
/// given, numbers at full precision without exponents, `null` written for missing values.
public indirect enum JSONValue: Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    /// A number, or `null` when absent.
    public static func number(_ value: Double?) -> JSONValue { value.map { .number($0) } ?? .null }
    /// An integer, or `null` when absent.
    public static func integer(_ value: Int?) -> JSONValue { value.map { .integer($0) } ?? .null }
    /// A string, or `null` when absent.
    public static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    /// The document, indented by two spaces, ending with a newline.
    public func rendered() -> String {
        var output = ""
        write(into: &output, indent: 0)
        return output + "\n"
    }

    /// The document on one line, without spaces or a line break: one message of a line-delimited
    /// protocol (JSON-RPC over stdio), where a line break inside a message would end it.
    public func compactText() -> String {
        var output = ""
        write(into: &output, indent: nil)
        return output
    }

    /// Writes the value; `indent` is the depth for the indented form, `nil` for the compact one.
    private func write(into output: inout String, indent: Int?) {
        switch self {
        case .object(let members): Self.write(members.map { ($0, $1) }, "{", "}", into: &output, indent: indent)
        case .array(let items): Self.write(items.map { (nil, $0) }, "[", "]", into: &output, indent: indent)
        case .string(let text): output += Self.quote(text)
        case .number(let value): output += value.isFinite ? String(raw: value) : "null"
        case .integer(let value): output += String(value)
        case .bool(let value): output += value ? "true" : "false"
        case .null: output += "null"
        }
    }

    /// An object's members or an array's items (no keys), one a line between `open` and `close`
    /// (or all on one, without an `indent`).
    private static func write(
        _ entries: [(String?, JSONValue)], _ open: String, _ close: String, into output: inout String, indent: Int?
    ) {
        guard !entries.isEmpty else { return output += open + close }
        guard let indent else {
            output += open
            for (index, (key, value)) in entries.enumerated() {
                if index > 0 { output += "," }
                output += key.map { quote($0) + ":" } ?? ""
                value.write(into: &output, indent: nil)
            }
            return output += close
        }
        output += open + "\n"
        for (index, (key, value)) in entries.enumerated() {
            output += String(repeating: "  ", count: indent + 1) + (key.map { quote($0) + ": " } ?? "")
            value.write(into: &output, indent: indent + 1)
            output += index < entries.count - 1 ? ",\n" : "\n"
        }
        output += String(repeating: "  ", count: indent) + close
    }

    private static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar == "\u{2028}" || scalar == "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
