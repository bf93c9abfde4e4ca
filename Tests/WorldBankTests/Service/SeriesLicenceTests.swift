import Foundation
import TestSupport
import Testing

@testable import WorldBank

/// The licence of a series as the API's series metadata labels it, for answers from the API alone.
@Suite struct SeriesLicenceTests {
    @Test func eachSeriesIsReadWithTheLabelTheMetadataGives() async throws {
        try await withFakeWorldBank { server in
            let service = WorldBankService(configuration: .forTests(server.baseURL, timeout: .seconds(300)))
            // The fake's labels (bulk_files.py): SIPRI's as BULK.md reports it, the others SYNTHETIC.
            let cases: [(String, String?, IndicatorLicence.Kind?)] = [
                ("MS.MIL.XPND.CD", "SIPRI: third-party terms apply", .otherTerms),
                ("SP.DYN.LE00.IN", "CC BY-4.0", .ccBy4), ("IT.NET.USER.ZS", "CC BY 4.0", .ccBy4),
                ("EN.GHG.CO2.MT.CE.AR5", "CC BY 3.0 IGO", .ccBy3IGO), ("SE.ADT.LITR.ZS", "", .notGiven),
                ("XX.NOT.THERE", nil, nil),
            ]
            let codes = try cases.map { try #require(IndicatorCode($0.0)) }
            let licences = try await service.licences(of: codes)
            for (code, label, kind) in cases {
                let licence = licences[try #require(IndicatorCode(code))]
                #expect(licence?.label == label, "\(code)")
                #expect(licence?.kind == kind, "\(code)")
            }
            // One query for all six; 120 of them in three queries of at most 50.
            #expect(
                try await server.requestLog().map(\.path) == [
                    "/v2/sources/2/series/" + cases.map(\.0).joined(separator: ";") + "/metadata"
                ])
            try await server.reset()
            let many = Array(repeating: codes, count: 20).joined().enumerated().compactMap { index, code in
                index < 6 ? code : IndicatorCode("\(code.rawValue).X\(index)")
            }
            let labelled = try await service.licences(of: many)
            #expect(labelled.count == 5)
            #expect(try await server.requestLog().count == 3)
        }
    }

    @Test(arguments: [
        // The shape wbgapi reads, field names in another case.
        (
            #"{"source":[{"concept":[{"id":"series","variable":[{"id":"ms.mil.xpnd.cd","metatype":[{"id":"license_type","value":"SIPRI"}]}]}]}]}"#,
            "SIPRI"
        ),
        // Another series' label is not this one's.
        (
            #"{"source":[{"concept":[{"id":"Series","variable":[{"id":"SP.POP.TOTL","metatype":[{"id":"License_Type","value":"CC BY-4.0"}]}]}]}]}"#,
            nil
        ),
        // A label with a control character is no label.
        (
            #"{"source":[{"concept":[{"id":"Series","variable":[{"id":"MS.MIL.XPND.CD","metatype":[{"id":"License_Type","value":"CC\u001b[31m"}]}]}]}]}"#,
            nil
        ),
        (#"[{"message":[{"id":"120","key":"Invalid value","value":"x"}]}]"#, nil), (#"{"source":"2"}"#, nil),
    ])
    func onlyTheSeriesOwnLabelIsTaken(document: String, label: String?) throws {
        let parsed = try JSONValue(parsing: Data(document.utf8))
        let code = try #require(IndicatorCode("MS.MIL.XPND.CD"))
        #expect(WorldBankService.licence(of: code, inMetadata: parsed)?.label == label)
    }
}
