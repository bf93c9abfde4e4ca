import Foundation
import TestSupport
import Testing

/// The built binary against the loopback fake API: stdout, stderr and exit status together.
@Suite struct EndToEndTests {
    /// A network budget a loaded machine cannot use up, for runs that must answer live.
    static let patient = ["--network-budget", "600"]

    static func environment(_ baseURL: String, cache: URL) -> [String: String] {
        [
            "WORLDBANK_API_URL": baseURL, "COUNTRIES_CACHE_DIR": cache.path,
            "COUNTRIES_DATA_DIR": RepositoryPaths.snapshot.path, "HOME": cache.path,
        ]
    }

    @Test func aLiveCSVListingIsExactAndSaysItIsLive() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank { server in
            try await BinaryRun.run(
                ["list", "--year", "2022", "--region", "EAS", "--format", "csv"] + Self.patient,
                environment: Self.environment(server.baseURL.description, cache: cache))
        }

        #expect(run.status == 0)
        #expect(
            run.stderr
                == "Source: World Bank, World Development Indicators (CC BY 4.0) · lastupdated 2026-03-20 · data: live\n"
        )
        let lines = run.stdout.components(separatedBy: "\r\n")
        #expect(lines.first?.hasPrefix("iso3,iso2,name,region_id,region,income_id,income,capital,population,") == true)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "KOR,KR,\"Korea, Rep.\",EAS,East Asia & Pacific,HIC,High income,Seoul,51672569,2022,1673916511799.7087,2022,"
                )
            })
        #expect(
            lines.contains {
                $0.hasPrefix("HKG,HK,\"Hong Kong SAR, China\",EAS,East Asia & Pacific,HIC,High income,,7346100,")
            })
        #expect(lines.count == 1 + 37 + 1, "header, 37 economies, and the empty string after the last CRLF")
    }

    @Test func noNetworkAndNoCacheAnswersFromTheSnapshotWithANotice() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await BinaryRun.run(
            ["regions", "--year", "2022", "--format", "csv"],
            environment: Self.environment(RepositoryPaths.unreachableBaseURL, cache: cache))

        #expect(run.status == 0)
        let notices = run.stderr.split(separator: "\n")
        #expect(notices.count == 2)
        #expect(
            notices.first?.hasPrefix(
                "notice: the World Bank API could not be reached: gave up on http://127.0.0.1:9/v2/") == true)
        #expect(notices.first?.hasSuffix("answering from the bundled snapshot") == true)
        #expect(
            notices.last
                == "Source: World Bank, World Development Indicators (CC BY 4.0) · lastupdated 2026-03-20 · data: snapshot (fetched 2026-04-30)"
        )
        #expect(run.stdout.hasPrefix("region_id,region,economies,population,gdp_usd,"))
        #expect(run.stdout.contains("\r\nSSF,Sub-Saharan Africa,48,"))
    }

    /// The API's refusal of a catalogued indicator (an archived code), as the real API sends it: the
    /// envelope 120 for the query that names it.
    static let refused = FaultRule(.envelope, match: "SP.DYN.LE00.IN", times: -1, id: "120")

    @Test func anIndicatorTheAPIRejectsExits65() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank { server in
            try await server.setFaults([Self.refused])
            return try await BinaryRun.run(
                ["list", "--year", "2022", "--indicator", "SP.DYN.LE00.IN"] + Self.patient,
                environment: Self.environment(server.baseURL.description, cache: cache))
        }
        #expect(run.status == 65)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix(
                "error: the World Bank API refused the query: Invalid value (id 120): The provided parameter value is not valid\nhint: "
            ))
    }

    @Test func aFailedRunLeavesAnExistingOutputFileUntouched() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let output = folder.appendingPathComponent("economies.csv")
        try Data("previous,report\r\n".utf8).write(to: output)
        let run = try await withFakeWorldBank { server in
            try await server.setFaults([Self.refused])
            return try await BinaryRun.run(
                ["list", "--indicator", "SP.DYN.LE00.IN", "--format", "csv", "--output", output.path] + Self.patient,
                environment: Self.environment(server.baseURL.description, cache: folder.appendingPathComponent("cache"))
            )
        }
        #expect(run.status == 65)
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous,report\r\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cache", "economies.csv"])
    }

    @Test func anUnknownIndicatorIsAUsageErrorBeforeAnyRequest() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (run, requests) = try await withFakeWorldBank { server in
            let run = try await BinaryRun.run(
                ["list", "--year", "2022", "--indicator", "SP.DYN.LE00.INX"],
                environment: Self.environment(server.baseURL.description, cache: cache))
            return (run, try await server.requestLog().count)
        }
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr == "error: unknown indicator 'SP.DYN.LE00.INX'; did you mean 'SP.DYN.LE00.IN'?\n"
                + "hint: find codes with 'countries indicators WORDS', such as: countries indicators life expectancy\n")
        #expect(requests == 0)
    }

    @Test func theWholeCommandDeadlineStopsAHangingAPI() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let run = try await withFakeWorldBank(latency: .seconds(20)) { server in
            try await BinaryRun.run(
                ["regions", "--deadline", "1"], environment: Self.environment(server.baseURL.description, cache: cache))
        }
        #expect(run.status == 69)
        #expect(run.stdout == "")
        #expect(
            run.stderr == "error: the command did not finish within 1 s\nhint: raise --deadline, or use --offline\n")
    }

    @Test func helpAndVersionExitZeroOnStdout() async throws {
        let help = try await BinaryRun.run(["list", "--help"], environment: [:])
        let version = try await BinaryRun.run(["--version"], environment: [:])
        #expect(help.status == 0)
        #expect(
            help.stdout.hasPrefix(
                "List economies with population, GDP and GDP per capita.\n\nUsage: countries list [options]\n"))
        #expect(help.stderr == "")
        #expect(version.status == 0)
        #expect(version.stdout == "countries 0.1.0\n")
    }
}
