extension APIMessage {
    /// Reads one message of the error envelope, as ``init(from:)`` decodes it.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> APIMessage {
        var id = Field<String?>.missing
        var key = Field<String?>.missing
        var value = Field<String?>.missing
        try reader.readObject { name, reader throws(DecodingFailure) in
            if try id.read("id", at: name, from: &reader, as: .flexibleString) { return }
            if try key.read("key", at: name, from: &reader, as: .optionalString) { return }
            if try value.read("value", at: name, from: &reader, as: .optionalString) { return }
            try reader.skipValue()
        }
        return APIMessage(id: try id.orEmpty(), key: try key.orEmpty(), value: try value.orEmpty())
    }
}

extension APIErrorEnvelope {
    /// Reads `{"message": [...]}`.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> APIErrorEnvelope {
        var messages = Field<[APIMessage]>.missing
        let list = MemberReader<[APIMessage]> { reader throws(DecodingFailure) in
            var messages: [APIMessage] = []
            try reader.readArray { reader, _ throws(DecodingFailure) in
                messages.append(try APIMessage.read(from: &reader))
            }
            return messages
        }
        try reader.readObject { key, reader throws(DecodingFailure) in
            if try messages.read("message", at: key, from: &reader, as: list) { return }
            try reader.skipValue()
        }
        return APIErrorEnvelope(message: try messages.required("message"))
    }
}
