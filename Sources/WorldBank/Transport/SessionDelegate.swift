import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a transport's one `URLSession`: it hands each task's callbacks to that task's
/// ``ResponseCollector``, so that every request can share the session and its open connections.
///
/// Sendable without `@unchecked`: the map of collectors sits inside a `Mutex`.
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let collectors = Mutex<[Int: ResponseCollector]>([:])

    /// Routes the callbacks of task `identifier` to `collector` until the task completes.
    func register(_ collector: ResponseCollector, for identifier: Int) {
        collectors.withLock { $0[identifier] = collector }
    }

    private func collector(_ task: URLSessionTask) -> ResponseCollector? {
        collectors.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        guard let collector = collector(dataTask) else { return completionHandler(.cancel) }
        collector.urlSession(session, dataTask: dataTask, didReceive: response, completionHandler: completionHandler)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        collector(dataTask)?.urlSession(session, dataTask: dataTask, didReceive: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let collector = collectors.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        collector?.urlSession(session, task: task, didCompleteWithError: error)
    }
}
