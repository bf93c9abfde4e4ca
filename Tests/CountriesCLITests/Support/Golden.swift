import Foundation
import Testing

/// Golden files: expected outputs stored beside the tests, compared line by line.
///
/// `RECORD_GOLDEN=1 swift test` rewrites them; a recording run fails on purpose, so a re-recorded
/// file is always looked at and committed deliberately.
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden", isDirectory: true)

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            do {
                try Data(actual.utf8).write(to: url, options: .atomic)
                Issue.record(
                    "recorded \(name); run the tests again without RECORD_GOLDEN", sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("missing golden file \(name); record it with RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        Issue.record(
            "\(name) differs:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
    }

    /// The first differing lines, marked `-` (expected) and `+` (actual), with line numbers.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var report: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : "<none>"
            let b = index < new.count ? new[index] : "<none>"
            if a != b { report += ["line \(index + 1):", "- \(a)", "+ \(b)"] }
            if report.count >= 30 { break }
        }
        return report.joined(separator: "\n")
    }
}
