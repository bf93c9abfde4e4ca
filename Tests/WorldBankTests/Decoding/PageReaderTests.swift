import DecodingReference
import Foundation
import TestSupport
import Testing

@testable import WorldBank

/// The fast page reader against the reference, `JSONDecoder` over the `Decodable` conformances:
/// on every real page and on tens of thousands of mutated ones, both read the same records, or both
/// refuse the page (each for its own reason).
///
/// The reader alone may refuse only bytes that are not strict JSON but that Foundation lets through
/// (a trailing comma; bad UTF-8, escapes or numbers in members it never reads), and only on their
/// syntax: such a page must hold a trailing comma outside its strings, or `JSONSerialization`, which
/// reads every value, must refuse it too.
@Suite struct PageReaderTests {
    /// What a decoder made of a page, in a form two decoders can be compared on.
    enum Outcome: Equatable, CustomStringConvertible {
        case records(PageMetadata, [AnyHashable])
        case messages([APIMessage])
        case refused(syntax: Bool, reason: String)

        var isRefused: Bool {
            if case .refused = self { return true }
            return false
        }

        var description: String {
            switch self {
            case .records(let metadata, let records): "records(\(metadata), \(records.count) records)"
            case .messages(let messages): "messages(\(messages))"
            case .refused(let syntax, let reason): "refused(\(syntax ? "syntax" : "shape"): \(reason))"
            }
        }
    }

    /// One record type and how to compare its records.
    struct Shape<Record: PageRecord & Decodable>: Sendable {
        let key: @Sendable (Record) -> AnyHashable

        func reference(_ data: Data) -> Outcome {
            do {
                return outcome(try JSONDecoder().decode(APIPage<Record>.self, from: data))
            } catch {
                return .refused(syntax: false, reason: "\(error)")
            }
        }

        func reader(_ data: Data) -> Outcome {
            do {
                return outcome(try APIPage<Record>.read(data))
            } catch {
                return .refused(syntax: error.isSyntaxError, reason: "\(error.path): \(error.reason)")
            }
        }

        private func outcome(_ page: APIPage<Record>) -> Outcome {
            switch page {
            case .records(let metadata, let records): .records(metadata, records.map(key))
            case .messages(let messages): .messages(messages)
            }
        }
    }

