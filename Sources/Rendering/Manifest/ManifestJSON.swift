public import OfflineStore
import WorldBank

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A ``Manifest`` as JSON (`docs/schemas/manifest.schema.json`), written and read back by the one
/// JSON writer and reader of the product.
public enum ManifestJSON {
    /// The name of the canonical form a dataset's `values.sha256` is computed over (see
    /// ``ValuesFingerprint``): it would change with the form, so that old manifests stay readable.
    static let valuesForm = "economy-year-value/1"
    /// The same for a country list.
    static let countriesForm = "country-list/1"

    /// The manifest as a JSON document: the envelope, the command line, then the datasets.
    public static func render(_ manifest: Manifest) -> String {
        JSONValue.object([
            JSONShape.manifest.member, ("metadata", .object([("tool", .string(manifest.tool))])),
            ("command_line", .strings(manifest.commandLine)),
            ("created_at", .string(manifest.createdAt.formatted(.iso8601))),
            ("datasets", .array(manifest.datasets.map(dataset))),
            (
                "outputs",
                .array(
                    manifest.outputs.map { output in
                        .object([
                            ("path", .string(output.path)), ("sha256", .string(output.sha256)),
                            ("bytes", .integer(output.bytes)),
                        ])
                    })
            ),
        ]).rendered()
    }

    /// One dataset's object, also the `recorded` and `now` members of `verify --format json`.
    static func dataset(_ dataset: Manifest.Dataset) -> JSONValue {
        let (indicator, period): (String?, String?) =
            if case .indicator(let code, let period, _) = dataset.key { (code.rawValue, period.label) } else {
                (nil, nil)
            }
        return .object([
            ("name", .string(dataset.key.name)),
            (
                "database",
                .object([("name", .string(dataset.database.name)), ("source_id", .string("\(dataset.database.id)"))])
            ),
            ("indicator", .string(indicator)), ("period", .string(period)), ("requests", .strings(dataset.requests)),
            ("lastupdated", .string(dataset.lastUpdated)),
            ("fetched_at", .string(dataset.fetchedAt.formatted(.iso8601))),
            ("origin", .string(dataset.origin.rawValue)),
            (
                "values",
                .object([
                    ("form", .string(indicator == nil ? countriesForm : valuesForm)),
                    ("count", .integer(dataset.values.count)), ("sha256", .string(dataset.values.sha256)),
                ])
            ),
            (
                "scope",
                dataset.scope.map { scope in
                    .object([
                        ("economies", .strings(scope.economies)), ("form", .string(valuesForm)),
                        ("count", .integer(scope.values.count)), ("sha256", .string(scope.values.sha256)),
                    ])
                } ?? .null
            ),
            (
                "licence",
                dataset.licence.map { .object([("label", .string($0.label)), ("name", .string($0.name))]) } ?? .null
            ),
            (
                "mirror",
                dataset.mirrored.map { release in
                    .object([
                        ("database", .string(release.databaseName)), ("release", .string(release.release)),
                        ("file", .string(release.fileName)), ("sha256", .string(release.sha256)),
                        ("built_at", .string(release.builtAt.formatted(.iso8601))), ("url", .string(release.url)),
                    ])
                } ?? .null
            ),
        ])
    }

    /// Why a document is not a manifest this tool reads: what is wrong, and where.
    public struct Failure: Error, Sendable, Hashable {
        /// `not JSON: unexpected byte 0x7d at offset 12`, `datasets[2].values.sha256: expected 64 hex digits`.
        public let reason: String
    }

