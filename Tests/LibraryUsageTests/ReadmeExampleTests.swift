import Foundation
import TestSupport
import Testing

/// The README's "Use from Swift" example (`ReadmeExample.swift`, word for word) runs against the fake
/// API, and the README still shows exactly that code.
@Suite struct ReadmeExampleTests {
    @Test func theExampleRunsAgainstTheFakeAPI() async throws {
        let largest = try await withFakeWorldBank { server in try await mostPopulous(from: server.baseURL) }

        #expect(largest.map(\.name) == ["India", "China", "United States", "Indonesia", "Pakistan"])
        #expect(largest.first?.population == (try SharedFigures.value("SP.POP.TOTL", "IND", 2022)))
    }

    @Test func theReadmeShowsExactlyThisCode() throws {
        let example = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```\n"))
    }
}
