import AtomicFiles

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The bytes of a manifest file, or of a report folder's `manifest.json`: read only from a regular
/// file, never waiting on a FIFO or a device, and never more than ``maximumSize``.
public enum ManifestFile {
    /// Far above the manifest of any command (a report's is a few KiB), far below harm.
    public static let maximumSize = 4 * 1_048_576

    /// The name of a report folder's manifest.
    public static let reportFileName = "manifest.json"

    /// Why a manifest could not be read.
    public enum Failure: Error, Sendable, Hashable {
        /// Nothing is there, or a folder without a manifest.
        case missing(path: String)
        /// It is there but cannot be read: `reason` is the system's, in words.
        case unreadable(path: String, reason: String)
        /// A FIFO, a device or a socket: not a file a manifest is written to.
        case notAFile(path: String)
        /// Larger than ``maximumSize``.
        case tooLarge(path: String, size: Int)

        /// The path that was read.
        public var path: String {
            switch self {
            case .missing(let path), .unreadable(let path, _), .notAFile(let path), .tooLarge(let path, _): path
            }
        }
    }

    /// The bytes of the manifest at `path` (a file, or a report folder holding `manifest.json`),
    /// with the path actually read.
    public static func read(_ path: String) throws(Failure) -> (path: String, bytes: Data) {
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            let inside = (path.hasSuffix("/") ? path : path + "/") + reportFileName
            return (inside, try bytes(of: inside))
        }
        return (path, try bytes(of: path))
    }

    /// The bytes of the regular file `path`, read whole, of at most `limit` bytes: any input a
    /// command reads whole (a manifest, a file of claims), refused rather than read past its cap.
    public static func input(_ path: String, limit: Int) throws(Failure) -> Data {
        try bytes(of: path, limit: limit)
    }

    private static func bytes(of path: String, limit maximumSize: Int = maximumSize) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing(path: path) }
            throw .unreadable(path: path, reason: FileError(path: path, code: errno).reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(path: path, reason: FileError(path: path, code: errno).reason)
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
        guard Int(status.st_size) <= maximumSize else { throw .tooLarge(path: path, size: Int(status.st_size)) }
        var bytes = [UInt8](repeating: 0, count: maximumSize + 1)
        var filled = 0
        while filled <= maximumSize {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, maximumSize + 1 - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: path, reason: FileError(path: path, code: errno).reason) }
            if count == 0 { break }
            filled += count
        }
        // A file that grew past the cap while it was read is refused as well.
        guard filled <= maximumSize else { throw .tooLarge(path: path, size: filled) }
        return Data(bytes[0..<filled])
    }
}

/// `read(2)`, which the type's own `read` hides by its name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

extension Manifest.Output {
    /// How a file a manifest recorded compares with the file there now.
    public enum Check: String, Sendable, Hashable {
        /// The same bytes (the same SHA-256).
        case same
        /// Other bytes: the file was changed or replaced since.
        case changed
        /// No regular file is there (or it cannot be read).
        case missing
    }

    /// The file at `path` (this output's path, resolved by the caller) against what was recorded,
    /// hashed as it is read, a block at a time: an output can be a large panel. A FIFO or a device
    /// is never read.
    public func check(at path: String) -> Check {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .missing }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .missing }
        var hash = SHA256()
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        while true {
            let count = block.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .missing }
            if count == 0 { break }
            total += count
            hash.update(block[0..<count])
        }
        return total == bytes && hash.hexDigest() == sha256 ? .same : .changed
    }
}
