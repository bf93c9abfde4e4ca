import DecodingReference
import Foundation
import Testing

@testable import WorldBank

/// Strict decoding of recorded pages, quirks included.
@Suite struct APIPageDecodingTests {
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try Data(contentsOf: url)
    }

    static func decode<Record: Decodable & Sendable>(_ name: String, as: Record.Type) throws -> APIPage<Record> {
        try JSONDecoder().decode(APIPage<Record>.self, from: fixture(name))
    }

    @Test func countryPageWithStringPerPageDecodesEveryQuirk() throws {
        guard case .records(let metadata, let records) = try Self.decode("countries-page.json", as: CountryRecord.self)
        else {
            Issue.record("expected records")
            return
        }
        #expect(metadata == PageMetadata(page: 1, pages: 1, perPage: 50, total: 7, sourceID: nil, lastUpdated: nil))
        let countries = records.map(\.country)
        #expect(countries.map(\.id) == ["CHI", "COL", "HKG", "ISR", "LCN", "WLD", "XKX"])
        let colombia = try #require(countries.first { $0.id == "COL" })
        #expect(
            colombia
                == Country(
                    id: "COL", iso2Code: "CO", name: "Colombia",
                    region: Classification(id: "LCN", iso2Code: "ZJ", name: "Latin America & Caribbean"),
                    adminRegion: Classification(
                        id: "LAC", iso2Code: "XJ", name: "Latin America & Caribbean (excluding high income)"),
                    incomeLevel: Classification(id: "UMC", iso2Code: "XT", name: "Upper middle income"),
                    lendingType: Classification(id: "IBD", iso2Code: "XF", name: "IBRD"),
                    capitalCity: "Bogota", longitude: -74.082, latitude: 4.60987))
        let hongKong = try #require(countries.first { $0.id == "HKG" })
        #expect(hongKong.capitalCity == nil)
        #expect(hongKong.isAggregate == false)
        #expect(hongKong.longitude == 114.109)
        let westAggregate = try #require(countries.first { $0.id == "LCN" })
        #expect(westAggregate.isAggregate)
        #expect(westAggregate.name == "Latin America & Caribbean")
        #expect(westAggregate.longitude == nil)
        #expect(countries.first { $0.id == "CHI" }?.iso2Code == "JG")
    }

    @Test func allStringMetadataDecodesAsNumbers() throws {
        let data = try Self.fixture("regions-all-strings.json")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"page\":\"1\""))
        let metadata = try JSONDecoder().decode(PageMetadataOnly.self, from: data).metadata
        #expect(metadata == PageMetadata(page: 1, pages: 1, perPage: 50, total: 7, sourceID: nil, lastUpdated: nil))
    }

    @Test func observationsKeepExactValuesAndSkipNothing() throws {
        guard
            case .records(let metadata, let records) = try Self.decode(
                "population-2022.json", as: ObservationRecord.self)
        else {
            Issue.record("expected records")
            return
        }
        #expect(
            metadata
                == PageMetadata(page: 1, pages: 1, perPage: 1000, total: 6, sourceID: "2", lastUpdated: "2026-03-20"))
        let values = Dictionary(uniqueKeysWithValues: records.map { ($0.observation.economyID, $0.observation.value) })
        #expect(
            values == [
                "KOR": 51_672_569, "COL": 51_737_944, "USA": 334_017_321, "HKG": 7_346_100, "ISR": 9_557_500,
                "WLD": 7_989_545_217,
            ])
        #expect(records.first?.indicatorName == "Population, total")
        #expect(records.first?.observation.economyISO2 == "CO")
        #expect(records.allSatisfy { $0.observation.year == 2022 && $0.observation.indicator == .population })
    }

    @Test func hugeValuesKeepTheirPrecision() throws {
        guard case .records(_, let records) = try Self.decode("gdp-2022-huge-values.json", as: ObservationRecord.self)
        else {
            Issue.record("expected records")
            return
        }
        #expect(records.map(\.observation.value) == [25_744_108_000_000.0, 101_225_059_591_362.84])
    }

    @Test func nullValuesAreMissingNotZero() throws {
        guard case .records(_, let records) = try Self.decode("gdp-null-values.json", as: ObservationRecord.self)
        else {
            Issue.record("expected records")
            return
        }
        #expect(records.map(\.observation.year) == [2024, 2023])
        #expect(records.map(\.observation.value) == [nil, 1_712_792_854_202.3687])
    }

    @Test func theNullPageIsAnEmptyResult() throws {
        guard case .records(let metadata, let records) = try Self.decode("null-page.json", as: ObservationRecord.self)
        else {
            Issue.record("expected records")
            return
        }
        #expect(metadata.pages == 0)
        #expect(records.isEmpty)
    }

    @Test func theErrorEnvelopeBecomesMessages() throws {
        guard case .messages(let messages) = try Self.decode("error-envelope.json", as: ObservationRecord.self) else {
            Issue.record("expected messages")
            return
        }
        #expect(
            messages == [
                APIMessage(id: "120", key: "Invalid value", value: "The provided parameter value is not valid")
            ])
    }

    @Test func aWrongTypeNamesTheJSONPath() throws {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode("population-2022-numeric-date.json", as: ObservationRecord.self)
        }
        let failure = try DecodingFailure(#require(error))
        #expect(failure.path == "$[1][0].date")
        #expect(failure.isSyntaxError == false)
    }

    @Test func truncatedJSONIsASyntaxError() throws {
        let error = #expect(throws: DecodingError.self) {
            try Self.decode("population-2022-truncated.json", as: ObservationRecord.self)
        }
        #expect(try DecodingFailure(#require(error)).isSyntaxError)
    }

    @Test(arguments: [
        ("[]", "expected [metadata, records], found an array of 0 elements"),
        (
            "[{\"page\":1,\"pages\":1,\"per_page\":50,\"total\":3},null]",
            "records are null but the metadata promises 3 records"
        ),
        (
            "[{\"page\":\"one\",\"pages\":1,\"per_page\":50,\"total\":0},[]]",
            "expected a number or a numeric string, found \"one\""
        ),
    ])
    func shapesThatBreakThePromiseAreRefused(json: String, reason: String) throws {
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(APIPage<CountryRecord>.self, from: Data(json.utf8))
        }
        #expect(try DecodingFailure(#require(error)).reason == reason)
    }
}

/// Decodes just the metadata of a page whose records have another shape (regions).
private struct PageMetadataOnly: Decodable {
    let metadata: PageMetadata
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        metadata = try container.decode(PageMetadata.self)
    }
}
