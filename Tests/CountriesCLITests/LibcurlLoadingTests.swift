import Foundation
import TestSupport
import Testing

#if os(Linux)
    /// The binary opens libcurl with dlopen at its first request: a run that never asks the API
    /// never loads it, and a machine where it cannot be loaded still answers from the offline copy.
    @Suite struct LibcurlLoadingTests {
        static func environment(_ baseURL: String, cache: URL) -> [String: String] {
            EndToEndTests.environment(baseURL, cache: cache)
        }

        /// Whether this process may make a private mount namespace (root, and a kernel and
        /// container that allow it), where a bind mount can hide the system's libcurl from one run.
        static func canHideLibraries() async throws -> Bool {
            guard getuid() == 0 else { return false }
            let run = try await BinaryRun.shell("unshare -m true", environment: [:])
            return run.status == 0
        }

        @Test func libcurlIsLoadedByARunThatAsksTheAPIAndByNoOther() async throws {
            let cache = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(cache) }
            // The dynamic loader names on stderr every library it loads, at start-up or by dlopen.
            let tracing = ["LD_DEBUG": "libs"]
            let offline = try await BinaryRun.run(
                ["list", "--offline", "--format", "csv"],
                environment: Self.environment(RepositoryPaths.unreachableBaseURL, cache: cache).merging(tracing) {
                    $1
                })
            let live = try await withFakeWorldBank { server in
                try await BinaryRun.run(
                    ["list", "--year", "2022", "--format", "csv"] + EndToEndTests.patient,
                    environment: Self.environment(server.baseURL.description, cache: cache).merging(tracing) { $1 })
            }

            #expect(offline.status == 0)
            #expect(offline.stdout.hasPrefix("iso3,iso2,name,"))
            #expect(!offline.stderr.contains("libcurl"), "an offline run never loads libcurl")
            #expect(live.status == 0)
            #expect(live.stderr.contains("data: live"))
            #expect(live.stderr.contains("calling init: ") && live.stderr.contains("libcurl.so.4"))
        }

        @Test(.enabled("needs a private mount namespace to hide libcurl", canHideLibraries))
        func aLibcurlThatCannotBeLoadedIsAnsweredFromTheSnapshotWithANoticeNamingIt() async throws {
            let cache = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(cache) }
            let (run, log) = try await withFakeWorldBank { server in
                // An empty file bind-mounted over the library that libcurl.so.4 resolves to.
                let script = """
                    library=$(readlink -f "$(PATH=/usr/sbin:/sbin:$PATH ldconfig -p \\
                        | awk '$1 == "libcurl.so.4" { print $NF; exit }')")
                    exec unshare -m sh -c 'mount --bind /dev/null "$1" && exec "$2" list --year 2022 --format csv' \\
                        hide "$library" "$COUNTRIES"
                    """
                let run = try await BinaryRun.shell(
                    script, environment: Self.environment(server.baseURL.description, cache: cache))
                return (run, try await server.requestLog())
            }

            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("iso3,iso2,name,"))
            #expect(log.isEmpty, "nothing was sent")
            let notices = run.stderr.split(separator: "\n")
            #expect(notices.first?.hasPrefix("notice: the World Bank API could not be reached: ") == true)
            #expect(notices.first?.contains("libcurl could not be loaded: ") == true)
            #expect(notices.first?.contains("libcurl.so.4") == true, "dlerror's text names the library")
            #expect(notices.last?.contains("· data: snapshot") == true)
        }
    }
#endif
