public import WorldBank

/// `countries economies` as a ``Document``: entries of the World Bank's country list with their
/// codes and groups.
public enum EconomiesRenderer {
    /// The document of `entries`, with a line saying how many there are.
    public static func document(_ entries: [Country], source: SourceNote) -> Document {
        let table = Table(EconomyColumns.all, rows: entries)
        let aggregates = entries.count(where: \.isAggregate)
        let count = [
            aggregates < entries.count ? Plural.economies(entries.count - aggregates) : nil,
            aggregates > 0 ? "\(aggregates) aggregate\(aggregates == 1 ? "" : "s")" : nil,
        ].compactMap { $0 }.joined(separator: " and ")
        var document = Document(data: table, json: [("rows", ColumnJSON.array(table))], source: source)
        document.add(.table(table, title: nil))
        document.note([count])
        return document
    }
}
