public import Foundation

/// The bundled snapshot (`data/`) built into the binary by the EmbedSnapshot plugin, so that a
/// binary copied alone anywhere still answers `--offline`.
public enum EmbeddedSnapshot {
    /// The names of the embedded files.
    public static var fileNames: [String] { base64Files.keys.sorted() }

    /// The bytes of the embedded file `name`, exactly as in `data/`; `nil` for any other name.
    public static func file(named name: String) -> Data? {
        base64Files[name].flatMap { Data(base64Encoded: $0) }
    }
}
