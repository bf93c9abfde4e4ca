import BulkMirror
import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

/// Every series of the fake's `WDISeries.csv` (SIPRI's real label, SYNTHETIC others of every kind):
/// the mirror reads the label Python's csv module reads, and no credit calls a series CC BY 4.0
/// that its label does not.
@Suite struct MirrorLicenceTests {
    @Test func everySeriesKeepsItsLabelAndNoCreditCallsARestrictedOneCCBy4() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            _ = try await mirror.update(.wdi, settings: try MirrorFixture.settings(server))
            let zip = folder.appendingPathComponent("served.zip")
            _ = try await MirrorFixture.served(server, to: zip)
            let labels = try await PythonRun.seriesLicences(ofZip: zip.path)
            #expect(labels.count >= 8)
            // The kinds the fake covers: CC BY 4.0 in two spellings, third-party terms, none, IGO.
            #expect(Set(labels.values.map { IndicatorLicence(label: $0).kind }).count == 4)

            let reader = MirrorReader(mirror: mirror)
            for (text, label) in labels.sorted(by: { $0.key < $1.key }) {
                let code = try #require(IndicatorCode(text))
                let expected = IndicatorLicence(label: label)
                #expect(reader.licence(of: code, in: .wdi) == expected, "\(text)")
                #expect(reader.series(code, in: .wdi)?.licence == expected, "\(text)")
                let keys: [DatasetKey] = [
                    .indicator(.population, .year(2020)), .indicator(code, .year(2020)),
                ]
                let credit = SourceNote(
                    origin: "mirror", lastUpdated: [], licences: LicenceNote.held(for: keys, mirror: reader)
                ).credit
                if expected.kind == .ccBy4 {
                    #expect(credit.hasSuffix("(CC BY 4.0)"), "\(text): \(credit)")
                } else {
                    #expect(!credit.hasSuffix("(CC BY 4.0)"), "\(text): \(credit)")
                    #expect(credit.contains("\(text) \(expected.name)"), "\(text): \(credit)")
                }
            }
        }
    }

    @Test func anIndicatorNoReleaseListsHasNoLicence() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let mirror = Mirror(root: folder.path)
            _ = try await mirror.update(.wdi, settings: try MirrorFixture.settings(server))
            let reader = MirrorReader(mirror: mirror)
            let absent = try #require(IndicatorCode("NO.SUCH.SERIES"))
            #expect(reader.licence(of: absent, in: .wdi) == nil)
            #expect(try reader.history(of: absent, in: .wdi) == nil)
            #expect(reader.licence(of: .population, in: .genderStatistics) == nil)
            let note = LicenceNote.held(for: [.indicator(absent, .history)], mirror: reader)
            #expect(note.unknown == [absent])
        }
    }
}
