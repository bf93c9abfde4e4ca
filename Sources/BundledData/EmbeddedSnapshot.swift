public import OfflineStore

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The bundled snapshot (`data/`) built into the binary by the EmbedSnapshot plugin, so that a
/// binary copied alone anywhere still answers `--offline`.
///
/// The datasets are built in as compact tables, read in a fraction of the time their JSON takes;
/// a test proves they hold exactly what `data/` holds.
public enum EmbeddedSnapshot {
    /// The bytes of the built-in file `name`, `nil` for any other name.
    public static func file(named name: String) -> Data? {
        base64Files[name].flatMap { Data(base64Encoded: $0) }
    }
}

extension BundledSnapshot {
    /// The snapshot built into the binary.
    public static let embedded = BundledSnapshot(builtIn: EmbeddedSnapshot.file(named:))

    /// `$COUNTRIES_DATA_DIR` when set, else the copy built into the binary.
    public static func locate(environment: [String: String]) -> BundledSnapshot {
        guard let explicit = environment[environmentVariable], !explicit.isEmpty else { return .embedded }
        return BundledSnapshot(folder: URL(fileURLWithPath: explicit, isDirectory: true))
    }
}
