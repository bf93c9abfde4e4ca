import AtomicFiles
import BulkMirror
import Foundation
import OfflineStore
import Parquet
import TestSupport
import WorldBank

/// What the mirror tests share: settings for fetching from a fake server, the digest of a bulk
/// file's cells as Python's zipfile and csv modules read it, and the same digest of a release as
/// the test target's own Parquet reader reads it.
enum MirrorFixture {
    /// Settings that fetch from `server` into nothing but the mirror, with a short stall limit.
    static func settings(_ server: FakeWorldBank, scratch: ScratchFiles = ScratchFiles()) throws
        -> Mirror.UpdateSettings
    {
        guard let root = URL(string: "http://127.0.0.1:\(server.port)") else {
            throw FakeWorldBankError.missingResources
        }
        var settings = Mirror.UpdateSettings(
            root: root, transport: CurlTransport(), createdBy: "countries tests", scratch: scratch)
        settings.stallLimit = .seconds(5)
        settings.timeout = .seconds(120)
        return settings
    }

    /// The digest the fake's `bulk_files.py --digest` prints: (cells, SHA-256 of the sorted lines
    /// `economy|indicator|year|bits`), of the zip at `path`.
    static func pythonDigest(ofZip path: String) async throws -> (cells: Int, sha256: String) {
        let script = try FakeWorldBank.resourceFolder.appendingPathComponent("bulk_files.py").path
        let output = try await runPython([script, "--digest", path])
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        guard let cells = object?["cells"] as? Int, let sha = object?["sha256"] as? String else {
            throw FakeWorldBankError.didNotStart(output: output)
        }
        return (cells, sha)
    }

    /// The same digest of the values file at `path`, read with the test target's own Parquet reader.
    static func mirrorDigest(ofValues path: String) async throws -> (cells: Int, sha256: String) {
        var reader = try ParquetTestReader([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        let columns = try await reader.columns()
        guard columns.map(\.name) == ["economy", "indicator", "year", "value"],
            case .strings(let economies) = columns[0].values, case .strings(let indicators) = columns[1].values,
            case .int64(let years) = columns[2].values, case .doubles(let values) = columns[3].values
        else { throw FakeWorldBankError.missingResources }
        var lines: [String] = []
        for row in economies.indices {
            let bits = String((values[row] ?? .nan).bitPattern, radix: 16)
            lines.append(
                "\(economies[row] ?? "")|\(indicators[row] ?? "")|\(years[row] ?? 0)|"
                    + String(repeating: "0", count: 16 - bits.count) + bits + "\n")
        }
        lines.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var hash = SHA256()
        for line in lines { hash.update(Array(line.utf8)) }
        return (lines.count, hash.hexDigest())
    }

    /// The bytes the fake serves at `name` now, fetched by Python's urllib into `file` (a client
    /// that is not the one under test).
    static func served(_ server: FakeWorldBank, _ name: String = "WDI_CSV.zip", to file: URL) async throws -> Data {
        try await PythonRun.download("http://127.0.0.1:\(server.port)/data/download/\(name)", to: file.path)
    }

    /// What `python3 arguments` prints on stdout.
    static func runPython(_ arguments: [String]) async throws -> String {
        try await PythonRun.output(arguments)
    }
}
