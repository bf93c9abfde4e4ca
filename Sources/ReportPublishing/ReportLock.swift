public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive `flock` on `DIR/.lock`, so two scheduled runs never write the same reports.
///
/// The kernel releases the lock when the process exits, however it exits, so a killed run never
/// leaves a stale lock behind.
public struct ReportLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock at `url` without waiting; throws ``PublishError/locked(path:holder:)`` if taken.
    public static func acquire(at url: URL) throws(PublishError) -> ReportLock {
        let descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .cannotWrite(path: url.path, reason: String(cString: strerror(errno)))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOf: url, encoding: .utf8))?.trimmingCharacters(
                in: .whitespacesAndNewlines)
            close(descriptor)
            throw .locked(path: url.path, holder: holder?.isEmpty == false ? holder : nil)
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { write(descriptor, $0, strlen($0)) }
        return ReportLock(descriptor: descriptor)
    }

    /// Releases the lock.
    public func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
