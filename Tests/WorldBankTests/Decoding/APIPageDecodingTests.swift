import Foundation
import Testing

@testable import WorldBank

/// The page reader on recorded pages, quirks included, and the failures it names.
@Suite struct APIPageDecodingTests {
    static func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
        return try Data(contentsOf: url)
    }

    static func decode<Record: PageRecord>(_ name: String, as: Record.Type) throws -> APIPage<Record> {
        try APIPage<Record>.read(fixture(name))
    }

    static func failure<Record: PageRecord>(_ data: Data, as: Record.Type) throws -> DecodingFailure {
        let error = #expect(throws: DecodingFailure.self) { try APIPage<Record>.read(data) }
        return try #require(error)
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
        // The records are regions, of another shape: only the metadata is read.
        var metadata: PageMetadata?
        _ = try JSONReader.read(data) { reader throws(DecodingFailure) in
            try reader.readArray { reader throws(DecodingFailure) in
                if metadata == nil { metadata = try PageMetadata.read(from: &reader) } else { try reader.skipValue() }
            }
        }
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
        let failure = try Self.failure(Self.fixture("population-2022-numeric-date.json"), as: ObservationRecord.self)
        #expect(failure == .shape("expected a string, found a number", at: [.index(1), .index(0), .key("date")]))
        #expect(failure.path == "$[1][0].date")
    }

    @Test func truncatedJSONIsASyntaxError() throws {
        let failure = try Self.failure(Self.fixture("population-2022-truncated.json"), as: ObservationRecord.self)
        #expect(failure.isSyntaxError)
        #expect(failure.path == "$")
    }

    @Test(arguments: [[0xED, 0xA0, 0x80], [0xC0, 0x80], [0xFF]] as [[UInt8]])
    func invalidUTF8IsRefusedEvenWhereNothingReadsIt(bytes: [UInt8]) throws {
        let page = Data(#"[{"page":1,"pages":1,"per_page":50,"total":0,"note":""#.utf8) + bytes + Data(#""},[]]"#.utf8)
        let failure = try Self.failure(page, as: CountryRecord.self)
        #expect(failure == .syntax("invalid UTF-8 in the string at offset 53"))
    }

    @Test(arguments: [
        ("[]", "$", "expected [metadata, records], found an empty array"),
        (
            "[{\"page\":1,\"pages\":1,\"per_page\":50,\"total\":3},null]", "$[1]",
            "records are null but the metadata promises 3 records"
        ),
        (
            "[{\"page\":\"one\",\"pages\":1,\"per_page\":50,\"total\":0},[]]", "$[0].page",
            "expected a number or a numeric string, found \"one\""
        ),
        (
            "[{\"page\":1,\"pages\":1,\"per_page\":50,\"total\":0},[],3]", "$[2]",
            "expected [metadata, records], found more elements"
        ),
        ("[{\"page\":1,\"pages\":1,\"per_page\":50},[]]", "$[0].total", "missing key 'total'"),
        ("[{\"message\":[{\"id\":[]}]}]", "$[0].message[0].id", "expected a string, found an array"),
    ])
    func shapesThatBreakThePromiseAreRefusedWithAPathAndAReason(json: String, path: String, reason: String) throws {
        let failure = try Self.failure(Data(json.utf8), as: CountryRecord.self)
        #expect(failure.isSyntaxError == false)
        #expect(failure.path == path)
        #expect(failure.reason == reason)
    }
}
