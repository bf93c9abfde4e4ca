import Foundation
import OfflineStore
import Synchronization
import Testing
import WorldBank

/// The canonical hash of a dataset's values, through the real client and page decoder: the same
/// values give the same hash however the JSON is spaced and the records are spread over pages, and
/// one changed value changes it.
@Suite struct ValuesFingerprintTests {
    /// Answers every request by its `page` query item from pages held in memory.
    final class PagedTransport: HTTPTransport {
        private let pages: [String]
        init(_ pages: [String]) { self.pages = pages }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let page = items.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
            return HTTPResponse(
                status: 200, headers: ["Content-Type": "application/json;charset=utf-8"],
                body: Data(pages[page - 1].utf8))
        }
    }

    /// One observation record as the API writes it.
    static func record(_ iso3: String, _ iso2: String, _ year: Int, _ value: String) -> String {
        #"{"indicator":{"id":"SP.POP.TOTL","value":"Population, total"},"country":{"id":"\#(iso2)","value":"x"},"#
            + #""countryiso3code":"\#(iso3)","date":"\#(year)","value":\#(value),"unit":"","obs_status":"","decimal":0}"#
    }

    /// `records` split into pages of two, with `spacing` between the JSON tokens of the page heads.
    static func pages(_ records: [String], spacing: String) -> [String] {
        let chunks = stride(from: 0, to: records.count, by: 2).map { Array(records[$0..<min($0 + 2, records.count)]) }
        return chunks.enumerated().map { index, chunk in
            let head =
                #"{"page":\#(index + 1),\#(spacing)"pages":\#(chunks.count),"per_page":2,\#(spacing)"total":\#(records.count),"#
                + #""sourceid":"2","lastupdated":"2026-03-20"}"#
            return "[\(spacing)\(head),\(spacing)[\(spacing)" + chunk.joined(separator: ",\(spacing)") + "]\(spacing)]"
        }
    }

    static func fingerprint(_ pages: [String]) async throws -> ValuesFingerprint {
        let service = WorldBankService(
            configuration: ServiceConfiguration(baseURL: .worldBank), transport: PagedTransport(pages))
        return ValuesFingerprint(try await service.indicator(.population, period: .range(2021, 2022)))
    }

    static let records = [
        record("KEN", "KE", 2022, "54252461"), record("KEN", "KE", 2021, "53005614"),
        record("UGA", "UG", 2022, "47249585"), record("UGA", "UG", 2021, "null"),
    ]

    @Test func theSameValuesHashAlikeWhateverTheirSpacingAndPageOrder() async throws {
        let compact = try await Self.fingerprint(Self.pages(Self.records, spacing: ""))
        let spaced = try await Self.fingerprint(Self.pages(Self.records.reversed(), spacing: "\n   \t"))
        #expect(compact == spaced)
        #expect(compact.count == 3)
        var changed = Self.records
        changed[1] = Self.record("KEN", "KE", 2021, "53005615")
        let revised = try await Self.fingerprint(Self.pages(changed, spacing: ""))
        #expect(revised.sha256 != compact.sha256)
        #expect(revised.count == 3)
    }

    @Test func theHashIsThatOfTheDocumentedCanonicalLines() {
        let dataset = IndicatorDataset(
            indicator: .population, name: "Population, total",
            metadata: DatasetMetadata(sourceID: "2", lastUpdated: "2026-03-20"),
            observations: [
                Observation(economyID: "UGA", economyISO2: "UG", indicator: .population, year: 2022, value: 0.5),
                Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2022, value: 54252461),
                Observation(economyID: "KEN", economyISO2: "KE", indicator: .population, year: 2021, value: nil),
            ])
        let lines = "KEN\t2022\t54252461.0\nUGA\t2022\t0.5\n"
        #expect(ValuesFingerprint(dataset) == ValuesFingerprint(sha256: SHA256.hex(lines.utf8), count: 2))
    }
}
