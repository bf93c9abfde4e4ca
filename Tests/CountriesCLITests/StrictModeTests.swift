import Foundation
import TestSupport
import Testing

/// `--live` (and `COUNTRIES_LIVE=1`): every figure from the API, or exit 69, so that a pipeline can
/// tell "the API could not answer" from an answer without reading stderr.
@Suite struct StrictModeTests {
    @Test(arguments: [(["--live"], [String: String]()), ([], ["COUNTRIES_LIVE": "1"])])
    func aLiveRunThatCannotReachTheAPIExits69AndWritesNothing(flags: [String], environment: [String: String])
        async throws
    {
        let run = try await CommandRun.run(["list", "--year", "2022"] + flags, environment: environment)
        #expect(run.exitCode == .unavailable)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("error: gave up on http://127.0.0.1:9/v2/"))
        #expect(!run.stderr.contains("snapshot (fetched"), "nothing was answered from the snapshot")
        // Without it, the same run answers from the snapshot with exit 0, as before.
        let fallback = try await CommandRun.run(["list", "--year", "2022"])
        #expect(fallback.exitCode == .success)
        #expect(fallback.stderr.contains("answering from the bundled snapshot"))
    }

    @Test func aLiveRunAsksTheAPIEvenWithAFreshCache() async throws {
        let cache = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(cache) }
        let (warm, live, requests) = try await withFakeWorldBank { server in
            let base = server.baseURL.description
            _ = try await CommandRun.run(["list", "--year", "2022", "-q"], baseURL: base, cache: cache)
            try await server.reset()
            let warm = try await CommandRun.run(["list", "--year", "2022", "-q"], baseURL: base, cache: cache)
            let warmRequests = try await server.requestLog().count
            let live = try await CommandRun.run(
                ["list", "--year", "2022", "--live", "-q"], baseURL: base, cache: cache)
            return (warm, live, (warmRequests, try await server.requestLog().count - warmRequests))
        }
        #expect(warm.exitCode == .success && live.exitCode == .success)
        #expect(requests.0 == 0, "the fresh cache answers a plain run")
        #expect(requests.1 == 2, "the country list and both indicators, asked again")
        let figures = { (run: CommandRun) in run.stdout.split(separator: "\n").filter { !$0.hasPrefix("Source:") } }
        #expect(figures(live) == figures(warm))
        #expect(live.stdout.contains("data: live") && warm.stdout.contains("data: cache"))
    }

    @Test func liveContradictsOfflineButAnExplicitOfflineBeatsTheVariable() async throws {
        let both = try await CommandRun.run(["list", "--live", "--offline"])
        #expect(both.exitCode == .usage)
        #expect(both.stderr == "error: --offline and --live contradict each other\nhint: give one of them\n")
        let offline = try await CommandRun.run(["list", "--offline", "-q"], environment: ["COUNTRIES_LIVE": "1"])
        #expect(offline.exitCode == .success)
        let variables = try await CommandRun.run(
            ["list"], environment: ["COUNTRIES_LIVE": "1", "COUNTRIES_OFFLINE": "1"])
        #expect(variables.exitCode == .usage)
        #expect(variables.stderr.hasPrefix("error: COUNTRIES_LIVE=1 and COUNTRIES_OFFLINE=1 contradict each other\n"))
    }
}
