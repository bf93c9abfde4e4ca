import AtomicFiles

/// Why a report could not be published.
///
/// Each case carries the facts and ``message`` says them; what to do about it names the command's
/// options (`--out`), so the command says it.
public enum PublishError: Error, Sendable, Hashable {
    /// Another run holds the report folder's lock.
    case locked(path: String, holder: String?)
    /// A folder or file could not be created, written or renamed.
    case cannotWrite(path: String, reason: String)
    /// The report would replace `path`, which this tool did not write: it is never moved or deleted.
    case notOurs(path: String)
    /// The figures of the previous report (`economies.json`) are missing or unreadable.
    case unreadablePrevious(path: String, reason: String)

    /// One line for people.
    public var message: String {
        switch self {
        case .locked(let path, let holder): "another report run\(holder.map { " (pid \($0))" } ?? "") holds \(path)"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .notOurs(let path): "cannot write \(path): it was not written by countries"
        case .unreadablePrevious(let path, let reason):
            "the previous report's figures in \(path) cannot be read (\(reason))"
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