    static let observations = Shape<ObservationRecord> { [$0.observation as AnyHashable, $0.indicatorName] }
    static let countries = Shape<CountryRecord> { $0.country }
    static let indicators = Shape<IndicatorRecord> { $0.info.map { AnyHashable($0) } ?? AnyHashable($0.id) }

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)))
    }

    /// True when `ours` and `reference` agree: the same records or messages, or both refused; or the
    /// reader alone refused, on syntax, bytes that are not strict JSON.
    static func agree(_ ours: Outcome, _ reference: Outcome, bytes: Data) -> Bool {
        switch (ours, reference) {
        case (.refused, .refused): true
        case (.refused(syntax: true, _), _):
            hasTrailingComma(bytes)
                || (try? JSONSerialization.jsonObject(with: bytes, options: .fragmentsAllowed)) == nil
        default: ours == reference
        }
    }

    /// True when a comma outside every string is followed, after whitespace, by `]` or `}`.
    static func hasTrailingComma(_ bytes: Data) -> Bool {
        var (inString, escaped, afterComma) = (false, false, false)
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case UInt8(ascii: "]") where afterComma, UInt8(ascii: "}") where afterComma: return true
            case UInt8(ascii: "\""): inString = true
            default: break
            }
            afterComma = byte == UInt8(ascii: ",")
        }
        return false
    }

    @Test(arguments: [
        "population-2022.json", "gdp-2022-huge-values.json", "gdp-null-values.json", "null-page.json",
        "error-envelope.json", "population-2022-numeric-date.json", "population-2022-truncated.json",
    ])
    func observationPagesReadExactlyAsTheReferenceDecodesThem(name: String) throws {
        let data = try Self.fixture(name)
        let (ours, reference) = (Self.observations.reader(data), Self.observations.reference(data))
        #expect(ours == reference || (ours.isRefused && reference.isRefused), "ours \(ours), reference \(reference)")
    }

    @Test func countryAndIndicatorPagesReadExactlyAsTheReferenceDecodesThem() throws {
        let countries = try Self.fixture("countries-page.json")
        #expect(Self.countries.reader(countries) == Self.countries.reference(countries))
        let indicators = try Self.fixture("indicators-page.json")
        #expect(Self.indicators.reader(indicators) == Self.indicators.reference(indicators))
        guard case .records(_, let records) = Self.indicators.reader(indicators) else {
            Issue.record("expected records")
            return
        }
        #expect(records.count == 2)
    }

    @Test func theReaderKeepsEveryFigureExact() throws {
        guard
            case .records(_, let records) = try APIPage<ObservationRecord>.read(
                Self.fixture("gdp-2022-huge-values.json"))
        else {
            Issue.record("expected records")
            return
        }
        #expect(records.map(\.observation.value) == [25_744_108_000_000.0, 101_225_059_591_362.84])
        #expect(records.map(\.indicatorName) == ["GDP (current US$)", "GDP (current US$)"])
    }

    @Test(arguments: [
        // Quirks of the wire format the reference accepts.
        #"[{"page":"1","pages":1,"per_page":"50","total":1,"sourceid":2,"lastupdated":"2026-03-20"},[]]"#,
        "\u{FEFF}[{\"message\":[{\"id\":120,\"key\":\"k\",\"value\":\"v\"}]}]",
        #"[{"page":1,"pages":1,"per_page":50,"total":1,"page":"x"},[]]"#,
        #"[{"page":1e0,"pages":1.0,"per_page":5E1,"total":-0},[]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P\u00e9 \"q\" \ud83d\ude00"},"country":{"id":"KR","value":"Korea"},"countryiso3code":null,"date":"2022","value":1.5e3,"unit":"","obs_status":"","decimal":0}]]"#,
        // The API's own layout, read by the reader's quick path: decimals (a value of 15 digits and
        // one of 16, past the quick path), and a record spaced out, which the general path reads.
        #"[{"page":1,"pages":1,"per_page":50,"total":3},[{"indicator":{"id":"NY.GDP.PCAP.CD","value":"GDP per capita"},"country":{"id":"KE","value":"Kenya"},"countryiso3code":"KEN","date":"2022","value":2099.29833481541,"unit":"","obs_status":"","decimal":1},{"indicator":{"id":"NY.GDP.PCAP.CD","value":"GDP per capita"},"country":{"id":"KE","value":"Kenya"},"countryiso3code":"KEN","date":"2021","value":-0.1234567890123456,"unit":"","obs_status":"F","decimal":1},{ "indicator" : {"id":"NY.GDP.PCAP.CD","value":"GDP per capita"}, "country":{"id":"KE","value":"Kenya"},"countryiso3code":"KEN","date":"2020","value":0.1,"unit":"","obs_status":"","decimal":1}]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P"},"country":{"id":"KR","value":"K"},"countryiso3code":"KOR","date":"20X2","value":1,"unit":"","obs_status":"","decimal":0}]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P"},"country":{"id":"KR","value":7},"countryiso3code":"KOR","date":"2022","value":1,"unit":"","obs_status":"","decimal":0}]]"#,
        // Shapes and syntax the reference refuses.
        "[]", "{}", "[1,2,3]", "[1]", "[{}]", "[null, null]", "[{\"message\":[]}, 3, 4]",
        #"[{"page":1,"pages":1,"per_page":50,"total":3},null]"#,
        #"[{"page":"one","pages":1,"per_page":50,"total":0},[]]"#,
        #"[{"page":1,"pages":-1,"per_page":50,"total":0},[]]"#,
        #"[{"page":2.5,"pages":1,"per_page":50,"total":0},[]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P"},"country":{"id":"KR","value":"K"},"date":"2022"}]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P"},"country":{"id":"KR","value":"K"},"date":"2022-M01","value":1}]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"x y","value":"P"},"country":7,"date":"2022","value":1}]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P"},"country":{"id":"KR","value":"K"},"date":"2022","value":"12"}]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":"SP.POP.TOTL","country":{"id":"KR"},"date":"2022","value":1}]]"#,
        "[{\"message\":[{\"id\":\"1\",\"key\":\"a\u{01}\",\"value\":\"v\"}]}]", "[{\"message\":[]}] x", "[\"\\ud800\"]",
        "[\"\\x\"]", "[01]", "[1.]", "[-]", "[tru]", "[1 2]", "{\"a\" 1}", "[", "",
        String(repeating: "[", count: 100_000),
        // The first of two members of one name counts, as in Foundation; a trailing comma is refused.
        #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P"},"country":{"id":"KR","value":"K"},"date":"2022","value":1,"unit":null,"unit":"kg"}]]"#,
        #"[{"page":1,"pages":1,"per_page":50,"total":0,"x":[1,]},[]]"#,
    ])
    func edgeCasesReadAsTheReferenceDecodesThem(json: String) {
        let data = Data(json.utf8)
        let (ours, reference) = (Self.observations.reader(data), Self.observations.reference(data))
        #expect(Self.agree(ours, reference, bytes: data), "ours \(ours), reference \(reference)")
    }

    @Test func aFootnotedRecordReadsTheSameInTheAPIsLayoutAndSpacedOut() throws {
        let compact =
            #"{"indicator":{"id":"SP.POP.TOTL","value":"Population, total"},"country":{"id":"KR","value":"Korea, Rep."},"#
            + #""countryiso3code":"KOR","date":"2023","value":51712619,"unit":"","obs_status":"F","decimal":0,"#
            + #""footnote":"Forecast"}"#
        let spaced = compact.replacing(",", with: ", ").replacing(":", with: ": ")
        let pages = try [compact, spaced].map { record in
            try APIPage<ObservationRecord>.read(
                Data(#"[{"page":1,"pages":1,"per_page":50,"total":1},[\#(record)]]"#.utf8))
        }
        let observations = pages.compactMap { page -> Observation? in
            guard case .records(_, let records) = page else { return nil }
            return records.first?.observation
        }
        #expect(observations.count == 2)
        #expect(observations.first == observations.last)
        #expect(observations.first?.footnote == "Forecast")
        #expect(observations.first?.status == "F")
        #expect(observations.first?.value == 51_712_619)
        #expect(observations.first?.economyID == "KOR")
    }

    @Test func aTrailingCommaOrAnOutOfRangeNumberIsRefusedWithAReason() throws {
        let comma = #expect(throws: DecodingFailure.self) {
            try APIPage<ObservationRecord>.read(Data(#"[{"page":1,"pages":1,"per_page":5,"total":0},[],]"#.utf8))
        }
        #expect(comma == .syntax("trailing comma at offset 48"))
        let huge = #expect(throws: DecodingFailure.self) {
            try APIPage<ObservationRecord>.read(
                Data(
                    #"[{"page":1,"pages":1,"per_page":50,"total":1},[{"indicator":{"id":"SP.POP.TOTL","value":"P"},"country":{"id":"KR","value":"K"},"date":"2022","value":1e400}]]"#
                        .utf8))
        }
        #expect(huge == .shape("number 1e400 does not fit in Double", at: [.index(1), .index(0), .key("value")]))
    }

    @Test func thirtyThousandMutatedPagesReadAsTheReferenceDecodesThem() throws {
        var random = SeededRandom(seed: 20_261_201)
        let pages: [(Data, (Data) -> (Outcome, Outcome))] = try [
            ("population-2022.json", "observations"), ("gdp-null-values.json", "observations"),
            ("gdp-2022-huge-values.json", "observations"), ("null-page.json", "observations"),
            ("error-envelope.json", "observations"), ("countries-page.json", "countries"),
            ("indicators-page.json", "indicators"), ("regions-all-strings.json", "countries"),
        ].map { name, shape in
            let compare: (Data) -> (Outcome, Outcome) =
                switch shape {
                case "countries": { (Self.countries.reader($0), Self.countries.reference($0)) }
                case "indicators": { (Self.indicators.reader($0), Self.indicators.reference($0)) }
                default: { (Self.observations.reader($0), Self.observations.reference($0)) }
                }
            return (try Self.fixture(name), compare)
        }
        var (decoded, refused, disagreements) = (0, 0, [String]())
        for index in 0..<30_000 {
            let (original, compare) = pages[index % pages.count]
            var bytes = [UInt8](original)
            for _ in 0..<Int.random(in: 1...3, using: &random) { SeededRandom.mutate(&bytes, using: &random) }
            let (ours, reference) = compare(Data(bytes))
            if ours.isRefused { refused += 1 } else { decoded += 1 }
            if !Self.agree(ours, reference, bytes: Data(bytes)), disagreements.count < 10 {
                disagreements.append(
                    "case \(index): \(String(decoding: bytes, as: UTF8.self))\n  ours \(ours)\n  reference \(reference)"
                )
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        #expect(refused > 10_000, "most mutations break the page")
        #expect(decoded > 1_000, "some mutations leave a valid page")
    }
}
