public import Analysis
public import WorldBank

/// `countries economies` as a ``Document``: entries of the World Bank's country list with their
/// codes and groups.
public enum EconomiesRenderer {
    /// The document of `entries`, with a line saying how many there are; when they are the
    /// members of `group`, how they were found, also in JSON.
    public static func document(_ entries: [Country], of group: GroupMembers? = nil, source: SourceNote)
        -> Document
    {
        let table = Table(EconomyColumns.all, rows: entries)
        let aggregates = entries.count(where: \.isAggregate)
        let count = [
            aggregates < entries.count ? Plural.economies(entries.count - aggregates) : nil,
            aggregates > 0 ? "\(aggregates) aggregate\(aggregates == 1 ? "" : "s")" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        let members = group.map { group -> (String, JSONValue) in
            (
                "group",
                .object([
                    ("id", .string(group.group.id)), ("name", .string(group.group.name)),
                    ("members", .string(group.explanation)),
                ])
            )
        }
        var document = Document(
            data: table, shape: .economies, json: [("rows", ColumnJSON.array(table))] + (members.map { [$0] } ?? []),
            source: source)
        document.add(.table(table, title: nil))
        document.note([count, group?.explanation ?? ""])
        return document
    }
}
