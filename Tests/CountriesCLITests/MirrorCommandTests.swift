import CountriesCLI
import Foundation
import TestSupport
import Testing

/// `countries mirror` against the fake's bulk file (real population and GDP, SYNTHETIC values and
/// labels for the rest), then the data commands answering from that mirror offline: the real
/// figure, the release named, each series' own licence in every output.
@Suite struct MirrorCommandTests {
    /// Runs `arguments` with the mirror in `folder/mirror`, the bulk files and the Data Catalog under `bulk`.
    static func run(_ arguments: [String], in folder: URL, bulk: String? = nil) async throws -> CommandRun {
        var environment = ["COUNTRIES_MIRROR_DIR": folder.appendingPathComponent("mirror").path]
        if let bulk {
            environment["COUNTRIES_BULK_URL"] = bulk
            environment["COUNTRIES_CATALOGUE_URL"] = bulk
        }
        return try await CommandRun.run(arguments, cache: folder, environment: environment)
    }

    @Test func aMirrorIsBuiltOnceThenAnswersOfflineWithItsReleaseAndTheRealFigure() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let bulk = "http://127.0.0.1:\(server.port)"
            let first = try await Self.run(["mirror"], in: folder, bulk: bulk)
            #expect(first.exitCode == .success, "\(first.stderr)")
            #expect(first.stdout.isEmpty)
            #expect(
                first.stderr.contains("wdi: release 2026-10-01 built, 70,078 values of 8 indicators, 265 economies"))
            let second = try await Self.run(["mirror"], in: folder, bulk: bulk)
            #expect(second.stderr.contains("wdi: release 2026-10-01 unchanged on the server, nothing downloaded"))

            let listed = try await Self.run(["mirror", "--list", "--json"], in: folder)
            let document = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any]
            let releases = try #require(document?["releases"] as? [[String: Any]])
            #expect(releases.count == 1)
            #expect(releases.first?["release"] as? String == "2026-10-01")
            #expect(releases.first?["values"] as? Int == 70_078)

            let kenya = try await Self.run(
                ["list", "--offline", "-c", "KEN", "-y", "2022", "--format", "csv"], in: folder)
            #expect(kenya.exitCode == .success, "\(kenya.stderr)")
            let real = try #require(try SharedFigures.value("SP.POP.TOTL", "KEN", 2022))
            #expect(kenya.stdout.contains(",\(Int(real)),"))
            #expect(
                kenya.stderr.contains(
                    "mirror (World Development Indicators release 2026-10-01, bulk file WDI_CSV.zip sha256 "))

            // An indicator the bundled snapshot does not hold, with the long definition of the release.
            let shown = try await Self.run(["indicators", "show", "MS.MIL.XPND.CD", "--offline"], in: folder)
            #expect(shown.exitCode == .success, "\(shown.stderr)")
            #expect(shown.stdout.contains("It runs over two lines"))
            #expect(shown.stderr.contains("(third-party terms (SIPRI: third-party terms apply))"))
        }
    }

    @Test func noOutputCallsASeriesCCBy4ThatItsLabelDoesNot() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let bulk = "http://127.0.0.1:\(server.port)"
            #expect(try await Self.run(["mirror"], in: folder, bulk: bulk).exitCode == .success)
            let zip = folder.appendingPathComponent("served.zip")
            try await PythonRun.download(bulk + "/data/download/WDI_CSV.zip", to: zip.path)
            let labels = try await PythonRun.seriesLicences(ofZip: zip.path)
            // The series with values (the fake lists one without any, which no output can show).
            let valued = try await PythonRun.output([
                "-c",
                """
                import csv, io, sys, zipfile
                text = zipfile.ZipFile(sys.argv[1]).read("WDICSV.csv").decode("utf-8-sig")
                rows = csv.reader(io.StringIO(text, newline=""))
                next(rows)
                print(" ".join(sorted({r[3] for r in rows if any(c.strip() for c in r[4:])})))
                """, zip.path,
            ]).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(valued.count == 8)
            for (code, label) in labels.sorted(by: { $0.key < $1.key }) where valued.contains(code) {
                let free = ["CC BY-4.0", "CC BY 4.0"].contains(label)
                for format in ["table", "csv", "tsv", "json", "markdown"] {
                    let run = try await Self.run(
                        ["list", "--offline", "-y", "2020", "-c", "KEN", "--indicator", code, "--format", format],
                        in: folder)
                    #expect(run.exitCode == .success, "\(code) \(format): \(run.stderr)")
                    for text in [run.stdout, run.stderr] where !text.isEmpty {
                        if free {
                            #expect(text.contains("World Development Indicators (CC BY 4.0)"), "\(code) \(format)")
                        } else {
                            #expect(!text.contains("(CC BY 4.0)"), "\(code) \(format): \(text)")
                            #expect(text.contains("licences differ by indicator: \(code) "), "\(code) \(format)")
                        }
                    }
                }
            }
            // A manifest keeps each series' label, and cite words it from there.
            let manifest = folder.appendingPathComponent("run.json").path
            let listed = try await Self.run(
                ["list", "--offline", "-y", "2020", "--indicator", "MS.MIL.XPND.CD", "--manifest", manifest], in: folder
            )
            #expect(listed.exitCode == .success, "\(listed.stderr)")
            let cited = try await Self.run(["cite", manifest, "--format", "bibtex"], in: folder)
            #expect(cited.stdout.contains("license = {licences differ by indicator: MS.MIL.XPND.CD third-party terms"))
            #expect(!cited.stdout.contains("license = {CC BY 4.0}"))
        }
    }

    @Test func figuresAreAnsweredAsOfAReleaseHeldAndARefusedOneNamesThoseHeld() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let bulk = "http://127.0.0.1:\(server.port)"
            #expect(try await Self.run(["mirror"], in: folder, bulk: bulk).exitCode == .success)
            // A SYNTHETIC revision: Kenya's 2022 GDP 1 % higher in a release of 2026-12-15.
            try await server.serveBulk(release: "2026-12-15", revisions: [("NY.GDP.MKTP.CD", "KEN", 2022, 1.01)])
            #expect(try await Self.run(["mirror"], in: folder, bulk: bulk).exitCode == .success)
            let real = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "KEN", 2022))
            let revised = (real * 1.01 * 100).rounded() / 100

            // Kenya's GDP as the CSV writes it (the shortest text that reads back as the same double).
            func gdp(_ extra: [String]) async throws -> (value: Double?, run: CommandRun) {
                let run = try await Self.run(
                    ["list", "-c", "KEN", "-y", "2022", "--format", "csv"] + extra, in: folder)
                let lines = run.stdout.split(whereSeparator: \.isNewline)
                guard let header = lines.first?.split(separator: ","), let row = lines.dropFirst().first,
                    let column = header.firstIndex(of: "gdp_usd")
                else { return (nil, run) }
                return (Double(String(row.split(separator: ",", omittingEmptySubsequences: false)[column])), run)
            }
            let newest = try await gdp(["--offline"])
            let first = try await gdp(["--release", "2026-10-01"])
            let second = try await gdp(["--release", "2026-12-15"])
            #expect(first.run.exitCode == .success, "\(first.run.stderr)")
            #expect(newest.value == revised)
            #expect(first.value == real)
            #expect(second.value == revised)
            #expect(first.run.stderr.contains("mirror (World Development Indicators release 2026-10-01, bulk file"))
            #expect(first.run.stderr.contains("lastupdated 2026-10-01"))
            #expect(
                first.run.stderr.contains("SP.POP.TOTL (2022): mirror (World Development Indicators release 2026-10-01")
            )

            // A manifest made as of a release is cited with that release's file: its URL and SHA-256.
            let manifest = folder.appendingPathComponent("pinned.json").path
            let pinned = try await gdp(["--release", "2026-10-01", "--manifest", manifest])
            #expect(pinned.value == real)
            try JSONSchemaTests.check(
                try String(contentsOfFile: manifest, encoding: .utf8), is: "manifest", "--release")
            let cited = try await Self.run(["cite", manifest], in: folder)
            let sha = try #require(
                cited.stdout.firstMatch(
                    of: /Bulk file: WDI_CSV.zip, release 2026-10-01, (\S+), SHA-256 ([0-9a-f]{64})\./))
            #expect(sha.1 == "\(bulk)/data/download/WDI_CSV.zip")
            #expect(!cited.stdout.contains("release 2026-12-15"))
            // verify, offline: the release it was made from, and what the newer release changed of it.
            let verified = try await Self.run(["verify", manifest, "--offline"], in: folder)
            #expect(verified.exitCode == .datasetsMoved, "\(verified.stderr)")
            #expect(
                verified.stdout.contains(
                    "Made from release 2026-10-01 of the World Development Indicators; 1 figure of its indicators for "
                        + "its economies and years since changed in release 2026-12-15 (0 by rounding only)."))

            let absent = try await gdp(["--release", "2025-04-17"])
            #expect(absent.run.exitCode == .unavailable)
            #expect(absent.run.stdout.isEmpty)
            #expect(
                absent.run.stderr.hasPrefix(
                    "error: the mirror holds no release 2025-04-17 of the World Development Indicators "
                        + "(it holds 2026-10-01, 2026-12-15)"))
            let contradiction = try await gdp(["--release", "2026-10-01", "--live"])
            #expect(contradiction.run.exitCode == .usage)
        }
    }

    @Test func twoReleasesAreComparedWithReRoundingsToldFromRevisions() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let bulk = "http://127.0.0.1:\(server.port)"
            let zips = (
                folder.appendingPathComponent("first.zip").path, folder.appendingPathComponent("second.zip").path
            )
            #expect(try await Self.run(["mirror"], in: folder, bulk: bulk).exitCode == .success)
            try await PythonRun.download(bulk + "/data/download/WDI_CSV.zip", to: zips.0)
            // A SYNTHETIC release written with 11 significant digits (as the Bank's of 2026-02-25 was),
            // Kenya's 2022 GDP also revised by 1 %.
            try await server.serveBulk(
                release: "2026-12-15", revisions: [("NY.GDP.MKTP.CD", "KEN", 2022, 1.01)], digits: 11)
            #expect(try await Self.run(["mirror"], in: folder, bulk: bulk).exitCode == .success)
            try await PythonRun.download(bulk + "/data/download/WDI_CSV.zip", to: zips.1)
            // The cells that differ between the two zips, as Python's csv module reads them.
            let differing = try await PythonRun.output([
                "-c",
                """
                import csv, io, sys, zipfile
                def cells(path):
                    text = zipfile.ZipFile(path).read("WDICSV.csv").decode("utf-8-sig")
                    rows = csv.reader(io.StringIO(text, newline=""))
                    header = next(rows)
                    return {(r[1], r[3], header[i]): float(c) for r in rows for i, c in enumerate(r[4:], 4) if c.strip()}
                a, b = cells(sys.argv[1]), cells(sys.argv[2])
                print(sum(1 for k in set(a) | set(b) if a.get(k) != b.get(k)))
                """, zips.0, zips.1,
            ]).trimmingCharacters(in: .whitespacesAndNewlines)

            let run = try await Self.run(
                ["revisions", "--between", "2026-12-15:2026-10-01", "--format", "json"], in: folder)
            #expect(run.exitCode == .success, "\(run.stderr)")
            try JSONSchemaTests.check(run.stdout, is: "release-revisions", "revisions --between")
            let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let summary = try #require(document?["summary"] as? [String: Int])
            #expect(summary["revised"] == 1)
            #expect(summary["added"] == 0 && summary["removed"] == 0)
            #expect((summary["rounding_only"] ?? 0) > 1000)
            #expect((summary["rounding_only"] ?? 0) + 1 == Int(differing))
            let rows = try #require(document?["rows"] as? [[String: Any]])
            let revised = rows.filter { $0["kind"] as? String == "revised" }
            #expect(revised.count == 1)
            #expect(
                revised.first?["iso3"] as? String == "KEN" && revised.first?["indicator"] as? String == "NY.GDP.MKTP.CD"
            )
            #expect((document?["releases"] as? [String: Any])?["earlier"] as? String == "2026-10-01")

            let table = try await Self.run(
                ["revisions", "--between", "2026-10-01:2026-12-15", "--indicator", "NY.GDP.MKTP.CD", "-c", "KEN"],
                in: folder)
            #expect(table.stdout.contains("KEN   Kenya  NY.GDP.MKTP.CD  2022  revised"))
            #expect(table.stdout.contains("NY.GDP.MKTP.CD: "))
            let refused = try await Self.run(["revisions", "--between", "2026-10-01:2020-01-01"], in: folder)
            #expect(refused.exitCode == .unavailable)
            #expect(refused.stderr.contains("(it holds 2026-10-01, 2026-12-15)"))
            let same = try await Self.run(["revisions", "--between", "2026-10-01:2026-10-01"], in: folder)
            #expect(same.exitCode == .usage)
        }
    }

    @Test(arguments: [
        (
            ["mirror", "nosuch"], "unknown database 'nosuch'",
            "wdi (World Development Indicators), gender (Gender Statistics)"
        ),
        (
            ["mirror", "--bulk-url", "ftp://example.org"], "invalid --bulk-url 'ftp://example.org'",
            "data/download/WDI_CSV.zip"
        ),
    ])
    func badInputIsRefusedNamingTheValueAndTheChoices(arguments: [String], error: String, hint: String) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await Self.run(arguments, in: folder)
        #expect(run.exitCode == .usage)
        #expect(run.stderr.hasPrefix("error: \(error)"))
        #expect(run.stderr.contains(hint))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("mirror").path))
    }

    @Test func aServerThatCannotBeReachedLeavesNothingAndSaysWhatToDo() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await Self.run(["mirror", "--stall", "5s"], in: folder, bulk: "http://127.0.0.1:9")
        #expect(run.exitCode == .unavailable)
        #expect(run.stderr.contains("hint: check the network, or --bulk-url (COUNTRIES_BULK_URL)"))
        #expect(!run.stderr.contains("--offline"))
        let held = try await Self.run(["mirror", "--list"], in: folder)
        #expect(held.stdout.hasPrefix("No release held in "))
    }

    @Test func pastReleasesAreListedAddedFromTheCatalogueInAnyOrderAndAnsweredAsOf() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let bulk = "http://127.0.0.1:\(server.port)"
            // SYNTHETIC dated files: one written with 11 significant digits, one with Kenya's 2022 GDP 1 % higher.
            try await server.serveCatalogue([
                ("2025-12-19", [], 11), ("2026-01-29", [("NY.GDP.MKTP.CD", "KEN", 2022, 1.01)], nil),
                ("2026-10-01", [], nil),
            ])
            #expect(try await Self.run(["mirror"], in: folder, bulk: bulk).exitCode == .success)

            let before = try await Self.run(["releases", "--format", "json"], in: folder, bulk: bulk)
            #expect(before.exitCode == .success, "\(before.stderr)")
            try JSONSchemaTests.check(before.stdout, is: "releases", "releases")
            let listed = try JSONSerialization.jsonObject(with: Data(before.stdout.utf8)) as? [String: Any]
            let rows = try #require(listed?["rows"] as? [[String: Any]])
            #expect(rows.map { $0["release"] as? String } == ["2025-12-19", "2026-01-29", "2026-10-01"])
            #expect(rows.map { $0["held"] as? Bool } == [false, false, true])
            #expect(rows.last?["values"] as? Int == 70_078)
            #expect(rows.last?["source_url"] as? String == bulk + "/data/download/WDI_CSV.zip")
            #expect(
                rows.first?["catalogue_url"] as? String
                    == bulk + "/ddh-published/0037712/DR0095335/WDI_CSV_2025_12_19.zip?versionId=2025-12-19T00:00:00Z")

            for day in ["2026-01-29", "2025-12-19"] {
                let added = try await Self.run(["mirror", "--release", day], in: folder, bulk: bulk)
                #expect(added.exitCode == .success, "\(added.stderr)")
                #expect(added.stderr.contains("wdi: release \(day) built, 70,078 values of 8 indicators"))
            }
            let again = try await Self.run(["mirror", "--release", "2025-12-19"], in: folder, bulk: bulk)
            #expect(again.stderr.contains("wdi: release 2025-12-19 already held, nothing downloaded"))
            let held = try await Self.run(["releases", "--offline", "--format", "csv"], in: folder)
            #expect(held.exitCode == .success, "\(held.stderr)")
            #expect(
                held.stdout.split(whereSeparator: \.isNewline).dropFirst().map {
                    $0.split(separator: ",").prefix(3).joined(separator: ",")
                }
                    == ["wdi,2025-12-19,true", "wdi,2026-01-29,true", "wdi,2026-10-01,true"])

            // The newest release still answers by default; each past one as of itself.
            let real = try #require(try SharedFigures.value("NY.GDP.MKTP.CD", "KEN", 2022))
            func gdp(_ extra: [String]) async throws -> String {
                let run = try await Self.run(
                    ["list", "-c", "KEN", "-y", "2022", "--format", "csv", "--offline"] + extra, in: folder)
                let lines = run.stdout.split(whereSeparator: \.isNewline)
                let header = lines.first?.split(separator: ",") ?? []
                guard let column = header.firstIndex(of: "gdp_usd"), let row = lines.dropFirst().first else {
                    return run.stderr
                }
                return String(row.split(separator: ",", omittingEmptySubsequences: false)[column])
            }
            #expect(try await gdp([]) == String(real))
            #expect(try await gdp(["--release", "2026-01-29"]) == String((real * 1.01 * 100).rounded() / 100))
            #expect(Double(try await gdp(["--release", "2025-12-19"])) == Double(String(format: "%.11g", real)))

            // The 11-digit release differs from the newest by rounding only, ties included.
            let compared = try await Self.run(
                ["revisions", "--between", "2025-12-19:2026-10-01", "--format", "json"], in: folder)
            let document = try JSONSerialization.jsonObject(with: Data(compared.stdout.utf8)) as? [String: Any]
            let summary = try #require(document?["summary"] as? [String: Int])
            #expect(summary["revised"] == 0, "\(compared.stderr)")
            #expect((summary["rounding_only"] ?? 0) > 1000)

            // A claim of the figure a past release gave, since revised, is said to be so.
            let claimed = try await Self.run(
                ["check", "Kenya", "NY.GDP.MKTP.CD", "2022", "$114.55 billion", "--offline", "--format", "csv"],
                in: folder)
            #expect(claimed.exitCode == .datasetsMoved)
            #expect(claimed.stdout.contains(",close,\"the claim is the figure of release 2026-01-29, revised since\","))

            // An assistant pins one call to a release; the others answer from the newest.
            var environment = MCPClient.environment(cache: folder)
            environment["COUNTRIES_MIRROR_DIR"] = folder.appendingPathComponent("mirror").path
            let client = try MCPClient(["--offline"], environment: environment)
            _ = try await client.initialize("2025-11-25")
            func figure(_ release: String?) async throws -> (value: Double?, origin: String?, error: String?) {
                var arguments: [String: Any] = ["economies": ["KEN"], "indicators": ["NY.GDP.MKTP.CD"], "year": 2022]
                if let release { arguments["release"] = release }
                let result = try await client.call("get_data", arguments)
                let rows = (result["structuredContent"] as? [String: Any])?["rows"] as? [[String: Any]]
                let text = ((result["content"] as? [[String: Any]])?.first?["text"] as? String)
                // The value as written: Foundation's JSONSerialization on Linux may misread the last digit.
                let value = text?.firstMatch(of: /"value": ?(-?[0-9][0-9.eE+-]*)/).flatMap { Double(String($0.1)) }
                return (value, rows?.first?["origin"] as? String, result["isError"] as? Bool == true ? text : nil)
            }
            let pinned = try await figure("2026-01-29")
            #expect(pinned.value == (real * 1.01 * 100).rounded() / 100, "\(pinned)")
            #expect(pinned.origin?.contains("release 2026-01-29") == true, "\(pinned)")
            let newest = try await figure(nil)
            #expect(newest.value == real)
            #expect(newest.origin?.contains("release 2026-10-01") == true, "\(newest)")
            let absent = try await figure("2024-05-30")
            #expect(absent.value == nil)
            #expect(
                absent.error?.contains(
                    "the mirror holds no release 2024-05-30 of the World Development Indicators "
                        + "(it holds 2025-12-19, 2026-01-29, 2026-10-01)") == true, "\(absent)")
            let malformed = try await figure("January")
            #expect(malformed.error?.contains("'release' must be a day such as 2026-10-01, not 'January'") == true)
            let totals = try await client.call("region_totals", ["year": 2022, "release": "2026-01-29"])
            #expect(totals["isError"] as? Bool != true, "\(totals)")
            let (status, _, stderr) = try await client.close()
            #expect(status == 0, "\(stderr)")
        }
    }

    @Test func aPastReleaseTheCatalogueDoesNotNameIsRefusedWithWhatItNames() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let bulk = "http://127.0.0.1:\(server.port)"
            let absent = try await Self.run(["mirror", "--release", "2024-05-30"], in: folder, bulk: bulk)
            #expect(absent.exitCode == .unavailable)
            #expect(
                absent.stderr.hasPrefix(
                    "error: the Data Catalog names no file of release 2024-05-30 of wdi (it names 2026-10-01)\n"
                        + "hint: the Bank keeps some past files, not all: if you know where WDI_CSV_2024_05_30.zip lies, "
                        + "give its URL with --file-url"))
            let misnamed = try await Self.run(
                ["mirror", "--release", "2024-05-30", "--file-url", bulk + "/WDI_CSV_2024_05_31.zip"], in: folder,
                bulk: bulk)
            #expect(misnamed.exitCode == .usage)
            #expect(misnamed.stderr.contains("the file is not WDI_CSV_2024_05_30.zip"))
            let gone = try await Self.run(
                [
                    "mirror", "--release", "2024-05-30", "--file-url",
                    bulk + "/ddh-published/0037712/DR0095335/WDI_CSV_2024_05_30.zip",
                ], in: folder, bulk: bulk)
            #expect(gone.exitCode == .unavailable)
            #expect(gone.stderr.contains("the server answered 404"))
            for arguments in [
                ["mirror", "--file-url", bulk + "/WDI_CSV_2024_05_30.zip"],
                ["mirror", "--list", "--release", "2024-05-30"],
                ["mirror", "wdi", "gender", "--release", "2024-05-30"],
                ["releases", "wdi", "gender"], ["mirror", "--release", "2024-5-30"],
            ] {
                let run = try await Self.run(arguments, in: folder, bulk: bulk)
                #expect(run.exitCode == .usage, "\(arguments)")
                #expect(run.stdout.isEmpty)
            }
            // Nothing was added, and the catalogue out of reach still lists what is held.
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("mirror/wdi").path))
            let unreachable = try await Self.run(
                ["releases", "--catalogue-url", "http://127.0.0.1:1"], in: folder)
            #expect(unreachable.exitCode == .success)
            #expect(unreachable.stderr.hasPrefix("notice: the Data Catalog could not be asked"))
            #expect(unreachable.stdout.contains("0 releases held (the Data Catalog could not be read)"))
        }
    }

    @Test func anAnswerFromTheAPIAloneIsCreditedWithTheLabelItsSeriesMetadataGives() async throws {
        try await withFakeWorldBank { server in
            let folder = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(folder) }
            let base = server.baseURL.description
            // No mirror: the figures and the label come from the API, the label from the series metadata.
            let environment = ["COUNTRIES_MIRROR_DIR": folder.appendingPathComponent("no-mirror").path]
            let arguments = ["list", "-c", "KEN", "-y", "2020", "--indicator", "MS.MIL.XPND.CD", "--format", "csv"]
            let live = try await CommandRun.run(arguments, baseURL: base, cache: folder, environment: environment)
            #expect(live.exitCode == .success, "\(live.stderr)")
            let credit =
                "World Development Indicators (licences differ by indicator: MS.MIL.XPND.CD third-party terms "
                + "(SIPRI: third-party terms apply), the rest CC BY 4.0)"
            #expect(live.stdout.contains(credit), "\(live.stdout)")
            #expect(live.stderr.contains(credit))
            #expect(!live.stdout.contains("(CC BY 4.0)"))
            let log = try await server.requestLog()
            #expect(log.filter { $0.path == "/v2/sources/2/series/MS.MIL.XPND.CD/metadata" }.count == 1)

            // Offline, the label kept in the cache credits the cached figures the same way, with no request.
            try await server.reset()
            let manifest = folder.appendingPathComponent("run.json").path
            let offline = try await CommandRun.run(
                arguments + ["--offline", "--manifest", manifest], baseURL: base, cache: folder,
                environment: environment)
            #expect(offline.exitCode == .success, "\(offline.stderr)")
            #expect(offline.stdout.contains(credit))
            #expect(try await server.requestLog().isEmpty)
            let cited = try await CommandRun.run(
                ["cite", manifest, "--format", "bibtex"], baseURL: base, cache: folder, environment: environment)
            #expect(cited.stdout.contains("license = {licences differ by indicator: MS.MIL.XPND.CD third-party terms"))

            // A series whose metadata gives CC BY 4.0 is credited so; one the API gives no label for stays unknown.
            let free = try await CommandRun.run(
                ["list", "-c", "KEN", "-y", "2020", "--indicator", "SP.DYN.LE00.IN"], baseURL: base, cache: folder,
                environment: environment)
            #expect(
                free.stderr.contains("Source: World Bank, World Development Indicators (CC BY 4.0)"), "\(free.stderr)")

            // The labels are an entry of the cache: listed, and removed by 'cache clear' with the rest.
            let info = try await CommandRun.run(["cache", "info"], baseURL: base, cache: folder)
            #expect(info.stdout.contains("licence labels of the series metadata"), "\(info.stdout)")
            let cleared = try await CommandRun.run(["cache", "clear"], baseURL: base, cache: folder)
            #expect(cleared.stderr.contains("the licence labels"), "\(cleared.stderr)")
            let left = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter {
                $0.hasSuffix("licences.csv")
            }
            #expect(left.isEmpty)
        }
    }
}
