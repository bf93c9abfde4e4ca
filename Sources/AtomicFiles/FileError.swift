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

/// A file or folder that could not be written, with the system's reason kept as its `errno`.
public struct FileError: Error, Sendable, Hashable {
    /// The path as the caller named it.
    public let path: String
    /// The `errno` of the failure.
    public let code: Int32

    /// A failure of `path` with `errno` `code`.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The reason in plain words: what a person can act on, never a framework's error dump.
    public var reason: String {
        switch code {
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EFBIG: "the file would be larger than this process may write (the file size limit)"
        case ENAMETOOLONG: nameTooLong
        case EACCES, EPERM: "permission denied"
        case EROFS: "the file system is read-only"
        case ENOENT: "its folder does not exist"
        case ENOTDIR: "a part of the path is not a folder"
        case EISDIR: "it is a folder"
        case ELOOP: "it is a symbolic link, or too many links lead to it"
        case EEXIST: "something else is already there"
        case ECANCELED: "the run was stopped"
        case EIO: "an input/output error on the device"
        default: String(cString: strerror(code))
        }
    }

    /// The name that is too long, with its length and the file system's limit where known.
    private var nameTooLong: String {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let limit = pathconf(folder, Int32(_PC_NAME_MAX))
        let bytes = name.utf8.count
        return limit > 0 && bytes > limit
            ? "the file name is too long for the file system (\(bytes) bytes; at most \(limit))"
            : "the path is too long for the file system (\(path.utf8.count) bytes)"
    }
}

extension FileError {
    /// The failure of a Foundation file call on `path`, by the POSIX error underneath it, so that it
    /// can be said in plain words rather than as `Error Domain=NSCocoaErrorDomain Code=640 …`.
    public init(path: String, cause: any Error) {
        if let error = cause as? POSIXError {
            self.init(path: path, code: error.code.rawValue)
        } else if let error = cause as? CocoaError {
            let codes: [CocoaError.Code: Int32] = [
                .fileWriteOutOfSpace: ENOSPC, .fileWriteNoPermission: EACCES, .fileReadNoPermission: EACCES,
                .fileNoSuchFile: ENOENT, .fileReadNoSuchFile: ENOENT, .fileWriteFileExists: EEXIST,
                .fileWriteVolumeReadOnly: EROFS, .fileWriteInvalidFileName: EINVAL,
            ]
            self.init(path: path, code: (error.underlying as? POSIXError)?.code.rawValue ?? codes[error.code] ?? EIO)
        } else {
            self.init(path: path, code: EIO)
        }
    }
}
