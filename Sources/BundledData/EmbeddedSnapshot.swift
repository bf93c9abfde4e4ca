public import Foundation

/// The bundled snapshot (`data/`) built into the binary by the EmbedSnapshot plugin, so that a
/// binary copied alone anywhere still answers `--offline`.
///
/// Read costs matter here, since every offline run starts with these files: the histories are
/// built in in a compact binary form (rows as fixed-size records), the JSON files as string
/// literals read in place, and only the catalogue (whose CRLF lines a literal would not keep) in base64.
public enum EmbeddedSnapshot {
    /// How one file is built in.
    enum StoredFile {
        /// The exact bytes, as a string literal.
        case text(StaticString)
        /// The bytes in base64.
        case base64(String)

        var data: Data? {
            switch self {
            case .text(let text): Data(bytes: text.utf8Start, count: text.utf8CodeUnitCount)
            case .base64(let text): Data(base64Encoded: text)
            }
        }
    }

    /// The names of the embedded files, histories included (by their JSON name).
    public static var fileNames: [String] { (Array(storedFiles.keys) + Array(base64CompactHistories.keys)).sorted() }

    /// The bytes of the embedded file `name`, exactly as in `data/`; `nil` for a history (see
    /// ``compactHistory(named:)``) and for any other name.
    public static func file(named name: String) -> Data? {
        storedFiles[name]?.data
    }

    /// The compact form of the history `name` (`SP.POP.TOTL@history.json`); `nil` for any other name.
    public static func compactHistory(named name: String) -> Data? {
        base64CompactHistories[name].flatMap { Data(base64Encoded: $0) }
    }
}
