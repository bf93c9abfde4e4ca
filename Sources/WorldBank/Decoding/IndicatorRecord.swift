/// One record of `/indicator/{id}`, read into ``IndicatorInfo``:
/// `{"id", "name", "unit", "source": {"id", "value"}, "sourceNote", "sourceOrganization", "topics"}`.
///
/// `unit` and `sourceOrganization` may be empty and `topics` may hold empty objects, so everything
/// but the id and the name may be missing or `null`.
package struct IndicatorRecord: Sendable, PageRecord {
    package let id: String
    /// The record as the tool uses it, `nil` when the id is not an indicator code.
    package let info: IndicatorInfo?

    /// Makes the record of the members as sent, `""` for those missing; names are trimmed and
    /// empty topics left out. The texts are outside text: their control characters are made
    /// visible (the description and the organisation keep their line breaks).
    package init(
        id: String, name: String, unit: String, source: String, sourceNote: String, organisation: String,
        topics: [String]
    ) {
        self.id = id
        info = IndicatorCode(id).map { code in
            IndicatorInfo(
                code: code, name: ControlCharacters.visible(name.trimmingWhitespace),
                description: ControlCharacters.visibleKeepingLineBreaks(sourceNote),
                organisation: ControlCharacters.visibleKeepingLineBreaks(organisation),
                source: ControlCharacters.visible(source), unit: ControlCharacters.visible(unit),
                topics: topics.map { ControlCharacters.visible($0.trimmingWhitespace) }.filter { !$0.isEmpty })
        }
    }

    package static func read(from reader: inout JSONReader) throws(DecodingFailure) -> IndicatorRecord {
        var id: String?
        var name: String?
        var unit: String?
        var source: String?
        var sourceNote: String?
        var organisation: String?
        var topics: [String]?
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "name" where name == nil: name = try reader.string()
            case "unit" where unit == nil: unit = try reader.optionalString() ?? ""
            case "source" where source == nil:
                source = try reader.consumeNull() ? "" : try referenceValue(&reader) ?? ""
            case "sourceNote" where sourceNote == nil: sourceNote = try reader.optionalString() ?? ""
            case "sourceOrganization" where organisation == nil: organisation = try reader.optionalString() ?? ""
            case "topics" where topics == nil:
                topics = try reader.consumeNull() ? [] : try reader.readArray(referenceValue).compactMap { $0 }
            default: try reader.skipValue()
            }
        }
        return IndicatorRecord(
            id: try id.required("id"), name: try name.required("name"), unit: unit ?? "", source: source ?? "",
            sourceNote: sourceNote ?? "", organisation: organisation ?? "", topics: topics ?? [])
    }

    /// The value of `{"id", "value"}`, whose members may be missing or `null`.
    private static func referenceValue(_ reader: inout JSONReader) throws(DecodingFailure) -> String? {
        var id: String??
        var value: String??
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.optionalString()
            case "value" where value == nil: value = try reader.optionalString()
            default: try reader.skipValue()
            }
        }
        return value ?? nil
    }
}
