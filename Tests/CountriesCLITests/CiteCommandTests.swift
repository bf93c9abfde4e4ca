import Foundation
import TestSupport
import Testing

/// `countries cite`: a citation that reference managers read, naming the edition of the figures.
@Suite struct CiteCommandTests {
    /// The entries of BibTeX `text`: each one's type, key and fields, values with their outer braces
    /// removed; `nil` when the braces do not balance or a field is not `name = {value}`.
    static func bibTeX(_ text: String) -> [(type: String, key: String, fields: [String: String])]? {
        var entries: [(String, String, [String: String])] = []
        var rest = Substring(text)
        while let at = rest.firstIndex(of: "@") {
            rest = rest[rest.index(after: at)...]
            guard let open = rest.firstIndex(of: "{"), let comma = rest.firstIndex(of: ",") else { return nil }
            let type = String(rest[..<open]), key = String(rest[rest.index(after: open)..<comma])
            rest = rest[rest.index(after: comma)...]
            var fields: [String: String] = [:]
            while true {
                rest = rest.drop { $0.isWhitespace || $0 == "," }
                if rest.first == "}" {
                    rest = rest.dropFirst()
                    break
                }
                guard let equals = rest.firstIndex(of: "=") else { return nil }
                let name = rest[..<equals].trimmingCharacters(in: .whitespaces)
                rest = rest[rest.index(after: equals)...].drop { $0 == " " }
                guard rest.first == "{" else { return nil }
                var depth = 0
                var value = ""
                var escaped = false
                for character in rest {
                    rest = rest.dropFirst()
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "{" {
                        depth += 1
                        if depth == 1 { continue }
                    } else if character == "}" {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    value.append(character)
                }
                guard depth == 0, !name.isEmpty else { return nil }
                fields[name] = value
            }
            entries.append((type, key, fields))
        }
        return entries
    }

    /// The `lastupdated` the snapshot's figures carry, as `list` states it.
    static func snapshotEdition() async throws -> String {
        let list = try await CommandRun.run(["list", "--offline", "-c", "KEN", "-f", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let metadata = try #require(document["metadata"] as? [String: Any])
        return try #require((metadata["lastupdated"] as? [String])?.last)
    }

    @Test func bibTeXParsesAndNamesTheEditionTheIndicatorsAndTheAccessDay() async throws {
        let run = try await CommandRun.run(["cite", "--offline", "--format", "bibtex"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let entries = try #require(Self.bibTeX(run.stdout))
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        let edition = try await Self.snapshotEdition()
        #expect(entry.type == "misc" && entry.key == "worldbank-wdi-\(edition)")
        #expect(entry.fields["author"] == "{World Bank}")
        #expect(entry.fields["title"] == "World Development Indicators")
        #expect(entry.fields["year"] == String(edition.prefix(4)))
        #expect(entry.fields["urldate"] == "2026-11-29", "the day of the test clock")
        let note = try #require(entry.fields["note"])
        #expect(note.contains("Population, total (SP.POP.TOTL); GDP (current US\\$) (NY.GDP.MKTP.CD)"), "$ escaped")
        #expect(note.contains("Last updated \(edition); read from snapshot"))
        #expect(entry.fields["license"] == "CC BY 4.0")
        // The URL once, as `url`: pandoc prints a `howpublished` URL beside it a second time.
        #expect(
            entry.fields["url"]
                == "https://datacatalog.worldbank.org/search/dataset/0037712/World-Development-Indicators")
        #expect(entry.fields["howpublished"] == nil)
    }

    @Test func cslJSONIsOneDatasetItemWithItsDates() async throws {
        let run = try await CommandRun.run(["cite", "--offline", "-f", "csl-json"])
        #expect(run.exitCode == .success, "\(run.stderr)")
        let items = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let item = try #require(items.first)
        let edition = try await Self.snapshotEdition()
        #expect(items.count == 1)
        #expect(item["type"] as? String == "dataset")
        #expect(item["id"] as? String == "worldbank-wdi-\(edition)")
        let issued = (item["issued"] as? [String: Any])?["date-parts"] as? [[Int]]
        #expect(issued == [edition.split(separator: "-").compactMap { Int($0) }])
        #expect(((item["accessed"] as? [String: Any])?["date-parts"] as? [[Int]]) == [[2026, 11, 29]])
        #expect((item["author"] as? [[String: String]]) == [["literal": "World Bank"]])
        // Only CSL variables: the licence is said in the note, as the CSL data schema has no field for it.
        #expect(item["license"] == nil)
        #expect((item["note"] as? String)?.hasSuffix(" Licence: CC BY 4.0.") == true)
        let variables: Set<String> = [
            "id", "type", "title", "author", "publisher", "issued", "accessed", "URL", "note", "keyword",
        ]
        #expect(Set(item.keys).isSubset(of: variables), "\(item.keys)")
    }

    @Test func aLiveAnswerIsCitedAsLiveWithTheCatalogueNames() async throws {
        let run = try await withFakeWorldBank { server in
            try await CommandRun.run(["cite", "-f", "text"], baseURL: server.baseURL.description)
        }
        #expect(run.exitCode == .success, "\(run.stderr)")
        #expect(
            run.stdout.hasPrefix("World Bank (2026). World Development Indicators: Population, total (SP.POP.TOTL)"))
        #expect(run.stdout.contains("Last updated 2026-03-20; read from live; accessed 2026-11-29."))
        #expect(run.stdout.hasSuffix("Source: World Bank, World Development Indicators (CC BY 4.0).\n"))
    }

    @Test func aBadStyleIsRefusedWithTheChoicesAndNothingWritten() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("cite.bib")
        let run = try await CommandRun.run(["cite", "--offline", "-f", "ris", "-o", file.path])
        #expect(run.exitCode == .usage)
        #expect(run.stderr.contains("text, bibtex, csl-json"))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}

/// `cite MANIFEST`: the data behind an output, not the release current when `cite` runs.
@Suite struct CiteManifestTests {
    @Test func aManifestIsCitedWithItsOwnReleaseTheSameEveryTimeAndOffline() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let manifest = folder.appendingPathComponent("run.manifest.json").path
        // An older release than the snapshot's, from the fake API.
        try await withFakeWorldBank(lastUpdated: "2025-12-16") { server in
            let list = try await CommandRun.run(
                ["list", "--year", "2022", "--manifest", manifest, "-q"], baseURL: server.baseURL.description,
                cache: folder)
            #expect(list.exitCode == .success, "\(list.stderr)")
        }
        // Cited later, with no API and another cache: nothing of the run that cites it shows.
        let first = try await CommandRun.run(["cite", manifest, "-f", "bibtex"])
        let second = try await CommandRun.run(["cite", manifest, "-f", "bibtex", "--offline"])
        #expect(first.exitCode == .success, "\(first.stderr)")
        #expect(first.stdout == second.stdout)
        #expect(first.stderr.isEmpty, "no request, no notice: \(first.stderr)")
        let entry = try #require(CiteCommandTests.bibTeX(first.stdout)?.first)
        #expect(entry.key == "worldbank-wdi-2025-12-16")
        #expect(entry.fields["note"]?.contains("Last updated 2025-12-16; read from live") == true)
        #expect(entry.fields["urldate"] == "2026-11-29", "the day the output was made")
        // The release current now is another.
        let now = try await CommandRun.run(["cite", "--offline", "-f", "bibtex"])
        #expect(CiteCommandTests.bibTeX(now.stdout)?.first?.key == "worldbank-wdi-2026-03-20")
        #expect(!now.stdout.contains(" old)"), "a citation says when, never how long ago")
    }

    @Test func aManifestAndAnIndicatorAreOneQuestionTooMany() async throws {
        let run = try await CommandRun.run(["cite", "run.json", "--indicator", "SP.DYN.LE00.IN"])
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: cite takes one manifest, and then no --indicator"))
    }
}
