extension WorldBankService {
    /// The `User-Agent` sent with every request, naming the tool and its version.
    static let userAgent = "countries/\(ToolVersion.current) (World Bank country statistics analyzer)"

    /// Fetches and decodes one page.
    ///
    /// Transient failures never reach this far: the `RetryingTransport` the service sends through
    /// has already repeated timeouts, broken connections, 429 and 5xx statuses, non-JSON bodies and
    /// the API's "service unavailable" message (see ``transientFailure(in:)``). What is left fails
    /// at once, since asking again would get the same answer.
    nonisolated func fetchPage<Records: PageRecords>(_ endpoint: Endpoint, page: Int) async throws
        -> (PageMetadata, Records)
    {
        let url = endpoint.url(base: configuration.baseURL, page: page)
        let request = HTTPRequest(
            url: url, headers: ["User-Agent": Self.userAgent, "Accept": "application/json"],
            timeout: configuration.requestTimeout)
        let response = try await transport.send(request)
        guard (200..<300).contains(response.status) else {
            throw WorldBankError.httpStatus(
                url: url, status: response.status, bodyPrefix: response.bodyPrefix)
        }
        let page: PageContent<Records>
        do {
            page = try PageContent<Records>.read(response.body)
        } catch {
            throw WorldBankError.malformed(
                url: url, path: error.isSyntaxError ? "$" : error.path,
                reason: error.isSyntaxError ? "invalid or truncated JSON" : error.reason,
                bodyPrefix: response.bodyPrefix)
        }
        switch page {
        case .records(let metadata, let records):
            return (metadata, records)
        case .messages(let messages):
            throw WorldBankError.api(url: url, messages: messages)
        }
    }

    /// The World Bank answers that mean "try again later" although their status is a success: an
    /// HTML or XML page from a proxy, JSON sent as another content type, and the error envelope with
    /// message 105. Only small bodies are decoded to look for the envelope, so a full page is never
    /// decoded twice.
    static func transientFailure(in response: HTTPResponse) -> RetryReason? {
        guard (200..<300).contains(response.status) else { return nil }
        // The first non-blank byte must open a JSON array or object.
        let first = response.body.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
        let looksLikeJSON = first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
        guard response.contentType.lowercased().contains("json"), looksLikeJSON else {
            return .notJSON(
                contentType: response.contentType, bodyPrefix: response.bodyPrefix,
                wrongContentType: looksLikeJSON)
        }
        guard response.body.count < 4_096,
            case .messages(let messages)? = try? APIPage<IndicatorRecord>.read(response.body),
            messages.contains(where: \.isTransient)
        else { return nil }
        return .serviceUnavailable
    }
}

extension HTTPResponse {
    /// The body's first 80 characters, control characters replaced, so a message shows
    /// `<html><head><title>502…` instead of nothing or a terminal-corrupting byte soup.
    fileprivate var bodyPrefix: String {
        if body.isEmpty { return "(empty body)" }
        let text = String(decoding: body.prefix(320), as: UTF8.self)
        let cleaned = String(
            text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
        let trimmed = cleaned.trimmingWhitespace
        return trimmed.count > 80 ? String(trimmed.prefix(80)) + "…" : trimmed
    }
}
