/// One record of `/v2/sources`, read into ``Database``:
/// `{"id": "3", "lastupdated": "2025-10-28", "name": "Worldwide Governance Indicators", "code": "WGI",
/// "description": "", "url": "", "dataavailability": "Y", "metadataavailability": "Y", "concepts": "3"}`.
///
/// The id is a string of digits; a record whose id is not one is kept out of the list (``database``
/// is `nil`) rather than failing the whole answer. `lastupdated` and `code` may be missing or `null`.
package struct SourceRecord: Sendable, PageRecord {
    /// The record as the tool uses it, `nil` when the id is not a database number.
    package let database: Database?

    /// The longest name kept; the Bank's longest is under 80 characters.
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
        let title = try name.required("name").trimmingWhitespace
        let database = DatabaseID(number.trimmingWhitespace).map {
            Database(
                id: $0, code: (code ?? "").trimmingWhitespace, name: title,
                lastUpdated: (lastUpdated ?? nil).flatMap {
                    $0.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) == nil ? nil : $0
                })
        }
        // A name is a line of a table: an empty one or one longer than any the Bank uses is not a database.
        return SourceRecord(database: title.isEmpty || title.count > Self.longestName ? nil : database)
    }
}
