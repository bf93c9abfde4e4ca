import Foundation
import TestSupport
import Testing

/// A manifest judges its own output: `verify` of a listing of Sub-Saharan Africa says "held" when
/// the Bank revised Brazil only, and names the figure when it revised one of Africa's; the output
/// file's SHA-256 is recorded and checked.
@Suite struct OutputScopeTests {
    @Test func anAfricanListingHoldsWhenOnlyBrazilIsRevisedAndMovesWhenKenyaIs() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let output = folder.appendingPathComponent("ssf.csv").path
        let manifest = folder.appendingPathComponent("ssf.manifest.json").path
        try await withFakeWorldBank { server in
            let base = server.baseURL.description
            let list = try await CommandRun.run(
                ["list", "--region", "SSF", "--year", "2022", "-o", output, "--manifest", manifest],
                baseURL: base, cache: folder)
            #expect(list.exitCode == .success, "\(list.stderr)")
            let recorded = try JSONNode(parsing: Data(contentsOf: URL(fileURLWithPath: manifest)))
            guard case .array(let outputs) = recorded["outputs"], let first = outputs.first else {
                Issue.record("no outputs in the manifest")
                return
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
            #expect(first["path"] == .string(output))
            #expect(first["bytes"] == .number(Double(bytes.count)))
            let digest = folder.appendingPathComponent("ssf.sha256").path
            let hashed = try await ProcessRun.run("/bin/sh", ["-c", #"sha256sum "$1" >"$2""#, "sh", output, digest])
            #expect(hashed.status == 0)
            #expect(first["sha256"] == .string(String(try String(contentsOfFile: digest, encoding: .utf8).prefix(64))))

            // SYNTHETIC revisions: Brazil's 2022 population 1 % up, then Kenya's too.
            try await server.serveSecondEdition(lastUpdated: nil, revisions: [("SP.POP.TOTL", "BRA", 2022, 1.01)])
            let brazil = try await CommandRun.run(["verify", manifest], baseURL: base, cache: folder)
            #expect(brazil.exitCode == .success, "\(brazil.stderr)")
            #expect(brazil.stdout.contains("SP.POP.TOTL@2022 changed outside this output's economies"))
            #expect(brazil.stdout.contains("\(output): the same bytes as recorded"))

            try await server.serveSecondEdition(
                lastUpdated: nil, revisions: [("SP.POP.TOTL", "BRA", 2022, 1.01), ("SP.POP.TOTL", "KEN", 2022, 1.01)])
            let kenya = try await CommandRun.run(["verify", manifest, "-f", "json"], baseURL: base, cache: folder)
            #expect(kenya.exitCode == .datasetsMoved)
            let verdict = try VerifyCommandTests.verdict(kenya.stdout)
            let rows = try #require(verdict["SP.POP.TOTL@2022"]?.revisions)
            #expect(rows.map { $0["iso3"] } == [.string("KEN")], "only the output's own figure, not Brazil's")
            try JSONSchemaTests.check(kenya.stdout, is: "verification", "verify -f json")
            try JSONSchemaTests.check(String(contentsOfFile: manifest, encoding: .utf8), is: "manifest", "manifest")

            // An edited output is said, and changes nothing about the figures' verdict.
            try Data("edited\n".utf8).write(to: URL(fileURLWithPath: output))
            let edited = try await CommandRun.run(["verify", manifest], baseURL: base, cache: folder)
            #expect(edited.stdout.contains("\(output): changed since the manifest was written"))
        }
    }
}
