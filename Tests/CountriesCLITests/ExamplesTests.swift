import Foundation
import TestSupport
import Testing

@testable import CountriesCLI

/// Every example the tool teaches runs as written: those `--help` prints (and so the manual, which
/// is built from the same list) and every `$ countries` line of the README, against the fake API,
/// each in a scratch folder of its own as a reader would try it.
@Suite struct ExamplesTests {
    /// The examples of every command's `--help`.
    static let helpExamples = CountriesCommand.entries.flatMap(\.examples)

    /// The `$ countries …` lines of the README's console blocks.
    static let readmeExamples: [String] = {
        let readme =
            (try? String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8))
        return (readme ?? "").split(separator: "\n").filter { $0.hasPrefix("$ countries") }.map {
            String($0.dropFirst(2))
        }
    }()

    /// The indicators the examples name besides population and GDP, for which the shared data holds
    /// no figures: the fake serves synthetic values for them (for plumbing only; no figure is checked).
    static let syntheticIndicators = [
        ("SP.DYN.LE00.IN", "Life expectancy at birth, total (years) [synthetic test values]"),
        ("EN.GHG.CO2.MT.CE.AR5", "Carbon dioxide (CO2) emissions (Mt CO2e) [synthetic test values]"),
    ]

    /// The words of a command line up to a pipe, `&&` or `>`, quotes removed, and whether its
    /// output is redirected to a file.
    static func words(_ line: String) -> (words: [String], redirected: Bool) {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var started = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                started = true
            } else if character == " " {
                if started || !word.isEmpty { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
            }
        }
        if started || !word.isEmpty { words.append(word) }
        let end = words.firstIndex { ["|", "&&", ">"].contains($0) } ?? words.count
        return (Array(words[..<end]), words.indices.contains(end) && words[end] == ">")
    }

    /// A data folder for the fake API: the shared countries, population and GDP, and synthetic
    /// series of ``syntheticIndicators`` for every economy, 2000 to 2024.
    static func dataFolder(in folder: URL) throws -> URL {
        let data = folder.appendingPathComponent("fake-data")
        let shared = RepositoryPaths.root.appendingPathComponent("Tests/TestSupport/FakeWorldBank/data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        for name in ["countries.csv", "SP.POP.TOTL.csv", "NY.GDP.MKTP.CD.csv", "wdi-codes.csv"] {
            try FileManager.default.copyItem(
                at: shared.appendingPathComponent(name), to: data.appendingPathComponent(name))
        }
        var catalogue = try String(contentsOf: shared.appendingPathComponent("indicators.csv"), encoding: .utf8)
        let codes = try String(contentsOf: shared.appendingPathComponent("countries.csv"), encoding: .utf8)
            .split(whereSeparator: \.isNewline).dropFirst().compactMap {
                $0.split(separator: ",").first.map(String.init)
            }
        for (index, (code, name)) in syntheticIndicators.enumerated() {
            catalogue += "\(code),\"\(name)\",\"synthetic\",World Development Indicators,\"\"\n"
            var rows = "Country Name,Country Code,Year,Value\n"
            for (position, economy) in codes.enumerated() {
                for year in 2000...2024 {
                    rows += "\(economy),\(economy),\(year),\(50 + (position * 7 + index * 13 + year) % 30)\n"
                }
            }
            try rows.write(to: data.appendingPathComponent("\(code).csv"), atomically: true, encoding: .utf8)
        }
        try catalogue.write(to: data.appendingPathComponent("indicators.csv"), atomically: true, encoding: .utf8)
        return data
    }

    @Test func theExamplesAreFoundAndEachCommandHasSome() {
        #expect(Self.helpExamples.count >= 40)
        #expect(Self.readmeExamples.count >= 15)
        #expect(CountriesCommand.entries.filter { $0.examples.isEmpty }.map(\.name).isEmpty)
    }

    @Test(arguments: helpExamples + readmeExamples)
    func anExampleRunsAsWritten(line: String) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let (typed, redirected) = Self.words(line)
        #expect(typed.first == "countries")
        // Files and folders go to the scratch folder, where a reader would try the example.
        func arguments(baseURL: String, bulkURL: String = RepositoryPaths.unreachableBaseURL) -> [String] {
            var arguments: [String] = []
            var words = typed.dropFirst()[...]
            while let word = words.popFirst() {
                // verify's and cite's manifest or report folder, check's claims: the ones prepared below.
                if arguments == ["verify"] || arguments == ["cite"]
                    || (arguments == ["check"] && (word.hasSuffix(".csv") || word.hasSuffix(".json"))),
                    !word.hasPrefix("-")
                {
                    arguments.append(folder.appendingPathComponent(word.replacing("/", with: "-")).path)
                    continue
                }
                arguments.append(word)
                guard
                    ["-o", "--output", "--out", "--data-dir", "--dir", "--base-url", "--bulk-url", "--manifest"]
                        .contains(word),
                    let value = words.popFirst()
                else { continue }
                switch word {
                case "--base-url": arguments.append(baseURL)
                case "--bulk-url": arguments.append(bulkURL)
                default: arguments.append(folder.appendingPathComponent(value.replacing("/", with: "-")).path)
                }
            }
            if arguments.first == "report", !arguments.contains("--out") {
                arguments += ["--out", folder.appendingPathComponent("reports").path]
            }
            return arguments
        }
        // Only what the bundled snapshot cannot answer asks the fake API: the indicators it lacks, an
        // indicator's description, a snapshot update, the list of databases and another database (its
        // figures SYNTHETIC, made up by the fake), the members of a group only the API lists (the
        // fake's are the Bank's own), a mirror of the bulk files (the fake's). The rest answers from the snapshot when the
        // API cannot be reached, as it does for a reader offline.
        let asks =
            Self.syntheticIndicators.contains { line.contains($0.0) } || line.contains("snapshot update")
            || (line.contains("indicators show") && !line.contains("--offline"))
            || (line.contains("countries sources") && !line.contains("--offline")) || line.contains("--source ")
            || ["--in EUU", "--in EMU", "--in OED"].contains { line.contains($0) }
            || (line.contains("countries mirror") && !line.contains("--list")) || line.contains("--between")
            || (line.contains("countries releases") && !line.contains("--offline"))
        // What check's examples read: a file of claims that hold, in the format its name says.
        if typed.dropFirst().first == "check", let name = typed.dropFirst(2).first, name.contains(".") {
            let claims =
                name.hasSuffix(".json")
                ? #"[{"economy": "Kenya", "indicator": "SP.POP.TOTL", "year": 2022, "value": "54.3 million"}]"#
                : "economy,indicator,year,value\nKenya,SP.POP.TOTL,2022,54.3 million\n"
            try claims.write(
                to: folder.appendingPathComponent(name.replacing("/", with: "-")), atomically: true, encoding: .utf8)
        }
        // What verify's and cite's examples read: a report folder and a manifest, made the way they
        // teach, under each name they use.
        if ["verify", "cite"].contains(typed.dropFirst().first), typed.dropFirst(2).first?.hasPrefix("-") == false {
            let reports = folder.appendingPathComponent("reports")
            let report = try await CommandRun.run(["report", "--offline", "--out", reports.path], cache: folder)
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("reports-latest").path,
                withDestinationPath: reports.appendingPathComponent("latest").path)
            let list = try await CommandRun.run(
                ["list", "--offline", "--manifest", folder.appendingPathComponent("run.json").path], cache: folder)
            #expect(report.exitCode == .success && list.exitCode == .success, "\(report.stderr)\(list.stderr)")
            for name in ["run.manifest.json", "ssf.manifest.json"] {
                try FileManager.default.copyItem(
                    at: folder.appendingPathComponent("run.json"), to: folder.appendingPathComponent(name))
            }
        }
        let run =
            asks
            ? try await withFakeWorldBank(dataFolder: try Self.dataFolder(in: folder)) { server in
                let bulkURL = "http://127.0.0.1:\(server.port)"
                // Two releases of the fake's bulk file (the later one re-rounded, SYNTHETIC) to compare.
                if let index = typed.firstIndex(of: "--between"), index + 1 < typed.count {
                    let days = typed[index + 1].split(separator: ":").map(String.init).sorted()
                    for (release, digits) in zip(days, [nil, 11]) {
                        try await server.serveBulk(release: release, digits: digits)
                        let mirrored = try await CommandRun.run(
                            ["mirror"], cache: folder, environment: ["COUNTRIES_BULK_URL": bulkURL])
                        #expect(mirrored.exitCode == .success, "\(mirrored.stderr)")
                    }
                }
                // A past release: the fake's Data Catalog names it (a SYNTHETIC dated file).
                if typed.contains("mirror"), let index = typed.firstIndex(of: "--release"), index + 1 < typed.count {
                    try await server.serveCatalogue([(typed[index + 1], [], nil), ("2026-10-01", [], nil)])
                }
                return try await CommandRun.run(
                    arguments(baseURL: server.baseURL.description, bulkURL: bulkURL),
                    baseURL: server.baseURL.description, cache: folder,
                    environment: ["COUNTRIES_BULK_URL": bulkURL, "COUNTRIES_CATALOGUE_URL": bulkURL])
            }
            : try await CommandRun.run(arguments(baseURL: RepositoryPaths.unreachableBaseURL), cache: folder)
        #expect(run.exitCode == .success, "\(line): \(run.stderr)")
        #expect(!run.stderr.contains("error:"), "\(line): \(run.stderr)")
        if redirected { #expect(!run.stdout.isEmpty, "\(line) prints what it redirects") }
    }
}
