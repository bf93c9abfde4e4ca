import BulkMirror
import Foundation
import TestSupport
import Testing
import WorldBank

/// Past releases: the Data Catalog's description read for the dated files it names, and a dated
/// file added beside the releases held in any order, each its own folder and Delta version.
@Suite struct ReleaseCatalogueTests {
    static let at = URL(string: "http://127.0.0.1/dataset/download?dataset_unique_id=0037712")!

    @Test func onlyDatedFilesOfTheDatabaseAreReadWhateverTheResourceIsCalled() throws {
        let description = """
            {"last_updated_date": "2026-10-01T00:00:00",
             "resources": [
               {"name": "CSV", "distribution": {"url": "https://x.org/ddh-published/0037712/DR0045575/WDI_CSV_2024_12_16.zip?versionId=2025-01-15T18:08:40Z"}},
               {"name": "CSV file", "distribution": {"url": "https://x.org/d/WDI_CSV_2026_01_29.zip"}},
               {"name": "an older copy", "url": "https://x.org/e/WDI_CSV_2026_01_29.zip"},
               {"name": "Excel", "distribution": {"url": "https://x.org/d/WDI_EXCEL_2026_01_29.zip"}},
               {"name": "current", "distribution": {"url": "https://x.org/WDI_CSV.zip"}},
               {"name": "no day", "distribution": {"url": "https://x.org/WDI_CSV_2026_02_30.zip"}},
               {"name": "a sign", "distribution": {"url": "https://x.org/WDI_CSV_+202_01_01.zip"}},
               {"name": "a script", "distribution": {"url": "javascript:WDI_CSV_2026_01_29.zip"}},
               {"name": "nothing"}, 7
             ]}
            """
        let catalogue = try ReleaseCatalogue(reading: Data(description.utf8), from: Self.at, database: .wdi)
        #expect(catalogue.lastUpdated == "2026-10-01T00:00:00")
        #expect(catalogue.files.map(\.release) == ["2024-12-16", "2026-01-29"])
        #expect(
            catalogue.files.first?.url.absoluteString
                == "https://x.org/ddh-published/0037712/DR0045575/WDI_CSV_2024_12_16.zip?versionId=2025-01-15T18:08:40Z"
        )
        #expect(catalogue.files.last?.url.absoluteString == "https://x.org/d/WDI_CSV_2026_01_29.zip")
        // Gender Statistics' dated files are not WDI's.
        let gender = try ReleaseCatalogue(reading: Data(description.utf8), from: Self.at, database: .gender)
        #expect(gender.files.isEmpty)
    }

    @Test(arguments: [
        ("<html>502</html>", "not JSON"), ("{\"resource\": []}", "no list of resources"),
        ("[]", "no list of resources"),
    ])
    func aDescriptionThatIsNotOneIsRefusedSayingWhy(body: String, reason: String) {
        #expect {
            try ReleaseCatalogue(reading: Data(body.utf8), from: Self.at, database: .wdi)
        } throws: { error in
            guard case .unexpectedCatalogue(let url, let said) = error as? BulkError else { return false }
            return url == Self.at.absoluteString && said.hasPrefix(reason)
        }
    }

    @Test func aDatedFileNameCarriesItsDayBothWays() {
        #expect(BulkDatabase.wdi.datedFileName(release: "2026-01-29") == "WDI_CSV_2026_01_29.zip")
        #expect(BulkDatabase.wdi.release(ofDatedFileName: "WDI_CSV_2026_01_29.zip") == "2026-01-29")
        #expect(BulkDatabase.wdi.release(ofDatedFileName: "WDI_CSV_2024_02_29.zip") == "2024-02-29")
        for name in [
            "WDI_CSV_2025_02_29.zip", "WDI_CSV_2026_13_01.zip", "WDI_CSV_2026_1_29.zip", "WDI_CSV.zip",
            "WDI_CSV_2026_01_29.zip.part", "Gender_Stats_CSV_2026_01_29.zip", "WDI_CSV_٢٠٢٦_01_29.zip",
        ] {
            #expect(BulkDatabase.wdi.release(ofDatedFileName: name) == nil, "\(name)")
        }
    }

    @Test func pastReleasesAddedInAnyOrderAreVersionsOfTheirOwnAndTheNewestStaysTheLatest() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            // SYNTHETIC releases: one written with 11 significant digits, one with Kenya's 2022 GDP 1 % higher.
            try await server.serveCatalogue([
                ("2025-12-19", [], 11), ("2026-01-29", [("NY.GDP.MKTP.CD", "KEN", 2022, 1.01)], nil),
                ("2026-10-01", [], nil),
            ])
            let mirror = Mirror(root: folder.path)
            let settings = try MirrorFixture.settings(server)
            _ = try await mirror.update(.wdi, settings: settings)
            let root = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
            let catalogue = try await ReleaseCatalogue.fetch(.wdi, root: root, transport: CurlTransport())
            #expect(catalogue.files.map(\.release) == ["2025-12-19", "2026-01-29", "2026-10-01"])
            for day in ["2026-01-29", "2025-12-19"] {
                let file = try #require(catalogue.files.first { $0.release == day })
                let added = try await mirror.add(file, of: .wdi, settings: settings)
                #expect(added.built)
                #expect(added.release.source.url == file.url.absoluteString)
            }
            #expect(mirror.releases(of: .wdi).map(\.release) == ["2025-12-19", "2026-01-29", "2026-10-01"])

            // Each version one whole release; the newest committed again after each older one.
            let table = mirror.folder(of: .wdi)
            #expect(DeltaLogReading.versions(table) == 5)
            #expect(
                (0..<5).map { DeltaLogReading.committedRelease(table, version: $0) } == [
                    "2026-10-01", "2026-01-29", "2026-10-01", "2025-12-19", "2026-10-01",
                ])
            #expect(DeltaLogReading.actions(table, version: 3).removed == ["release=2026-10-01/values.parquet"])
            #expect(DeltaLogReading.actions(table, version: 4).removed == ["release=2025-12-19/values.parquet"])
            #expect(DeltaLogReading.actions(table, version: 4).added == ["release=2026-10-01/values.parquet"])

            // Every release holds its own file's cells, as Python reads the file.
            for day in ["2025-12-19", "2026-01-29"] {
                let zip = folder.appendingPathComponent("\(day).zip")
                let name = BulkDatabase.wdi.datedFileName(release: day)
                _ = try await PythonRun.download(
                    "http://127.0.0.1:\(server.port)/ddh-published/0037712/DR0095335/\(name)", to: zip.path)
                let expected = try await MirrorFixture.pythonDigest(ofZip: zip.path)
                let held = try await MirrorFixture.mirrorDigest(
                    ofValues: mirror.folder(of: .wdi, release: day) + "/values.parquet")
                #expect(held == expected, "\(day)")
            }

            // A release held is never fetched again.
            try await server.reset()
            let again = try await mirror.add(
                try #require(catalogue.files.first { $0.release == "2025-12-19" }), of: .wdi, settings: settings)
            #expect(!again.built)
            #expect(try await server.requestLog().isEmpty)
        }
    }

    @Test func theCatalogueIsAskedAgainAfterA502AndAnEmptyAnswer() async throws {
        try await withFakeWorldBank { server in
            try await server.setFaults([
                FaultRule(.status, match: "dataset/download", status: 502),
                FaultRule(.empty, match: "dataset/download"),
            ])
            let root = try #require(URL(string: "http://127.0.0.1:\(server.port)"))
            let catalogue = try await ReleaseCatalogue.fetch(.wdi, root: root, transport: CurlTransport())
            #expect(catalogue.files.map(\.release) == ["2026-10-01"])
            let log = try await server.requestLog(settled: true)
            #expect(log.map(\.status) == [502, 200, 200], "\(log)")
        }
    }
}
