extension IndicatorRecord: PageRecord {
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> IndicatorRecord {
        var id = Field<String>.missing
        var name = Field<String>.missing
        var unit = Field<String?>.missing
        var source = Field<Reference?>.missing
        var sourceNote = Field<String?>.missing
        var sourceOrganization = Field<String?>.missing
        var topics = Field<[Reference]?>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("name"), name.isMissing {
                name = try reader.capture("name") { reader throws(DecodingFailure) in try reader.string() }
            } else if key.matches("unit"), unit.isMissing {
                unit = try reader.capture("unit") { reader throws(DecodingFailure) in try reader.optionalString() }
            } else if key.matches("source"), source.isMissing {
                source = try reader.capture("source") { reader throws(DecodingFailure) in
                    try reader.consumeNull() ? nil : try Reference.read(from: &reader)
                }
            } else if key.matches("sourceNote"), sourceNote.isMissing {
                sourceNote = try reader.capture("sourceNote") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else if key.matches("sourceOrganization"), sourceOrganization.isMissing {
                sourceOrganization = try reader.capture("sourceOrganization") { reader throws(DecodingFailure) in
                    try reader.optionalString()
                }
            } else if key.matches("topics"), topics.isMissing {
                topics = try reader.capture("topics") { reader throws(DecodingFailure) in
                    if try reader.consumeNull() { return nil }
                    var references: [Reference] = []
                    try reader.readArray { reader, _ throws(DecodingFailure) in
                        references.append(try Reference.read(from: &reader))
                    }
                    return references
                }
            } else {
                try reader.skipValue()
            }
        }
        return IndicatorRecord(
            id: try id.required("id"), name: try name.required("name"), unit: try unit.optional() ?? nil,
            source: try source.optional() ?? nil, sourceNote: try sourceNote.optional() ?? nil,
            sourceOrganization: try sourceOrganization.optional() ?? nil, topics: try topics.optional() ?? nil)
    }
}

extension IndicatorRecord.Reference {
    /// Reads `{"id", "value"}`, both optional.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Self {
        var id = Field<String?>.missing
        var value = Field<String?>.missing
        try reader.readObject { key, reader throws(DecodingFailure) in
            if key.matches("id"), id.isMissing {
                id = try reader.capture("id") { reader throws(DecodingFailure) in try reader.optionalString() }
            } else if key.matches("value"), value.isMissing {
                value = try reader.capture("value") { reader throws(DecodingFailure) in try reader.optionalString() }
            } else {
                try reader.skipValue()
            }
        }
        return Self(id: try id.optional() ?? nil, value: try value.optional() ?? nil)
    }
}
