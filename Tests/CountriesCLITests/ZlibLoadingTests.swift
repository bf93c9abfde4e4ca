import Foundation
import TestSupport
import Testing

#if os(Linux)
    /// The binary opens zlib with dlopen at its first workbook: a run that writes none never loads
    /// it, and where it cannot be loaded the workbook is still written, its entries stored.
    @Suite struct ZlibLoadingTests {
        static func environment(cache: URL) -> [String: String] {
            EndToEndTests.environment(RepositoryPaths.unreachableBaseURL, cache: cache)
        }

        /// The entries' compression methods, as Python's zipfile reads them (8 deflate, 0 stored).
        static func methods(_ workbook: URL) async throws -> String {
            let script =
                "import sys, zipfile; print(sorted({i.compress_type for i in zipfile.ZipFile(sys.argv[1]).infolist()}))"
            let run = try await BinaryRun.run(
                ["python3", "-c", script, workbook.path], environment: [:],
                executable: URL(fileURLWithPath: "/usr/bin/env"))
            return run.stdout
        }

        @Test func zlibIsLoadedByARunThatWritesAWorkbookAndByNoOther() async throws {
            let cache = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(cache) }
            let workbook = cache.appendingPathComponent("out.xlsx")
            // The dynamic loader names on stderr every library it loads, at start-up or by dlopen.
            let tracing = Self.environment(cache: cache).merging(["LD_DEBUG": "libs"]) { $1 }
            let csv = try await BinaryRun.run(["list", "--offline", "-q", "--format", "csv"], environment: tracing)
            let xlsx = try await BinaryRun.run(["list", "--offline", "-q", "-o", workbook.path], environment: tracing)

            #expect(csv.status == 0)
            #expect(!csv.stderr.contains("libz.so"), "a CSV run never loads zlib")
            #expect(xlsx.status == 0)
            #expect(xlsx.stderr.contains("calling init: ") && xlsx.stderr.contains("libz.so.1"))
            #expect(try await Self.methods(workbook) == "[8]\n", "every entry deflated")
        }

        @Test(.enabled("needs a private mount namespace to hide zlib", LibcurlLoadingTests.canHideLibraries))
        func aZlibThatCannotBeLoadedGivesAWorkbookOfStoredEntries() async throws {
            let cache = try RepositoryPaths.temporaryFolder()
            defer { RepositoryPaths.removeTemporaryFolder(cache) }
            let workbook = cache.appendingPathComponent("out.xlsx")
            // An empty file bind-mounted over the library that libz.so.1 resolves to.
            let script = """
                library=$(readlink -f "$(PATH=/usr/sbin:/sbin:$PATH ldconfig -p \\
                    | awk '$1 == "libz.so.1" { print $NF; exit }')")
                exec unshare -m sh -c 'mount --bind /dev/null "$1" && exec "$2" list --offline -q -o "$3"' \\
                    hide "$library" "$COUNTRIES" "\(workbook.path)"
                """
            let run = try await BinaryRun.shell(script, environment: Self.environment(cache: cache))

            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr == "")
            #expect(try await Self.methods(workbook) == "[0]\n", "every entry stored")
        }
    }
#endif
