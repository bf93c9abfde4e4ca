import Foundation

extension WorldBankService {
    /// What one try of a request ended in.
    private enum TryOutcome<Record: Sendable> {
        case page(PageMetadata, [Record])
        case retry(reason: String, retryAfter: Duration?)
    }

    /// Fetches and decodes one page, retrying transient failures with backoff.
    ///
    /// Retried: timeouts, connection failures, 429/500/502/503/504, non-JSON bodies, JSON cut
    /// short, and the API's own "service unavailable" (id 105). Everything else fails at once:
    /// asking again would get the same answer.
    nonisolated func fetchPage<Record: Decodable & Sendable>(_ endpoint: Endpoint, page: Int) async throws
        -> (PageMetadata, [Record])
    {
        let url = endpoint.url(base: configuration.baseURL, page: page)
        let request = HTTPRequest(
            url: url, headers: ["User-Agent": configuration.userAgent, "Accept": "application/json"],
            timeout: configuration.requestTimeout)
        let policy = configuration.retryPolicy
        var attempts: [String] = []
        for attempt in 1...policy.maximumAttempts {
            let outcome: TryOutcome<Record> = try await tryOnce(request, attempt: attempt)
            switch outcome {
            case .page(let metadata, let records):
                return (metadata, records)
            case .retry(let reason, let retryAfter):
                attempts.append("try \(attempt): \(reason)")
                guard attempt < policy.maximumAttempts else { break }
                try await Task.sleep(for: policy.delay(afterAttempt: attempt, retryAfter: retryAfter))
            }
        }
        throw WorldBankError.retriesExhausted(url: url, attempts: attempts)
    }

    private nonisolated func tryOnce<Record: Decodable & Sendable>(_ request: HTTPRequest, attempt: Int) async throws
        -> TryOutcome<Record>
    {
        let response: HTTPResponse
        do {
            response = try await transport.send(request)
        } catch let error as TransportError {
            await record(RequestRecord(url: request.url, status: nil, attempt: attempt))
            switch error {
            case .cancelled, .bodyTooLarge: throw WorldBankError.transport(error)
            case .timedOut, .connectionFailed: return .retry(reason: error.summary, retryAfter: nil)
            }
        }
        await record(RequestRecord(url: request.url, status: response.status, attempt: attempt))
        return try Self.interpret(response, url: request.url)
    }

    private static let retryableStatuses: Set<Int> = [429, 500, 502, 503, 504]

    private static func interpret<Record: Decodable & Sendable>(_ response: HTTPResponse, url: URL) throws
        -> TryOutcome<Record>
    {
        let prefix = BodyPrefix.describe(response.body)
        if retryableStatuses.contains(response.status) {
            return .retry(
                reason: "HTTP \(response.status)", retryAfter: RetryAfter.parse(response.headers["retry-after"]))
        }
        guard (200..<300).contains(response.status) else {
            throw WorldBankError.httpStatus(url: url, status: response.status, bodyPrefix: prefix)
        }
        guard response.contentType.lowercased().contains("json"), BodyPrefix.looksLikeJSON(response.body) else {
            let kind = BodyPrefix.looksLikeJSON(response.body) ? "wrong content type" : "not JSON"
            return .retry(reason: "\(kind) ('\(response.contentType)': \(prefix))", retryAfter: nil)
        }
        let page: APIPage<Record>
        do {
            page = try JSONDecoder().decode(APIPage<Record>.self, from: response.body)
        } catch let error as DecodingError {
            let failure = DecodingFailure(error)
            if failure.isSyntaxError { return .retry(reason: "invalid or truncated JSON", retryAfter: nil) }
            throw WorldBankError.malformed(url: url, path: failure.path, reason: failure.reason, bodyPrefix: prefix)
        }
        switch page {
        case .records(let metadata, let records):
            return .page(metadata, records)
        case .messages(let messages):
            if messages.contains(where: \.isTransient) {
                return .retry(reason: "API message 105 (service unavailable)", retryAfter: nil)
            }
            throw WorldBankError.api(url: url, messages: messages)
        }
    }
}
