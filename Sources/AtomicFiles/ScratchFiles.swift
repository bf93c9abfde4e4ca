import Synchronization

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

/// What a run is writing and has not published yet (a temporary file beside an `--output` file or a
/// cache entry, a report's staging folder, the new files of a snapshot), so that a run stopped by a
/// signal or at its deadline removes them before it ends and leaves nothing half written.
///
/// Creating a scratch path, publishing a set of them (``commit(_:)``) and abandoning them all
/// (``abandon()``) take one lock, so a signal's cleanup can never fall between a file's creation and
/// its being noted, nor in the middle of a commit: it either sees the file, or the creation is
/// refused with `ECANCELED`.
public final class ScratchFiles: Sendable {
    private struct State {
        var paths: Set<String> = []
        var abandoned = false
    }

    private let state = Mutex(State())

    /// An empty list; one per run.
    public init() {}

    /// Creates `path` with `make` (an `open` or `mkdir` that returns -1 and sets `errno` on failure)
    /// and notes it; once the run is abandoned nothing is created and the answer is -1 with `ECANCELED`.
    public func create(_ path: String, with make: () -> Int32) -> Int32 {
        state.withLock { state in
            guard !state.abandoned else {
                errno = ECANCELED
                return -1
            }
            let result = make()
            if result >= 0 { state.paths.insert(path) }
            return result
        }
    }

    /// Notes that `path` was published (renamed into place) or removed.
    public func finished(_ path: String) {
        state.withLock { _ = $0.paths.remove(path) }
    }

    /// Runs `body` (renames that publish scratch files) so that an abandoning signal waits for it
    /// to end: a commit is done whole or not begun. Throws ``FileError`` with `ECANCELED`, without
    /// running `body`, once the run is abandoned.
    public func commit<Result>(_ body: () throws(FileError) -> Result) throws(FileError) -> Result {
        try state.withLock { state throws(FileError) in
            guard !state.abandoned else { throw FileError(path: "", code: ECANCELED) }
            return try body()
        }
    }

    /// Deletes everything still noted and refuses new scratch files: the run is ending (a signal,
    /// its deadline), and work still going on other threads must leave nothing behind it.
    ///
    /// A folder that another thread is still writing into may gain a file while it is removed,
    /// so a removal is tried a few times; returns the paths that were there.
    @discardableResult
    public func abandon() -> [String] {
        state.withLock { state in
            state.abandoned = true
            var removed: [String] = []
            for path in state.paths.sorted() {
                for _ in 0..<8 {
                    do {
                        try FileManager.default.removeItem(atPath: path)
                        removed.append(path)
                        break
                    } catch {
                        if !FileManager.default.fileExists(atPath: path) { break }
                    }
                }
            }
            state.paths = []
            return removed
        }
    }
}
