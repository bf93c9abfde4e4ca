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
    public var isTransient: Bool { id == "105" }
}

/// The object inside the error envelope.
package struct APIErrorEnvelope: Sendable {
    package let message: [APIMessage]

    package init(message: [APIMessage]) {
        self.message = message
    }
}
