/// One message of the API's error envelope `[{"message":[{"id":"120","key":…,"value":…}]}]`.
///
/// The envelope usually arrives with HTTP 200, so it must be recognised by shape, not by status.
public struct APIMessage: Sendable, Hashable {
    /// The API's error id as a string (`"120"`, `"175"`).
    public let id: String
    /// The short key (`Invalid value`).
    public let key: String
    /// The explanation the API gives.
    public let value: String

    /// Creates a message (used by tests).
    public init(id: String, key: String, value: String) {
        self.id = id
        self.key = key
        self.value = value
    }

    /// Id 105 means the service is unavailable: worth another try, unlike "invalid value".
    var isTransient: Bool { id == "105" }

    /// Reads the error envelope's object, `{"message": [{"id", "key", "value"}, …]}`.
    static func readEnvelope(from reader: inout JSONReader) throws(DecodingFailure) -> [APIMessage] {
        var messages: [APIMessage]?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "message" where messages == nil: messages = try reader.readArray(read(from:))
            default: try reader.skipValue()
            }
        }
        return try messages.required("message")
    }

    /// Reads one message; every member may be missing or `null`, and the id may be a number.
    private static func read(from reader: inout JSONReader) throws(DecodingFailure) -> APIMessage {
        var id: String?
        var key: String?
        var value: String?
        try reader.readObject { name, reader throws(DecodingFailure) in
            switch name {
            case "id" where id == nil: id = try reader.flexibleString() ?? ""
            case "key" where key == nil: key = try reader.optionalString() ?? ""
            case "value" where value == nil: value = try reader.optionalString() ?? ""
            default: try reader.skipValue()
            }
        }
        return APIMessage(id: id ?? "", key: key ?? "", value: value ?? "")
    }
}
