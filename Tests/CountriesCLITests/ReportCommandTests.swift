import AtomicFiles
import CountriesCLI
import Foundation
import OfflineStore
import TestSupport
import Testing
import WorldBank

#if canImport(Glibc)
    import Glibc
#endif

/// `countries report`: contents, byte-identical reruns, atomicity, the lock, --keep, --if-changed
/// and "What changed".
@Suite struct ReportCommandTests {
    static func day(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: "\(text)T06:17:00Z") ?? CommandRun.now
    }

    static func report(_ folder: URL, at date: Date, _ extra: [String] = [], data: URL? = nil) async throws
        -> CommandRun
    {
        let console = CapturingConsole()
        let cache = folder.deletingLastPathComponent().appendingPathComponent("cache-\(UUID().uuidString)")
        let code = await CountriesCommand.run(
            arguments: ["report", "--offline", "--out", folder.path] + extra,
            environment: [
                "COUNTRIES_CACHE_DIR": cache.path, "COUNTRIES_DATA_DIR": (data ?? RepositoryPaths.snapshot).path,
                "WORLDBANK_API_URL": RepositoryPaths.unreachableBaseURL,
            ],
            console: console, executable: URL(fileURLWithPath: "/usr/local/bin/countries"), now: date)
        return CommandRun(arguments: ["report"] + extra, exitCode: code, stdout: console.stdout, stderr: console.stderr)
    }

    static func tree(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        return (enumerator?.allObjects as? [String] ?? []).sorted()
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// The report's `datapackage.json` describes each of its CSV files: the same columns in the same
    /// order, typed as their values are, an empty field the only missing value (so `NA` stays text).
    static func checkDataPackage(in folder: URL) throws {
        let package = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.appendingPathComponent("datapackage.json")))
        let resources = try #require((package as? [String: Any])?["resources"] as? [[String: Any]])
        #expect(resources.count == 8)
        for resource in resources {
            let path = try #require(resource["path"] as? String)
            let schema = try #require(resource["schema"] as? [String: Any])
            let fields = try #require(schema["fields"] as? [[String: String]])
            let header = try Self.text(folder.appendingPathComponent(path)).prefix { $0 != "\r\n" }
            #expect(fields.compactMap { $0["name"] }.joined(separator: ",") == header, "\(path)")
            #expect(schema["missingValues"] as? [String] == [""])
            let types = Dictionary(uniqueKeysWithValues: fields.map { ($0["name"] ?? "", $0["type"] ?? "") })
            #expect(types["iso2"] == "string" && types["population"] == "number")
            #expect(types["population_year"] == "integer" && types["source"] == "string")
        }
    }

    @Test func aReportOnTheSnapshotMatchesItsGoldenFiles() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")

        let run = try await Self.report(reports, at: Self.day("2026-11-29"), ["--year", "2022"])

        #expect(run.exitCode == .success)
        #expect(run.stdout == reports.appendingPathComponent("2026-11-29-2022").path + "\n")
        #expect(run.stderr == "")
        let files = [
            "countries.csv", "countries.parquet", "countries.xlsx", "datapackage.json", "economies.json", "index.html",
            "index.md", "manifest.json",
            "map.svg", "regions",
            "regions/east-asia-pacific.csv", "regions/europe-central-asia.csv", "regions/latin-america-caribbean.csv",
            "regions/middle-east-north-africa-afghanistan-pakistan.csv", "regions/north-america.csv",
            "regions/south-asia.csv", "regions/sub-saharan-africa.csv", "summary.json",
        ]
        #expect(
            Self.tree(reports) == [".lock", "2026-11-29-2022"] + files.map { "2026-11-29-2022/\($0)" } + ["latest-2022"]
        )
        #expect(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: reports.appendingPathComponent("latest-2022").path) == "2026-11-29-2022")
        let day = reports.appendingPathComponent("2026-11-29-2022")
        Golden.check(try Self.text(day.appendingPathComponent("index.md")), against: "report-2022-index.md")
        Golden.check(try Self.text(day.appendingPathComponent("summary.json")), against: "report-2022-summary.json")
        Golden.check(try Self.text(day.appendingPathComponent("index.html")), against: "report-2022-index.html")
        Golden.check(
            try Self.text(day.appendingPathComponent("regions/north-america.csv")),
            against: "report-2022-north-america.csv")
        try Self.checkDataPackage(in: day)
        let all = try Self.text(day.appendingPathComponent("countries.csv"))
        #expect(all.components(separatedBy: "\r\n").count == 1 + 217 + 1)
        // index.md shows map.svg, the very drawing `countries map` makes of the same year.
        let map = root.appendingPathComponent("map.svg")
        #expect(try await CommandRun.run(["map", "--offline", "--year", "2022", "-o", map.path]).exitCode == .success)
        #expect(try Self.text(day.appendingPathComponent("map.svg")) == Self.text(map))
    }

    @Test func theSameDataGivesByteIdenticalFilesButForTheGenerationTime() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let first = root.appendingPathComponent("first")
        let second = root.appendingPathComponent("second")
        let morning = Self.day("2026-11-29")
        let evening = morning.addingTimeInterval(9 * 3_600)

        _ = try await Self.report(first, at: morning)
        _ = try await Self.report(second, at: evening)

        let files = Self.tree(first.appendingPathComponent("2026-11-29")).filter { $0.contains(".") }
        #expect(files.count == 17)
        for file in files {
            if file.hasSuffix(".xlsx") || file.hasSuffix(".parquet") {
                let a = try Data(contentsOf: first.appendingPathComponent("2026-11-29/\(file)"))
                #expect(try Data(contentsOf: second.appendingPathComponent("2026-11-29/\(file)")) == a)
                continue
            }
            let a = try Self.text(first.appendingPathComponent("2026-11-29/\(file)"))
            let b = try Self.text(second.appendingPathComponent("2026-11-29/\(file)"))
            // summary.json says it in ISO 8601, the pages as people write it: "29 November 2026, 06:17 UTC".
            let stamps = [
                (morning.formatted(.iso8601), evening.formatted(.iso8601)),
                ("29 November 2026, 06:17 UTC", "29 November 2026, 15:17 UTC"),
            ]
            let mentions = stamps.map { a.components(separatedBy: $0.0).count - 1 }.reduce(0, +)
            #expect(mentions <= 1, "\(file) names the generation time at most once")
            var (left, right) = (a, b)
            for (early, late) in stamps {
                left = left.replacingOccurrences(of: early, with: "T")
                right = right.replacingOccurrences(of: late, with: "T")
            }
            // The manifest records the command line, whose --out differs here, and the SHA-256 of each
            // file, which differs with the files that name the generation time.
            left = left.replacing(first.path, with: "OUT")
            right = right.replacing(second.path, with: "OUT")
            if file == "manifest.json" {
                (left, right) = (Self.withoutOutputHashes(left), Self.withoutOutputHashes(right))
            }
            #expect(left == right, "\(file)")
        }
    }

    /// A manifest's text with the hashes of its outputs (after `"outputs"`) masked.
    static func withoutOutputHashes(_ text: String) -> String {
        guard let start = text.range(of: "\"outputs\"") else { return text }
        return String(text[..<start.lowerBound])
            + text[start.lowerBound...].replacing(#/"sha256": "[0-9a-f]{64}"/#, with: "\"sha256\": \"…\"")
    }

    @Test func aSecondRunOfTheSameSeriesTheSameDayReplacesThatDaysFolderWhateverItsTitle() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        _ = try await Self.report(reports, at: Self.day("2026-11-29"), ["--year", "2022", "--title", "Draft"])
        let second = try await Self.report(reports, at: Self.day("2026-11-29"), ["--year", "2022", "--title", "Final"])

        #expect(second.exitCode == .success)
        #expect(Self.tree(reports).filter { !$0.contains("/") } == [".lock", "2026-11-29-2022", "latest-2022"])
        let markdown = try Self.text(reports.appendingPathComponent("latest-2022/index.md"))
        #expect(markdown.hasPrefix("# Final\n"))
        // The title is a label: the second run compares with the first.
        #expect(markdown.contains("## What changed\n\nNothing changed since the previous report.\n"))
    }

    @Test func keepRemovesTheOldestButNeverTheNewReport() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        for day in ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"] {
            _ = try await Self.report(reports, at: Self.day(day))
        }

        let run = try await Self.report(reports, at: Self.day("2026-11-28"), ["--keep", "2"])

        #expect(run.exitCode == .success)
        #expect(Self.tree(reports).filter { !$0.contains("/") } == [".lock", "2026-11-27", "2026-11-28", "latest"])
    }

    @Test func ifChangedWritesNothingWhenTheDataIsTheSame() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        _ = try await Self.report(reports, at: Self.day("2026-11-28"))

        let run = try await Self.report(reports, at: Self.day("2026-11-29"), ["--if-changed"])

        #expect(run.exitCode == .success)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "notice: the data equals that of report 2026-11-28 (World Bank lastupdated 2026-03-20); nothing written\n"
        )
        #expect(Self.tree(reports).filter { !$0.contains("/") } == [".lock", "2026-11-28", "latest"])
    }

    @Test func titleAndRegionChooseWhatTheReportCoversAndAreRecorded() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")

        let run = try await Self.report(
            reports, at: Self.day("2026-11-29"), ["--year", "2022", "--title", "Board pack <Q4>", "--region", "ssf"])

        #expect(run.exitCode == .success)
        let html = try Self.text(reports.appendingPathComponent("latest-ssf-2022/index.html"))
        #expect(html.contains("<h1>Board pack &lt;Q4&gt;</h1>"))
        #expect(html.contains("<p>The 48 economies of Sub-Saharan Africa listed have 1.23 B people"))
        #expect(
            html.contains(
                "<p class=\"freshness warning\">Figures from the World Bank&#39;s World Development "
                    + "Indicators, last updated 20 March 2026. This report used the copy bundled with countries (30 April 2026), "
                    + "as it was run offline.</p>"))
        #expect(html.contains("<p class=\"generated\">Generated 29 November 2026, 06:17 UTC</p>"))
        // One region: its trend charts alone, no bars by region.
        #expect(html.contains("<h3>Population by region, 2005–2024</h3>"))
        #expect(html.contains("<figcaption>Sub-Saharan Africa <span class=\"last\">1.29 B in 2024</span></figcaption>"))
        #expect(!html.contains("<figcaption>Population by region</figcaption>"))
        let summary = try Self.text(reports.appendingPathComponent("latest-ssf-2022/summary.json"))
        #expect(summary.contains("\"title\": \"Board pack <Q4>\","))
        #expect(
            summary.contains(
                "\"region\": {\n        \"id\": \"SSF\",\n        \"name\": \"Sub-Saharan Africa\"\n      },"))
        #expect(Self.tree(reports.appendingPathComponent("latest-ssf-2022/regions")) == ["sub-saharan-africa.csv"])
    }

    @Test func aLiveReportSaysSoWithoutAWarning() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        let cache = root.appendingPathComponent("cache")
        let code = try await withFakeWorldBank { server in
            await CountriesCommand.run(
                // A generous network budget: a loaded 2-core machine can be slow, and this test is about
                // the wording of a live report.
                arguments: ["report", "--out", reports.path, "--year", "2022", "--network-budget", "300"],
                environment: ["COUNTRIES_CACHE_DIR": cache.path, "WORLDBANK_API_URL": server.baseURL.description],
                console: CapturingConsole(), executable: URL(fileURLWithPath: "/usr/local/bin/countries"),
                now: Self.day("2026-11-29"))
        }
        #expect(code == .success)
        let html = try Self.text(reports.appendingPathComponent("latest-2022/index.html"))
        #expect(
            html.contains(
                "<p class=\"freshness\">Figures from the World Bank&#39;s World Development Indicators, "
                    + "last updated 20 March 2026. Fetched from the World Bank API for this report.</p>"))
    }

    @Test func aColdReportAsksForTheNewestValuesInOneQueryAndShowsWhatTheSnapshotShows() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let (live, offline) = (root.appendingPathComponent("live"), root.appendingPathComponent("offline"))
        let (cache, otherCache) = (root.appendingPathComponent("cache"), root.appendingPathComponent("cache-1990"))
        func asked(_ log: [ServedRequest]) -> [String] { log.map { "\($0.path)?\($0.query)" }.sorted() }
        let (cold, later, old) = try await withFakeWorldBank { server in
            let base = server.baseURL.description
            _ = try await CommandRun.run(["report", "--out", live.path], baseURL: base, cache: cache)
            let cold = asked(try await server.requestLog())
            try await server.reset()
            // The cache holds each economy's 20 newest values, not whole histories: another year is asked for.
            let list = try await CommandRun.run(["list", "--year", "2010"], baseURL: base, cache: cache)
            #expect(list.stderr.hasSuffix("SP.POP.TOTL (2010): live; NY.GDP.MKTP.CD (2010): live\n"))
            let later = asked(try await server.requestLog())
            try await server.reset()
            _ = try await CommandRun.run(
                ["report", "--out", root.appendingPathComponent("1990").path, "--year", "1990"], baseURL: base,
                cache: otherCache)
            return (cold, later, asked(try await server.requestLog()))
        }
        _ = try await CommandRun.run(["report", "--offline", "--out", offline.path])

        // One page each: the country list, and both indicators' 20 newest values per economy.
        let (countries, both) = (
            "/v2/country?format=json&per_page=1000&page=1", "/v2/country/all/indicator/SP.POP.TOTL;NY.GDP.MKTP.CD"
        )
        #expect(cold == ["\(both)?format=json&mrnev=20&source=2&per_page=12000&page=1", countries])
        #expect(later == ["\(both)?format=json&date=2010&source=2&per_page=2000&page=1"])
        #expect(
            old == [
                "\(both)?format=json&date=1990&source=2&per_page=2000&page=1",
                "\(both)?format=json&mrnev=20&source=2&per_page=12000&page=1", countries,
            ])
        // The fake API's newest values give the report the built-in snapshot gives (ReportPeriodsTests:
        // the one the full histories give); only the lines that say where the figures came from differ.
        for file in ["economies.json", "index.md"] {
            let texts = try [live, offline].map { folder in
                try Self.text(folder.appendingPathComponent("2026-11-29/\(file)")).split(separator: "\n").filter {
                    !$0.contains("Figures from the World Bank's World Development Indicators")
                        && !$0.hasPrefix("_Source:") && !$0.hasPrefix("    \"origin\": ")
                }
            }
            #expect(texts[0] == texts[1], "\(file)")
        }
    }

    /// A file cut short, one of a later version of its shape, and one of another shape are all
    /// figures this version cannot compare with.
    @Test(arguments: [
        ("{", #"{"rows": ["#), (#""version": 1"#, #""version": 2"#),
        (#""name": "report-economies""#, #""name": "listing""#),
    ])
    func aDamagedPreviousReportIsSaidAndTheReportIsBuiltWithoutWhatChanged(original: String, damage: String)
        async throws
    {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        _ = try await Self.report(reports, at: Self.day("2026-11-28"), ["--year", "2022"])
        let damaged = reports.appendingPathComponent("2026-11-28-2022/economies.json")
        let text = try Self.text(damaged)
        #expect(text.contains(original))
        try Data(
            (original == "{" ? damage : text.replacing(original, with: damage, maxReplacements: 1)).utf8
        ).write(to: damaged)

        let run = try await Self.report(reports, at: Self.day("2026-11-29"), ["--year", "2022", "--if-changed"])

        #expect(run.exitCode == .success)
        #expect(
            run.stderr == "notice: the previous report's figures in \(damaged.path) cannot be read "
                + "(not the figures this tool writes); this report has no \"What changed\" section\n")
        #expect(run.stdout == reports.appendingPathComponent("2026-11-29-2022").path + "\n")
        let markdown = try Self.text(reports.appendingPathComponent("latest-2022/index.md"))
        #expect(!markdown.contains("What changed"))
        #expect(markdown.contains("## Regions, 2022\n"))
    }

    @Test func whatChangedListsRevisionsReclassificationsAndRemovals() async throws {
        let root = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(root) }
        let reports = root.appendingPathComponent("reports")
        let revised = root.appendingPathComponent("revised-data")
        try RevisedSnapshot.write(to: revised)
        _ = try await Self.report(reports, at: Self.day("2026-11-28"), ["--year", "2022"])

        let run = try await Self.report(
            reports, at: Self.day("2026-11-29"), ["--year", "2022", "--if-changed"], data: revised)

        #expect(run.exitCode == .success)
        let markdown = try Self.text(reports.appendingPathComponent("latest-2022/index.md"))
        let section = markdown.components(separatedBy: "## What changed\n\n").last?.components(separatedBy: "\n## ")
            .first
        #expect(
            section == """
                World Bank lastupdated: 2026-03-20 → 2026-04-15

                ### Revised (2)

                | Economy | Indicator | Year | Before → after | Change |
                | --- | --- | --- | --- | ---: |
                | Korea, Rep. (KOR) | Population | 2022 | 51.7 M → 52.7 M | +2.0% |
                | Kenya (KEN) | GDP (US$) | 2022 | $113 B → $112 B | -1.0% |

                ### Reclassified (1)

                - Kenya (KEN): income level Lower middle income → Upper middle income

                ### Removed (1)

                - Tuvalu (TUV)

                """)
        let summary = try Self.text(reports.appendingPathComponent("latest-2022/summary.json"))
        let korea = try #require(try SharedFigures.value("SP.POP.TOTL", "KOR", 2022))
        #expect(summary.contains("\"relative_change\": \((korea * 1.02).rounded() / korea - 1)"))
        #expect(
            summary.contains("\"Reclassified: Kenya (KEN): income level Lower middle income → Upper middle income\""))
        #expect(summary.contains("\"Revised: Korea, Rep. (KOR), Population, 2022, 51.7 M → 52.7 M, +2.0%\""))
        #expect(
            summary.contains(
                "\"The largest revisions since the previous report: Korea, Rep.'s 2022 population (+2.0%), "
                    + "Kenya's 2022 GDP (-1.0%).\""))
        let html = try Self.text(reports.appendingPathComponent("latest-2022/index.html"))
        #expect(html.contains("What changed"))
        #expect(html.contains("Tuvalu"))
    }
}

