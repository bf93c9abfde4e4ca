public import WorldBank

/// `countries indicators` as a ``Document``: the hits of a search, and one indicator described in
/// full.
public enum IndicatorsRenderer {
    /// The hits of a search; `more` says how many were left out by `--limit`.
    public static func hits(_ hits: [IndicatorInfo], more: Int, source: SourceNote) -> Document {
        let table = Table(IndicatorColumns.all, rows: hits)
        var document = Document(
            data: table, shape: .indicatorSearch, json: [("rows", ColumnJSON.array(table)), ("more", .integer(more))],
            source: source)
        document.add(.table(table, title: nil))
        if more > 0 { document.note(["\(more) more; add words to narrow the search, or raise --limit"]) }
        return document
    }

    /// One indicator in full: code, name, source, unit and topics when known, who compiles it, and
    /// its whole description.
    public static func detail(_ info: IndicatorInfo, source: SourceNote) -> Document {
        var facts = [("ID", info.code.rawValue), ("Name", info.name), ("Source", info.source)]
        if !info.unit.isEmpty { facts.append(("Unit", info.unit)) }
        if !info.topics.isEmpty { facts.append(("Topics", info.topics.joined(separator: ", "))) }
        if !info.organisation.isEmpty { facts.append(("Compiled by", info.organisation)) }
        let indicator: JSONValue = .object([
            ("id", .string(info.code.rawValue)), ("name", .string(info.name)), ("source", Self.text(info.source)),
            ("unit", Self.text(info.unit)), ("topics", .strings(info.topics)),
            ("source_organisation", Self.text(info.organisation)), ("description", Self.text(info.description)),
        ])
        var document = Document(
            title: info.name, data: Table(IndicatorColumns.all, rows: [info]), shape: .indicator,
            json: [("indicator", indicator)],
            source: source)
        document.add(.facts(facts.map { ($0.0, [$0.1]) }, columns: nil))
        document.add(.paragraph(info.description))
        return document
    }

    /// `text`, or `null` when the catalogue has none (an empty unit is unknown, not a unit).
    private static func text(_ text: String) -> JSONValue { text.isEmpty ? .null : .string(text) }
}
