extension APIMessage {
    /// Reads one message of the error envelope, as ``init(from:)`` decodes it.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> APIMessage {
        var id = Field<String?>.missing
        var key = Field<String?>.missing
        var value = Field<String?>.missing
        try reader.readObject { name, reader throws(DecodingFailure) in
            if name.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.flexibleOptionalString() }
            } else if name.matches("key"), key.isMissing {
                key = try reader.capture("key") { reader throws(DecodingFailure) in try reader.optionalString() }
            } else if name.matches("value"), value.isMissing {
                value = try reader.capture("value") { reader throws(DecodingFailure) in try reader.optionalString() }
            } else {
                try reader.skipValue()
            }
        }
        return APIMessage(id: try id.orEmpty(), key: try key.orEmpty(), value: try value.orEmpty())
    }
}

extension APIErrorEnvelope {
    /// Reads `{"message": [...]}`.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> APIErrorEnvelope {
        var messages = Field<[APIMessage]>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            guard key.matches("message"), messages.isMissing else { return try reader.skipValue() }
            messages = try reader.capture("message") { reader throws(DecodingFailure) in
                var messages: [APIMessage] = []
                try reader.readArray { reader, _ throws(DecodingFailure) in
                    messages.append(try APIMessage.read(from: &reader))
                }
                return messages
            }
        }
        return APIErrorEnvelope(message: try messages.required("message"))
    }
}