    /// The manifest in `data`, checked member by member.
    public static func manifest(parsing data: Data) throws(Failure) -> Manifest {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            throw Failure(reason: "not JSON: \(error.reason)")
        }
        guard document["schema"]?["name"]?.stringValue == JSONShape.manifest.rawValue else {
            throw Failure(reason: "not a manifest of countries (its schema is not 'manifest')")
        }
        guard document["schema"]?["version"]?.integerValue == JSONShape.manifest.version else {
            throw Failure(reason: "a manifest of another version than \(JSONShape.manifest.version)")
        }
        let reader = Reader(document: document)
        let tool = try reader.string(at: ["metadata", "tool"])
        let arguments = try reader.strings(at: ["command_line"])
        let created = try reader.date(at: ["created_at"])
        guard let items = document["datasets"]?.arrayValue else { throw Failure(reason: "datasets: expected an array") }
        let datasets = try items.indices.map { (index: Int) throws(Failure) -> Manifest.Dataset in
            try reader.dataset(items[index], at: "datasets[\(index)]")
        }
        // Manifests written before outputs were recorded have none.
        let outputItems = document["outputs"]?.arrayValue ?? []
        let outputs = try outputItems.indices.map { (index: Int) throws(Failure) -> Manifest.Output in
            let prefix = "outputs[\(index)]."
            let item = outputItems[index]
            guard let bytes = item["bytes"]?.integerValue, bytes >= 0 else {
                throw Failure(reason: prefix + "bytes: expected a whole number")
            }
            return Manifest.Output(
                path: try reader.string(at: ["path"], in: item, prefix: prefix),
                sha256: try reader.sha256(at: ["sha256"], in: item, prefix: prefix), bytes: bytes)
        }
        return Manifest(tool: tool, commandLine: arguments, createdAt: created, datasets: datasets, outputs: outputs)
    }

    /// Reads members by path, saying which one is wrong.
    private struct Reader {
        let document: JSONValue

        func value(at path: [String], in root: JSONValue? = nil) -> JSONValue? {
            path.reduce(root ?? document) { $0?[$1] }
        }

        func string(at path: [String], in root: JSONValue? = nil, prefix: String = "") throws(Failure) -> String {
            guard let text = value(at: path, in: root)?.stringValue else {
                throw Failure(reason: prefix + path.joined(separator: ".") + ": expected a string")
            }
            return text
        }

        func optionalString(at path: [String], in root: JSONValue, prefix: String) throws(Failure) -> String? {
            if case .null = value(at: path, in: root) ?? .null { return nil }
            return try string(at: path, in: root, prefix: prefix)
        }

        func strings(at path: [String], in root: JSONValue? = nil, prefix: String = "") throws(Failure) -> [String] {
            guard let items = value(at: path, in: root)?.arrayValue else {
                throw Failure(reason: prefix + path.joined(separator: ".") + ": expected an array of strings")
            }
            return try items.map { (item: JSONValue) throws(Failure) -> String in
                guard let text = item.stringValue else {
                    throw Failure(reason: prefix + path.joined(separator: ".") + ": expected an array of strings")
                }
                return text
            }
        }

        func date(at path: [String], in root: JSONValue? = nil, prefix: String = "") throws(Failure) -> Date {
            let text = try string(at: path, in: root, prefix: prefix)
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw Failure(
                    reason: prefix + path.joined(separator: ".") + ": expected a time such as 2026-11-29T12:00:00Z")
            }
            return date
        }

        func dataset(_ item: JSONValue, at place: String) throws(Failure) -> Manifest.Dataset {
            let prefix = place + "."
            let name = try string(at: ["name"], in: item, prefix: prefix)
            guard let key = DatasetKey(name: name) else {
                throw Failure(reason: prefix + "name: '\(name)' is not a dataset this tool asks for")
            }
            guard let origin = Origin(rawValue: try string(at: ["origin"], in: item, prefix: prefix)) else {
                throw Failure(reason: prefix + "origin: expected live, cache, snapshot or mirror")
            }
            let (values, scope) = (try fingerprint(at: "values", in: item, prefix: prefix), try scope(item, prefix))
            let sourceID = try string(at: ["database", "source_id"], in: item, prefix: prefix)
            guard let database = DatabaseID(sourceID), database == key.source else {
                throw Failure(reason: prefix + "database.source_id: '\(sourceID)' is not the database of \(name)")
            }
            var dataset = Manifest.Dataset(
                database: Database(
                    id: database, code: "", name: try string(at: ["database", "name"], in: item, prefix: prefix),
                    lastUpdated: nil),
                key: key, requests: try strings(at: ["requests"], in: item, prefix: prefix),
                lastUpdated: try optionalString(at: ["lastupdated"], in: item, prefix: prefix),
                fetchedAt: try date(at: ["fetched_at"], in: item, prefix: prefix), origin: origin,
                values: values, scope: scope)
            // Manifests written before licences were recorded have no `licence` member.
            switch value(at: ["licence"], in: item) {
            case nil, .null?: break
            default:
                dataset.licence = IndicatorLicence(
                    label: try string(at: ["licence", "label"], in: item, prefix: prefix))
            }
            // Manifests written before mirrors existed have no `mirror` member.
            switch value(at: ["mirror"], in: item) {
            case nil, .null?: break
            default:
                dataset.mirrored = MirroredRelease(
                    databaseName: try string(at: ["mirror", "database"], in: item, prefix: prefix),
                    release: try string(at: ["mirror", "release"], in: item, prefix: prefix),
                    fileName: try string(at: ["mirror", "file"], in: item, prefix: prefix),
                    sha256: try string(at: ["mirror", "sha256"], in: item, prefix: prefix),
                    builtAt: try date(at: ["mirror", "built_at"], in: item, prefix: prefix),
                    url: try optionalString(at: ["mirror", "url"], in: item, prefix: prefix))
            }
            return dataset
        }

        /// 64 lower-case hex digits at `path`.
        func sha256(at path: [String], in root: JSONValue, prefix: String) throws(Failure) -> String {
            let text = try string(at: path, in: root, prefix: prefix)
            guard text.utf8.count == 64, text.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else {
                throw Failure(reason: prefix + path.joined(separator: ".") + ": expected 64 lower-case hex digits")
            }
            return text
        }

        /// The fingerprint at `member` (`values`, `scope`): its form, which must be one this tool
        /// computes, its count and its hash.
        func fingerprint(at member: String, in item: JSONValue, prefix: String) throws(Failure) -> ValuesFingerprint {
            let form = try string(at: [member, "form"], in: item, prefix: prefix)
            guard [ManifestJSON.valuesForm, ManifestJSON.countriesForm].contains(form) else {
                throw Failure(
                    reason: prefix + member + ".form: '\(form)' is not a form this tool computes "
                        + "(\(ManifestJSON.valuesForm) or \(ManifestJSON.countriesForm))")
            }
            guard let count = value(at: [member, "count"], in: item)?.integerValue, count >= 0 else {
                throw Failure(reason: prefix + member + ".count: expected a whole number")
            }
            return ValuesFingerprint(
                sha256: try sha256(at: [member, "sha256"], in: item, prefix: prefix), count: count)
        }

        /// The dataset's scope, `nil` when absent or null (a manifest of an output that shows it all).
        func scope(_ item: JSONValue, _ prefix: String) throws(Failure) -> Manifest.Scope? {
            guard let scope = item["scope"] else { return nil }
            if case .null = scope { return nil }
            return Manifest.Scope(
                economies: try strings(at: ["scope", "economies"], in: item, prefix: prefix),
                values: try fingerprint(at: "scope", in: item, prefix: prefix))
        }
    }
}
