import DecodingReference
import Foundation
import TestSupport
import Testing

@testable import WorldBank

/// A seeded fuzzer over real pages: every mutated page goes through the client as an answer, and
/// each one either decodes or fails with a typed ``WorldBankError``; nothing crashes or hangs.
@Suite struct PageFuzzTests {
    /// Answers every request with the same body.
    struct FixedBody: HTTPTransport {
        let body: Data
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            HTTPResponse(status: 200, headers: ["Content-Type": "application/json;charset=utf-8"], body: body)
        }
    }

    static let pages = [
        "population-2022.json", "countries-page.json", "gdp-null-values.json", "gdp-2022-huge-values.json",
        "error-envelope.json", "null-page.json", "population-2022-numeric-date.json",
    ]
    @Test func tenThousandMutatedPagesDecodeOrFailWithATypedError() async throws {
        var random = SeededRandom(seed: 20_261_130)
        let originals = try Self.pages.map { name in
            try [UInt8](
                Data(contentsOf: #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))))
        }
        let endpoint = Endpoint.indicators([.population], period: .year(2022))
        var (decoded, refused) = (0, 0)
        for index in 0..<10_000 {
            var bytes = originals[index % originals.count]
            for _ in 0..<Int.random(in: 1...3, using: &random) { SeededRandom.mutate(&bytes, using: &random) }
            let service = WorldBankService(
                configuration: ServiceConfiguration(baseURL: .worldBank, retryPolicy: RetryPolicy(maximumAttempts: 1)),
                transport: FixedBody(body: Data(bytes)))
            do {
                if index % originals.count == 1 {
                    let _: (PageMetadata, [CountryRecord]) = try await service.fetchPage(endpoint, page: 1)
                } else {
                    let _: (PageMetadata, [ObservationRecord]) = try await service.fetchPage(endpoint, page: 1)
                }
                decoded += 1
            } catch is WorldBankError {
                refused += 1
            } catch {
                Issue.record("case \(index): an untyped error \(error)")
            }
        }
        #expect(decoded + refused == 10_000)
        #expect(refused > 5_000, "most mutations break the page")
        #expect(decoded > 0, "some mutations leave a valid page (a changed digit)")
    }
}
