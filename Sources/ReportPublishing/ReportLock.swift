import WorldBank

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

/// An exclusive `flock` on `DIR/.lock`, so two scheduled runs never write the same reports.
///
/// The kernel releases the lock when the process exits, however it exits, so a killed run never
/// leaves a stale lock behind. The file is opened without following a symbolic link (`O_NOFOLLOW`),
/// so a link planted at `.lock` can never make the tool truncate or write another file; the holder's
/// pid is written only once the lock is held, over the file's own content.
public struct ReportLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock at `url` without waiting; throws ``PublishError/locked(path:holder:)`` if taken.
    init(at url: URL) throws(PublishError) {
        descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link; remove it" : String(cString: strerror(errno))
            throw .cannotWrite(path: url.path, reason: reason)
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw .cannotWrite(path: url.path, reason: "it is not a regular file; remove it")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOf: url, encoding: .utf8))?.trimmingWhitespaceAndNewlines
            close(descriptor)
            throw .locked(path: url.path, holder: holder?.isEmpty == false ? holder : nil)
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { write(descriptor, $0, strlen($0)) }
    }

    /// Releases the lock.
    public func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
