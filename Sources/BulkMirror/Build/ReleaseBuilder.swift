import Parquet

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds one release of a mirror from a bulk file on disk into a folder: the values as one row
/// group per indicator, the other members as tables, each member streamed (the zip and its 200 MB
/// CSV are never held), and every value read back from the written file and compared, bit for bit,
/// with the one parsed from the CSV.
struct ReleaseBuilder {
    let zipPath: String
    let database: BulkDatabase
    let folder: String
    let writer: ParquetWriter
    /// The footer metadata every file carries (source, release, licence note).
    let metadata: [(key: String, value: String)]
    /// How many row groups are encoded side by side.
    let parallelism: Int

    /// What the build wrote.
    struct Built {
        let files: [ReleaseManifest.File]
        let values: ReleaseManifest.Values
    }

    /// Builds every table; throws ``BulkError`` naming the member and line of any damage.
    func build() async throws -> Built {
        let zip = try ZipFile(path: zipPath)
        defer { zip.finish() }
        let values = try await buildValues(zip)
        var files = [values.file]
        let tables: [(BulkDatabase.Member, String, Bool)] = [
            (.economies, "economies", true), (.series, "series", true), (.footnotes, "footnotes", false),
            (.countrySeries, "country_series", false), (.seriesTime, "series_time", false),
        ]
        for (member, table, required) in tables {
            guard let entry = zip.member(named: database.memberName(member)) else {
                if required {
                    throw BulkError.damaged(path: zipPath, reason: "no member \(database.memberName(member))")
                }
                continue
            }
            files.append(try write(entry, of: zip, as: table))
        }
        return Built(files: files, values: values.summary)
    }

    /// Streams `member`'s records to `body` with their line numbers (the header is line 1), and
    /// names the member in any damage found.
    func records(of member: ZipFile.Member, in zip: ZipFile, _ body: (CSVRecord, Int) throws -> Void) throws {
        var csv = CSVRecords()
        var line = 0
        do {
            try zip.read(member) { block in
                try csv.feed(block) { record in
                    line += 1
                    try body(record, line)
                }
            }
            try csv.finish { record in
                line += 1
                try body(record, line)
            }
        } catch BulkError.damaged(let path, let reason) where path.isEmpty {
            throw BulkError.damaged(path: zipPath + ": " + member.name, reason: reason)
        }
    }

    /// Writes `member` as the table `table` (``MemberTable``).
    private func write(_ member: ZipFile.Member, of zip: ZipFile, as table: String) throws -> ReleaseManifest.File {
        var shape: MemberTable?
        var file: ReleaseFile?
        var rows = MemberTable.Rows(columns: 0)
        func flush() throws {
            guard let shape, let file, rows.count > 0 else { return }
            try file.append(writer.encoded(shape.columns(of: rows)))
            rows = MemberTable.Rows(columns: shape.names.count)
        }
        try records(of: member, in: zip) { record, line in
            guard let current = shape else {
                let header = (0..<record.count).map(record.text)
                let made = try MemberTable(header: header, flagsAggregates: table == "economies")
                shape = made
                file = try ReleaseFile(
                    table + ".parquet", in: folder, table: table, columns: made.schema, metadata: metadata,
                    writer: writer)
                rows = MemberTable.Rows(columns: made.names.count)
                return
            }
            try current.add(record, line: line, to: &rows)
            if rows.count == MemberTable.rowsPerGroup { try flush() }
        }
        try flush()
        guard let file else { throw BulkError.damaged(path: zipPath + ": " + member.name, reason: "it is empty") }
        return try file.finish()
    }
}
