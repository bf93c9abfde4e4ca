#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension HTTPTransport {
    /// GETs a small document that is not one of the API's pages (the Data Catalog's description of
    /// a bulk file), tried again as the API's requests are when the answer means "later": a status
    /// such as 502, no answer, or an empty body, which the catalogue's service sends at times.
    /// Any other answer is returned as it came, for the caller to judge.
    public func document(
        at url: URL, policy: RetryPolicy = RetryPolicy(), timeout: Duration = .seconds(30)
    ) async throws -> HTTPResponse {
        var request = HTTPRequest(url: url)
        request.timeout = timeout
        let retrying = RetryingTransport(base: self, policy: policy) { response in
            response.status == 200 && response.body.isEmpty
                ? .notJSON(contentType: response.contentType, bodyPrefix: "", wrongContentType: false) : nil
        }
        return try await retrying.send(request)
    }
}
