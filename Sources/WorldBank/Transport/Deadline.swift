/// Runs `operation`, throwing `error` if it has not finished after `limit`.
///
/// The operation is cancelled when the deadline wins, so a hung request or a whole hung command
/// cannot outlive its budget.
public func withDeadline<T: Sendable>(
    _ limit: Duration, error: @autoclosure () -> any Error, operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let timeoutError = error()
    return try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw timeoutError
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw timeoutError }
        return first
    }
}
