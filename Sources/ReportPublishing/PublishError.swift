import AtomicFiles

/// Why a report could not be published.
public enum PublishError: Error, Sendable, Hashable {
    /// Another run holds the report folder's lock.
    case locked(path: String, holder: String?)
    /// A folder or file could not be created, written or renamed.
    case cannotWrite(path: String, reason: String)
    /// The figures of the previous report (`economies.json`) are missing or unreadable.
    case unreadablePrevious(path: String, reason: String)

    /// One line for people.
    public var message: String {
        switch self {
        case .locked(let path, let holder): "another report run\(holder.map { " (pid \($0))" } ?? "") holds \(path)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .unreadablePrevious(let path, let reason):
            "the previous report's figures in \(path) cannot be read (\(reason))"
        }
    }

    /// What to do.
    public var hint: String {
        switch self {
        case .locked: "wait for it to finish; the lock is released automatically if that run dies"
        case .cannotWrite: "check that the report folder exists and is writable (--out DIR)"
        case .unreadablePrevious: "the next report compares against this one; remove the damaged folder to silence this"
        }
    }

    /// Runs `work`; its failure is ``cannotWrite(path:reason:)`` naming `path`, with the system's reason.
    static func writing<Result>(_ path: String, _ work: () throws -> Result) throws(PublishError) -> Result {
        do {
            return try work()
        } catch {
            throw .cannotWrite(path: path, reason: FileError(path: path, cause: error).reason)
        }
    }
}
