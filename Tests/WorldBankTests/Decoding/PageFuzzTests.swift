import Foundation
import Testing

@testable import WorldBank

/// A seeded fuzzer over real pages: every mutated page goes through the client as an answer, and
/// each one either decodes or fails with a typed ``WorldBankError``; nothing crashes or hangs.
@Suite struct PageFuzzTests {
    /// SplitMix64: small, fast and the same on every machine, so a failing case can be replayed.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

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
    static let significant = Array("[]{}\",:0123456789.eE-+tfnul \\/".utf8)

    /// One mutation of `bytes`: a byte changed, bytes cut, inserted, repeated or swapped, the end cut,
    /// or a number made absurd.
    static func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        guard !bytes.isEmpty else {
            bytes = [significant.randomElement(using: &random) ?? 0x5B]
            return
        }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &random)))
        case 2:
            bytes.insert(
                contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in
                    significant.randomElement(using: &random) ?? 0x20
                }, at: at)
        case 3: bytes.removeSubrange(at...)
        case 4:
            bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int.random(in: 1...40, using: &random))], at: at)
        case 5: bytes.swapAt(at, Int.random(in: 0..<bytes.count, using: &random))
        default:
            let absurd = ["1e999", "-0", "NaN", "99999999999999999999999", "\"2022\"", "null", "[]"]
            bytes.insert(contentsOf: Array((absurd.randomElement(using: &random) ?? "0").utf8), at: at)
        }
    }

    @Test func tenThousandMutatedPagesDecodeOrFailWithATypedError() async throws {
        var random = SeededGenerator(state: 20_261_130)
        let originals = try Self.pages.map { name in
            try [UInt8](
                Data(contentsOf: #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))))
        }
        let endpoint = Endpoint.indicator(.population, period: .year(2022))
        var (decoded, refused) = (0, 0)
        for index in 0..<10_000 {
            var bytes = originals[index % originals.count]
            for _ in 0..<Int.random(in: 1...3, using: &random) { Self.mutate(&bytes, using: &random) }
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
