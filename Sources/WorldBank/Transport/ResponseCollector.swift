import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Gathers one response from the `URLSession` callbacks of its task (routed by ``SessionDelegate``)
/// and hands it to an async caller once.
///
/// Sendable without `@unchecked`: all mutable state sits inside a `Mutex`, and the continuation is
/// taken out of it exactly once, so a late callback can never resume it twice.
final class ResponseCollector: Sendable {
    private struct State {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        var finished = false
    }

    private let url: URL
    private let limit: Int
    private let timeout: Duration
    private let state = Mutex(State())

    init(url: URL, limit: Int, timeout: Duration) {
        self.timeout = timeout
        self.url = url
        self.limit = limit
    }

    /// Registers the caller waiting for the response; called before the task is resumed.
    func start(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        if let http, http.expectedContentLength > Int64(limit) {
            finish(.failure(TransportError.bodyTooLarge(url, limit: limit)))
            completionHandler(.cancel)
            return
        }
        state.withLock { $0.response = http }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            state.body.append(data)
            return state.body.count > limit
        }
        if overflow {
            finish(.failure(TransportError.bodyTooLarge(url, limit: limit)))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            finish(.failure(Self.transportError(error, url: url, timeout: timeout)))
            return
        }
        let result = state.withLock { state -> Result<HTTPResponse, any Error> in
            guard let response = state.response else {
                return .failure(TransportError.connectionFailed(url, reason: "no HTTP response"))
            }
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                headers[String(describing: name)] = String(describing: value)
            }
            return .success(HTTPResponse(status: response.statusCode, headers: headers, body: state.body))
        }
        finish(result)
    }

    private func finish(_ result: Result<HTTPResponse, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>? in
            guard !state.finished else { return nil }
            state.finished = true
            state.body = Data()
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    private static func transportError(_ error: any Error, url: URL, timeout: Duration) -> TransportError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else {
            return .connectionFailed(url, reason: nsError.localizedDescription)
        }
        switch nsError.code {
        case NSURLErrorTimedOut: return .timedOut(url, timeout)
        case NSURLErrorCancelled: return .cancelled(url)
        case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed: return .unreachable(url, reason: "host not found")
        case NSURLErrorCannotConnectToHost: return .unreachable(url, reason: "connection refused")
        case NSURLErrorNetworkConnectionLost: return .connectionFailed(url, reason: "connection lost")
        case NSURLErrorNotConnectedToInternet: return .unreachable(url, reason: "not connected to the internet")
        default: return .connectionFailed(url, reason: "\(nsError.localizedDescription) [\(nsError.code)]")
        }
    }
}
