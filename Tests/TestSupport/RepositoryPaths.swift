public import Foundation

/// Paths inside this checkout, for tests that use the bundled snapshot or run the built binary.
public enum RepositoryPaths {
    /// The repository root, found from this source file's location.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bundled snapshot folder, `data/`.
    public static var snapshot: URL { root.appendingPathComponent("data", isDirectory: true) }

    /// A fresh, empty temporary folder, removed by the caller with ``removeTemporaryFolder(_:)``.
    public static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "countries-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Removes a folder made by ``temporaryFolder()``.
    public static func removeTemporaryFolder(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }

    /// A base URL where nothing listens: port 9 (discard) on loopback is closed on test machines.
    public static let unreachableBaseURL = "http://127.0.0.1:9/v2"
    /// The same place as a root (of the bulk files, of the Data Catalog).
    public static let unreachableRoot = "http://127.0.0.1:9"
}
