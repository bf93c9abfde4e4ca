extension IndicatorRecord: PageRecord {
    package static func read(from reader: inout JSONReader) throws(DecodingFailure) -> IndicatorRecord {
        var id = Field<String>.missing
        var name = Field<String>.missing
        var unit = Field<String?>.missing
        var source = Field<Reference?>.missing
        var sourceNote = Field<String?>.missing
        var sourceOrganization = Field<String?>.missing
        var topics = Field<[Reference]?>.missing
        let reference = MemberReader(Reference.read(from:))
        let references = MemberReader<[Reference]?> { reader throws(DecodingFailure) in
            if try reader.consumeNull() { return nil }
            var references: [Reference] = []
            try reader.readArray { reader, _ throws(DecodingFailure) in
                references.append(try Reference.read(from: &reader))
            }
            return references
        }
        try reader.readObject { key, reader throws(DecodingFailure) in
            if try id.read("id", at: key, from: &reader, as: .string) { return }
            if try name.read("name", at: key, from: &reader, as: .string) { return }
            if try unit.read("unit", at: key, from: &reader, as: .optionalString) { return }
            if try source.read("source", at: key, from: &reader, as: .orNull(reference)) { return }
            if try sourceNote.read("sourceNote", at: key, from: &reader, as: .optionalString) { return }
            if try sourceOrganization.read("sourceOrganization", at: key, from: &reader, as: .optionalString) { return }
            if try topics.read("topics", at: key, from: &reader, as: references) { return }
            try reader.skipValue()
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
            if try id.read("id", at: key, from: &reader, as: .optionalString) { return }
            if try value.read("value", at: key, from: &reader, as: .optionalString) { return }
            try reader.skipValue()
        }
        return Self(id: try id.optional() ?? nil, value: try value.optional() ?? nil)
    }
}
