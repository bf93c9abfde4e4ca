import Dispatch

/// Runs blocking work (reading a pipe to its end, waiting for a process) on a Dispatch thread, not
/// on Swift's cooperative pool: on a 2-core machine two blocked pool threads would stall every
/// other test, and with them the concurrency the tests measure.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}
