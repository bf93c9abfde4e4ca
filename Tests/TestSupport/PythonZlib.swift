import Foundation

/// Python's zlib, run as a separate process, as the independent reader of what ``Deflate`` writes:
/// the product has no inflate of its own to check itself with, and python3 is on every machine the
/// tests run on (CI has the toolchain and python3).
public enum PythonZlib {
    /// Runs `script` with the path of a file holding `bytes` as its argument, and returns its stdout.
    public static func run(_ script: String, on bytes: [UInt8]) async throws -> BinaryRun {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("input.bin")
        try Data(bytes).write(to: file)
        return try await BinaryRun.run(
            ["python3", "-c", script, file.path], environment: [:], executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    /// `bytes` inflated by Python with `windowBits` (-15 raw, 31 gzip), or nil when Python refused them.
    public static func inflate(_ bytes: [UInt8], windowBits: Int) async throws -> [UInt8]? {
        let script = """
            import sys, zlib
            d = zlib.decompressobj(\(windowBits))
            out = d.decompress(open(sys.argv[1], 'rb').read()) + d.flush()
            assert d.eof and not d.unused_data, 'the stream does not end where the bytes do'
            sys.stdout.write(out.hex())
            """
        let run = try await run(script, on: bytes)
        guard run.status == 0 else { return nil }
        return hexBytes(run.stdout)
    }

    /// The bytes a string of lowercase hex digits spells (what Python's `hex()` writes), or nil for
    /// any other text.
    public static func hexBytes(_ hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        func value(_ digit: UInt8) -> UInt8? {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 2)
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        return bytes
    }
}
