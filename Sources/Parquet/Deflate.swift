import CZlib

/// Deflate (RFC 1951) over the system's zlib, in the two frames this tool writes: raw, for the
/// method-8 entries of a workbook's zip, and gzip, for Parquet's GZIP codec.
///
/// zlib is opened with dlopen at the first call (the CZlib target), so a run that writes neither
/// never maps it and the binary links nothing for it. Every caller has a stored form to fall back
/// on when zlib cannot be loaded (a stored zip entry, an UNCOMPRESSED Parquet chunk), so the
/// failure is a value for it to act on, not a reason to write nothing. The compressed bytes are
/// the same on every run with one zlib; another zlib (zlib-ng, a newer release) may choose other,
/// equally valid, bytes.
public struct Deflate: Sendable {
    /// The frame around the deflate stream.
    public enum Framing: Sendable {
        /// No header or trailer: the zip entry carries its own CRC-32 and sizes.
        case raw
        /// A gzip member (RFC 1952), with its CRC-32 and length: what Parquet's GZIP codec reads.
        case gzip
    }

    /// The frame this compressor writes.
    public let framing: Framing

    /// Raw deflate, for zip entries.
    public static let raw = Deflate(framing: .raw)
    /// Gzip members, for Parquet pages.
    public static let gzip = Deflate(framing: .gzip)

    /// `bytes` compressed at zlib's default level (6: its own balance of size and time).
    public func compress(_ bytes: [UInt8]) throws(DeflateError) -> [UInt8] {
        let result = bytes.withUnsafeBufferPointer { buffer in
            czlib_deflate(buffer.baseAddress, buffer.count, framing == .raw ? CZLIB_RAW : CZLIB_GZIP)
        }
        let message = result.message.map { String(cString: $0) }
        switch result.outcome {
        case CZLIB_DEFLATED:
            defer { czlib_free(result.bytes) }
            guard let start = result.bytes else { return [] }
            return Array(UnsafeBufferPointer(start: start, count: result.length))
        case CZLIB_UNAVAILABLE:
            throw DeflateError(.unavailable(reason: message ?? "zlib could not be opened"))
        default:
            throw DeflateError(.failed(zlibCode: result.zlib_code, message: message))
        }
    }
}

/// Why deflate gave no bytes: zlib could not be loaded, or it refused (which, for a whole buffer
/// in memory, means memory ran out).
public struct DeflateError: Error, Equatable, CustomStringConvertible {
    fileprivate enum Code: Equatable {
        case unavailable(reason: String)
        case failed(zlibCode: Int32, message: String?)
    }

    private let code: Code

    fileprivate init(_ code: Code) { self.code = code }

    /// Whether zlib could not be opened, the case callers answer by writing their bytes uncompressed.
    public var isUnavailable: Bool {
        if case .unavailable = code { return true }
        return false
    }

    /// What failed, in a sentence that names zlib and its reason.
    public var description: String {
        switch code {
        case .unavailable(let reason): "zlib could not be loaded: \(reason)"
        case .failed(let zlibCode, let message):
            "zlib could not deflate (code \(zlibCode)\(message.map { ": \($0)" } ?? ""))"
        }
    }
}
