/// Why a mirror could not be built, read or brought up to date: the facts, for each door to word.
public enum BulkError: Error, Sendable, Hashable {
    /// A file cannot be read (`reason` is the system's, in words).
    case unreadable(path: String, reason: String)
    /// A file is not what it should be: not a zip, a member cut short or with another CRC-32, a CSV
    /// without its columns, a value that is not a number.
    case damaged(path: String, reason: String)
    /// zlib cannot be loaded, and the bulk file's members are deflate streams.
    case zlibUnavailable(reason: String)
    /// The server answered `status` to the request for `url`.
    case refused(url: String, status: Int)
    /// The download ended with fewer bytes than the server announced.
    case truncated(url: String, received: Int, expected: Int)
    /// A file or folder of the mirror cannot be written.
    case cannotWrite(path: String, reason: String)
    /// Another run is building the mirror in `path`.
    case locked(path: String)
    /// No release of `database` is held in the mirror at `path`.
    case noRelease(database: String, path: String)
    /// The Data Catalog's description at `url` is not one this reader takes.
    case unexpectedCatalogue(url: String, reason: String)

    /// One line for people.
    public var message: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .damaged(let path, let reason): "\(path) is damaged: \(reason)"
        case .zlibUnavailable(let reason): "the bulk file cannot be unpacked: zlib could not be loaded (\(reason))"
        case .refused(let url, let status): "the server answered \(status) to \(url)"
        case .truncated(let url, let received, let expected):
            "the download of \(url) ended after \(received) of \(expected) bytes"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .locked(let path): "another run is building the mirror in \(path)"
        case .noRelease(let database, let path): "no release of \(database) is held in \(path)"
        case .unexpectedCatalogue(let url, let reason): "the Data Catalog's answer at \(url) cannot be read: \(reason)"
        }
    }
}
