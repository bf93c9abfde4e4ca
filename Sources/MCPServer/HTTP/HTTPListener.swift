import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP listener that hands each HTTP/1.1 request it reads to an ``MCPHTTPEndpoint`` and writes
/// back the answer, keeping connections alive between requests. Each connection is served on a
/// thread of its own (at most ``maximumConnections`` at once; more wait to be accepted), waits at
/// most ``idleSeconds`` for a client that says nothing, and is closed after a request it could not
/// read.
public final class HTTPListener: Sendable {
    private let descriptor: Int32
    /// The port listened on (the one the system chose, when asked for port 0).
    public let port: Int
    /// The host as asked (`127.0.0.1`, `::1`, `localhost`, `0.0.0.0`).
    public let host: String
    private let closed = Atomic(false)

    /// Connections served at once.
    static let maximumConnections = 32
    /// How long a connection may stay silent (between or within requests) before it is closed.
    static let idleSeconds = 30

    /// Listens on `host`:`port`; throws when the address cannot be had (a name that does not
    /// resolve, a port in use, a port below 1024 without the right to it).
    public init(host: String, port: Int) throws(ListenError) {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &found)
        guard status == 0, let address = found else {
            throw ListenError(host: host, port: port, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(found) }
        let socket = Glibc.socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw ListenError(host: host, port: port, reason: Self.lastError) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0, listen(socket, 64) == 0 else {
            let reason = Self.lastError
            Glibc.close(socket)
            throw ListenError(host: host, port: port, reason: reason)
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        let networkPort =
            bound.ss_family == sa_family_t(AF_INET6)
            ? withUnsafePointer(to: &bound) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
            }
            : withUnsafePointer(to: &bound) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
            }
        descriptor = socket
        self.host = host
        self.port = Int(UInt16(bigEndian: networkPort))
    }

    /// Accepts connections and serves each until ``close()``; returns then.
    public func serve(_ endpoint: MCPHTTPEndpoint) async {
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            start(endpoint) { finished.resume() }
        }
    }

    /// Starts accepting connections on a thread of its own, now (not when a task gets to run),
    /// and serves each until ``close()``, then calls `whenClosed`.
    ///
    /// Each connection has a thread of its own, not one of Dispatch's pool: a connection spends
    /// most of its life blocked (waiting for the client's next request), and a pool the size of
    /// the machine's cores would be held by two idle clients while a third waited.
    public func start(_ endpoint: MCPHTTPEndpoint, whenClosed: @escaping @Sendable () -> Void = {}) {
        let slots = DispatchSemaphore(value: Self.maximumConnections)
        Self.startThread {
            while !self.closed.load(ordering: .acquiring) {
                slots.wait()
                let connection = accept(self.descriptor, nil, nil)
                guard connection >= 0 else {
                    slots.signal()
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    break
                }
                Self.startThread {
                    Self.serveConnection(connection, endpoint)
                    slots.signal()
                }
            }
            whenClosed()
        }
    }

    /// Runs `body` on a new detached thread.
    private static func startThread(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(ThreadBody(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { argument in
                guard let argument else { return nil }
                Unmanaged<ThreadBody>.fromOpaque(argument).takeRetainedValue().body()
                return nil
            }, box)
        if started == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: the work runs here rather than not at all.
            Unmanaged<ThreadBody>.fromOpaque(box).takeRetainedValue().body()
        }
    }

    /// Stops accepting connections (those being served finish their request).
    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
        Glibc.close(descriptor)
    }

    private static func serveConnection(_ connection: Int32, _ endpoint: MCPHTTPEndpoint) {
        defer { Glibc.close(connection) }
        var wait = timeval(tv_sec: idleSeconds, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var reader = HTTPRequestReader { buffer in
            while true {
                let count = recv(connection, buffer.baseAddress, buffer.count, 0)
                if count < 0, errno == EINTR { continue }
                return count
            }
        }
        while let next = reader.next() {
            switch next {
            case .failure(let refused):
                _ = send(HTTPResponse.text(refused.status, refused.reason).serialized(keepingAlive: false), connection)
                return
            case .success(let request):
                let response = answer(request, endpoint)
                guard send(response.serialized(keepingAlive: request.keepsAlive), connection), request.keepsAlive
                else { return }
            }
        }
    }

    /// The endpoint's answer, waited for on this connection's thread (not one of the concurrency
    /// pool's, which the answer runs on).
    private static func answer(_ request: HTTPRequest, _ endpoint: MCPHTTPEndpoint) -> HTTPResponse {
        let answered = Mutex<HTTPResponse?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let response = await endpoint.respond(to: request)
            answered.withLock { $0 = response }
            done.signal()
        }
        done.wait()
        return answered.withLock { $0 } ?? HTTPResponse.text(503, "Service Unavailable")
    }

    /// Writes all of `bytes`; false when the connection failed or the client stopped reading.
    private static func send(_ bytes: [UInt8], _ connection: Int32) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    private static var lastError: String { String(cString: strerror(errno)) }
}

/// The work of a thread, carried across `pthread_create`.
private final class ThreadBody: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) {
        self.body = body
    }
}

/// An address that could not be listened on, and why (the system's words).
public struct ListenError: Error, Sendable, Equatable {
    /// The host asked for.
    public let host: String
    /// The port asked for.
    public let port: Int
    /// The system's reason (`Address already in use`, `Name or service not known`).
    public let reason: String
}
