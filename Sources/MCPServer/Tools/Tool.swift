import Rendering
public import WorldBank

/// One tool the server offers: what a model reads about it (name, title, description), its input
/// and output schemas, and what it does.
public struct Tool: Sendable {
    /// The name a model calls it by (`get_data`).
    public let name: String
    /// A short title for people.
    public let title: String
    /// For a model: what it answers, what it does not, and how to narrow a large request.
    public let description: String
    /// The JSON Schema of its arguments.
    public let inputSchema: JSONValue
    /// The JSON Schema of its `structuredContent`.
    public let outputSchema: JSONValue
    /// What it does: the arguments checked and answered, or a ``ToolFailure``.
    let run: @Sendable (ToolArguments, ToolContext) async throws -> JSONValue

    /// The tool as `tools/list` shows it in `version`.
    func listing(_ version: ProtocolVersion) -> JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(name))]
        if version.hasStructuredOutput { members.append(("title", .string(title))) }
        members += [("description", .string(description)), ("inputSchema", inputSchema)]
        if version.hasStructuredOutput { members.append(("outputSchema", outputSchema)) }
        if version.hasToolAnnotations {
            // Every tool only reads; it asks the World Bank's API (an open world) unless --offline.
            members.append(
                (
                    "annotations",
                    .object([
                        ("readOnlyHint", .bool(true)), ("destructiveHint", .bool(false)),
                        ("idempotentHint", .bool(true)), ("openWorldHint", .bool(true)),
                    ])
                ))
        }
        return .object(members)
    }
}

/// A tool's answer that is not an answer: an unknown economy or indicator, a request over the
/// caps, a group whose members the list does not say. It goes back as a result with `isError`,
/// which a model reads and acts on, naming what it could have meant.
public struct ToolFailure: Error, Sendable, Hashable {
    /// What was wrong, with the value that was, and what to do instead.
    public let message: String
    /// The codes it could have meant, best first.
    public let candidates: [String]

    init(_ message: String, candidates: [String] = []) {
        self.message = message
        self.candidates = candidates
    }

    /// The text a model reads.
    var text: String {
        candidates.isEmpty ? message : message + " Candidates: " + candidates.joined(separator: ", ") + "."
    }
}

/// Arguments that do not fit a tool's input schema: a JSON-RPC error -32602 before 2025-11-25,
/// a tool error after.
struct ArgumentError: Error, Sendable {
    let message: String
}