/// The bundled snapshot with a few deliberate differences, for the "What changed" test: Korea's
/// 2022 population +2 %, Kenya's 2022 GDP -1 % and income level moved up, Tuvalu removed, and a new
/// `lastupdated`.
enum RevisedSnapshot {
    static func write(to folder: URL) throws {
        let snapshot = BundledSnapshot(folder: RepositoryPaths.snapshot)
        let countries = try #require(try snapshot.file(.countries).countries)
            .filter { $0.id != "TUV" }
            .map { country in
                guard country.id == "KEN" else { return country }
                return Country(
                    id: country.id, iso2Code: country.iso2Code, name: country.name, region: country.region,
                    adminRegion: country.adminRegion,
                    incomeLevel: Classification(id: "UMC", iso2Code: "XT", name: "Upper middle income"),
                    lendingType: country.lendingType, capitalCity: country.capitalCity, longitude: country.longitude,
                    latitude: country.latitude)
            }
        let datasets = try [IndicatorCode.population, .gdp].map { code in
            let dataset = try snapshot.indicator(code, period: .history).0
            let observations = dataset.observations.map { observation -> Observation in
                guard observation.year == 2022, let value = observation.value else { return observation }
                let factor =
                    switch (observation.economyID, code) {
                    case ("KOR", .population): 1.02
                    case ("KEN", .gdp): 0.99
                    default: 1.0
                    }
                return Observation(
                    economyID: observation.economyID, economyISO2: observation.economyISO2, indicator: code,
                    year: observation.year, value: code == .population ? (value * factor).rounded() : value * factor)
            }
            return IndicatorDataset(
                indicator: code, name: dataset.name,
                metadata: DatasetMetadata(sourceID: "2", lastUpdated: "2026-04-15"),
                observations: ObservationTable(observations))
        }
        try BundledSnapshot(folder: folder).write(
            EconomyData(countries: countries, datasets: datasets),
            fetchedAt: Date(timeIntervalSince1970: 1_780_000_000),
            source: "test: revised copy of the bundled snapshot", scratch: ScratchFiles())
    }
}
