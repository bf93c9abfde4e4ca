import Foundation
import Synchronization

/// What a run is writing and has not published yet (a temporary file beside an `--output` file,
/// a report's staging folder), so that a run stopped at `--deadline` leaves nothing half written.
final class ScratchFiles: Sendable {
    private let paths = Mutex<Set<String>>([])

    /// Notes `path` as being written.
    func add(_ path: String) {
        paths.withLock { _ = $0.insert(path) }
    }

    /// Notes that `path` was published (renamed into place) or removed.
    func remove(_ path: String) {
        paths.withLock { _ = $0.remove(path) }
    }

    /// Deletes everything still noted; work abandoned at a deadline may still be writing there.
    func removeAll() {
        let taken = paths.withLock { paths in
            defer { paths = [] }
            return paths
        }
        for path in taken { try? FileManager.default.removeItem(atPath: path) }
    }
}
