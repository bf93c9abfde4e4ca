import CCurl
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

/// The production transport: libcurl's multi interface on a thread of its own (the `CCurl` module), so that
/// keep-alive connections are shared by all of a service's requests, bodies are capped while they
/// stream (sent with a length or chunked), and a request waiting on a silent server costs no CPU.
///
/// It replaced `URLSession`, which on Linux keeps re-arming its dispatch sources while a request
/// waits: 14 s of CPU in a 15 s wait on a server that never answers (measured with swift 6.3.1).
/// The engine is made at the first request, and libcurl is opened (with dlopen) only then, so a
/// run answered from the cache or the built-in snapshot never loads it.
public final class CurlTransport: HTTPTransport, RequestEngine {
    /// The largest body accepted, in bytes.
    public let maximumBodySize: Int
    /// The most bytes all the bodies being received at once may hold together: each body stays
    /// within ``maximumBodySize``, and a body that would pass this shared budget fails as
    /// ``WorldBankError/bodyTooLarge(_:limit:)`` too, so that several endless answers at once
    /// cannot add up past what one is allowed by much.
    public let bodyBudget: Int
    private let maximumConnections: Int
    /// The engine, made on first use; `nil` inside until then. The `Mutex` is what makes the
    /// C pointer safe to share: it is only read, created or destroyed under the lock.
    private let engine = Mutex<OpaquePointer?>(nil)

    /// Creates a transport. 32 MiB a body is three times the largest real answer (a page of
    /// 32,500 records, about 10 MiB at most), and 48 MiB for all bodies at once holds the 4 pages a
    /// panel has in flight, while 4 requests that all sent endless bodies stop together at 48 MiB
    /// rather than at 128; at most `maximumConnections` connections are open
    /// to one host at once.
    public init(maximumBodySize: Int = 32 * 1_048_576, bodyBudget: Int = 48 * 1_048_576, maximumConnections: Int = 4) {
        self.maximumBodySize = max(0, maximumBodySize)
        self.bodyBudget = max(0, bodyBudget)
        self.maximumConnections = max(1, maximumConnections)
    }

    deinit {
        // Every transfer still running completes as cancelled before this returns (or, when the
        // last reference went in a completion on the engine's thread, as soon as it returns).
        engine.withLock { engine in
            if let engine { http_engine_destroy(engine) }
        }
    }

