/// One record of `/v2/sources`, read into ``Database``:
/// `{"id": "3", "lastupdated": "2025-10-28", "name": "Worldwide Governance Indicators", "code": "WGI",
/// "description": "", "url": "", "dataavailability": "Y", "metadataavailability": "Y", "concepts": "3"}`.
///
/// The id is a string of digits; a record whose id is not one, or whose name is empty, is kept out
/// of the list (``database`` is `nil`, ``leftOut`` says why) rather than failing the whole answer.
/// The name is outside text: its control characters are made visible and a name longer than any
/// the Bank uses is cut with a mark (``ControlCharacters/shownName(_:limit:)``). `lastupdated` and
/// `code` may be missing or `null`.
package struct SourceRecord: Sendable, PageRecord {
    /// The record as the tool uses it, `nil` when it is not a database.
    package let database: Database?
    /// Why the record is not a database, for the notice that counts what the list left out.
    package let leftOut: String?

    /// The longest name kept whole; the Bank's longest is under 80 characters.
    static let longestName = 200

    package static func read(from reader: inout JSONReader) throws(DecodingFailure) -> SourceRecord {
        var id: String?
        var name: String?
        var code: String?
        var lastUpdated: String??
        try reader.readObject { key, reader throws(DecodingFailure) in
            switch key {
            case "id" where id == nil: id = try reader.string()
            case "name" where name == nil: name = try reader.string()
            case "code" where code == nil: code = try reader.optionalString() ?? ""
            case "lastupdated" where lastUpdated == nil: lastUpdated = .some(try reader.optionalString())
            default: try reader.skipValue()
            }
        }
        let number = try id.required("id")
        let title = ControlCharacters.shownName(try name.required("name").trimmingWhitespace, limit: Self.longestName)
        guard let databaseID = DatabaseID(number.trimmingWhitespace) else {
            let shown = ControlCharacters.shownName(number, limit: 20)
            return SourceRecord(database: nil, leftOut: "id '\(shown)' is not a database number (1 to 9999)")
        }
        guard !title.isEmpty else { return SourceRecord(database: nil, leftOut: "id \(databaseID) has no name") }
        let database = Database(
            id: databaseID, code: ControlCharacters.shownName((code ?? "").trimmingWhitespace, limit: 20), name: title,
            lastUpdated: (lastUpdated ?? nil).flatMap {
                $0.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) == nil ? nil : $0
            })
        return SourceRecord(database: database, leftOut: nil)
    }
}
