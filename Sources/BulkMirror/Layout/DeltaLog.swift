import AtomicFiles
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The Delta Lake log of a database's folder (`<database>/_delta_log/`), so that Delta readers
/// (`deltalake`, Spark with Delta, Trino, DuckDB's delta extension) see the values of each release
/// as one version of one table, partitioned by `release`: version 0 is the first release built,
/// and each later commit adds the new release's values file and removes the one before, which
/// stays on disk for time travel.
///
/// Commits are plain JSON lines, protocol 1/2 (no deletion vectors, no checkpoints needed at a
/// few commits a year), each created with `link` so that two writers can never both write one
/// version.
struct DeltaLog {
    let folder: String

    var logFolder: String { folder + "/_delta_log" }

    /// The versions committed, in order.
    func versions() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: logFolder)) ?? []
        return names.compactMap { name in
            guard name.hasSuffix(".json"), name.utf8.count == 25 else { return nil }
            return Int(name.dropLast(5))
        }.sorted()
    }

    /// The release each commit added, by version.
    func releases() -> [Int: String] {
        var added: [Int: String] = [:]
        for version in versions() {
            guard let data = try? Mirror.contents(of: path(of: version), limit: 4 << 20) else { continue }
            for line in data.split(separator: UInt8(ascii: "\n")) {
                guard let action = try? JSONValue(parsing: Data(line)),
                    let release = action["add"]?["partitionValues"]?["release"]?.stringValue
                else { continue }
                added[version] = release
            }
        }
        return added
    }

    /// Commits `file` (the values file of `release`) as the next version, removing `previous` (the
    /// values file of the release before, relative to the folder, if any).
    func commit(
        release: String, file: ReleaseManifest.File, previous: String?, at time: Date, engine: String
    ) throws(BulkError) {
        try Mirror.createFolder(logFolder)
        let version = (versions().last ?? -1) + 1
        let milliseconds = Int((time.timeIntervalSince1970 * 1_000).rounded())
        var actions: [JSONValue] = [
            .object([
                (
                    "commitInfo",
                    .object([
                        ("timestamp", .integer(milliseconds)), ("operation", .string("WRITE")),
                        (
                            "operationParameters",
                            .object([("mode", .string("Append")), ("partitionBy", .string("[\"release\"]"))])
                        ),
                        ("engineInfo", .string(engine)),
                        // Which release this version added, for a reader of the log's history.
                        ("countries.release", .string(release)),
                    ])
                )
            ])
        ]
        if version == 0 {
            actions.append(
                .object([("protocol", .object([("minReaderVersion", .integer(1)), ("minWriterVersion", .integer(2))]))])
            )
            actions.append(.object([("metaData", Self.metadata(createdTime: milliseconds))]))
        }
        if let previous {
            actions.append(
                .object([
                    (
                        "remove",
                        .object([
                            ("path", .string(previous)), ("deletionTimestamp", .integer(milliseconds)),
                            ("dataChange", .bool(true)),
                        ])
                    )
                ]))
        }
        actions.append(
            .object([
                (
                    "add",
                    .object([
                        ("path", .string("release=" + release + "/" + file.path)),
                        ("partitionValues", .object([("release", .string(release))])), ("size", .integer(file.bytes)),
                        ("modificationTime", .integer(milliseconds)), ("dataChange", .bool(true)),
                        ("stats", .string("{\"numRecords\":\(file.rows)}")),
                    ])
                )
            ]))
        try publish(actions.map { $0.compactText() + "\n" }.joined(), as: path(of: version))
    }

    /// The table's metadata: its schema (economy, indicator, year, value, and the partition column
    /// release), a fresh id, no configuration.
    private static func metadata(createdTime: Int) -> JSONValue {
        func field(_ name: String, _ type: String) -> JSONValue {
            .object([
                ("name", .string(name)), ("type", .string(type)), ("nullable", .bool(true)), ("metadata", .object([])),
            ])
        }
        let schema = JSONValue.object([
            ("type", .string("struct")),
            (
                "fields",
                .array([
                    field("economy", "string"), field("indicator", "string"), field("year", "long"),
                    field("value", "double"), field("release", "string"),
                ])
            ),
        ])
        return .object([
            ("id", .string(UUID().uuidString.lowercased())),
            ("format", .object([("provider", .string("parquet")), ("options", .object([]))])),
            ("schemaString", .string(schema.compactText())), ("partitionColumns", .strings(["release"])),
            ("configuration", .object([])), ("createdTime", .integer(createdTime)),
        ])
    }

    private func path(of version: Int) -> String {
        let digits = String(version)
        return logFolder + "/" + String(repeating: "0", count: max(0, 20 - digits.count)) + digits + ".json"
    }

    /// Writes `text` to a hidden file, flushes it, and links it to `path`, which must not exist.
    private func publish(_ text: String, as path: String) throws(BulkError) {
        let temporary = TemporaryName.path(in: logFolder)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: temporary, reason: String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        let written = FileDescriptor.writeAll(text, to: descriptor)
        let synced = written == 0 ? fsync(descriptor) : -1
        close(descriptor)
        guard written == 0, synced == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(written != 0 ? written : errno)))
        }
        guard link(temporary, path) == 0 else {
            throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }
}