    /// Sends `request`; libcurl's own timer, on the engine's thread, ends it at `request.timeout`
    /// whatever the caller's threads are doing. When libcurl cannot be loaded, fails as
    /// ``WorldBankError/unreachable(_:reason:)`` naming why, so that callers fall back as they do
    /// when there is no network.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if let reason = http_engine_library_error() {
            throw WorldBankError.unreachable(
                request.url, reason: "libcurl could not be loaded: \(String(cString: reason))")
        }
        return try await HTTPExchange.send(request, limit: maximumBodySize, through: self)
    }

    /// The bytes the bodies being received hold now and at most so far, within ``bodyBudget``
    /// (zero before the first request); what tests read to see the shared budget hold.
    var bodyMemory: (buffered: Int, peak: Int) {
        engine.withLock { engine in
            guard let engine else { return (0, 0) }
            let usage = http_engine_usage_now(engine)
            return (Int(usage.buffered), Int(usage.peak_buffered))
        }
    }

    func start(
        _ request: HTTPRequest, limit: Int,
        completion: @escaping @Sendable (Result<HTTPResponse, WorldBankError>) -> Void
    ) -> UInt64? {
        start(request, limit: limit, writingTo: nil, completion: completion)
    }

    /// Starts `request`, its body held, or written to `file` when there is one.
    func start(
        _ request: HTTPRequest, limit: Int, writingTo file: http_engine_file?,
        completion: @escaping @Sendable (Result<HTTPResponse, WorldBankError>) -> Void
    ) -> UInt64? {
        let context = Unmanaged.passRetained(
            CompletionBox { completion(Self.outcome(of: $0, url: request.url, timeout: request.timeout, limit: limit)) }
        )
        let milliseconds = max(1, Int(request.timeout.timeInterval * 1_000))
        let id = engine.withLock { engine -> UInt64 in
            if engine == nil { engine = http_engine_create(maximumConnections, bodyBudget) }
            guard let engine else { return 0 }
            // The header lines as C strings for the call; the engine copies what it keeps.
            let headers = request.headers.map { strdup("\($0.key): \($0.value)") }
            defer { headers.forEach { free($0) } }
            let completion: http_engine_completion = { context, result in
                guard let context, let result else { return }
                Unmanaged<CompletionBox>.fromOpaque(context).takeRetainedValue().complete(result.pointee)
            }
            let lines = headers.map { UnsafePointer($0) }
            guard var file else {
                return http_engine_submit(
                    engine, request.url.absoluteString, lines, headers.count, milliseconds, limit, completion,
                    context.toOpaque())
            }
            return http_engine_submit_to_file(
                engine, request.url.absoluteString, lines, headers.count, milliseconds, limit, &file, completion,
                context.toOpaque())
        }
        guard id != 0 else {
            context.release()
            return nil
        }
        return id
    }

    func cancel(_ id: UInt64) {
        engine.withLock { engine in
            if let engine { http_engine_cancel(engine, id) }
        }
    }

    /// Takes the body's bytes over from the engine and says what the request came to.
    private static func outcome(of result: http_engine_result, url: URL, timeout: Duration, limit: Int)
        -> Result<HTTPResponse, WorldBankError>
    {
        switch result.outcome {
        case HTTP_ENGINE_COMPLETED:
            let body =
                result.body.map { Data(bytesNoCopy: $0, count: result.body_length, deallocator: .free) } ?? Data()
            let block = result.headers.map {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: result.headers_length), as: UTF8.self)
            }
            // The header block's "Name: value" lines (the status line has no colon).
            var fields: [String: String] = [:]
            for line in (block ?? "").split(whereSeparator: \.isNewline) {
                guard let colon = line.firstIndex(of: ":") else { continue }
                fields[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmingWhitespace
            }
            return .success(HTTPResponse(status: result.status, headers: fields, body: body))
        // The cap the engine says the body ran into: its own, or less when other bodies held the budget.
        case HTTP_ENGINE_TOO_LARGE:
            return .failure(.bodyTooLarge(url, limit: result.limit > 0 ? Int(result.limit) : limit))
        case HTTP_ENGINE_CANCELLED: return .failure(.cancelled(url))
        default:
            if result.write_errno != 0 {
                return .failure(.connectionFailed(url, reason: String(cString: strerror(result.write_errno))))
            }
            let message = result.message.map { String(cString: $0) } ?? ""
            return .failure(failure(code: result.curl_code, message: message, url: url, timeout: timeout))
        }
    }

    /// libcurl's error codes, as the rest of the client understands failures.
    private static func failure(code: Int32, message: String, url: URL, timeout: Duration) -> WorldBankError {
        switch code {
        case 5, 6: .unreachable(url, reason: "host not found")
        case 7: .unreachable(url, reason: "connection refused")
        case 28: .timedOut(url, timeout)
        case 18: .connectionFailed(url, reason: "the answer was cut short")
        case 52: .connectionFailed(url, reason: "the server closed the connection without answering")
        case 55, 56: .connectionFailed(url, reason: "connection lost")
        default:
            .connectionFailed(url, reason: message.isEmpty ? "libcurl error \(code)" : "\(message) (libcurl \(code))")
        }
    }
}

/// What the engine's C callback calls, passed to it as an opaque pointer.
private final class CompletionBox: Sendable {
    let complete: @Sendable (http_engine_result) -> Void

    init(_ complete: @escaping @Sendable (http_engine_result) -> Void) { self.complete = complete }
}
