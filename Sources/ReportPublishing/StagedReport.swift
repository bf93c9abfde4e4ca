public import Analysis
public import Foundation

/// A report being written in its hidden staging folder, not yet visible as a report.
public struct StagedReport: Sendable {
    /// The staging folder.
    public let folder: URL
    /// The dated name it will be published as.
    public let name: String
    /// The series it belongs to.
    public let scope: ReportScope

    /// Writes `contents` (text as UTF-8, or a workbook) to `relativePath` inside the report,
    /// creating subfolders.
    public func write(_ contents: [UInt8], to relativePath: String) throws(PublishError) {
        let url = folder.appendingPathComponent(relativePath)
        try PublishError.writing(url.path) {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents).write(to: url)
        }
    }

    /// Writes the figures the next report compares against (``ReportDirectory/previousBasis(in:for:)`` reads them).
    public func write(_ basis: ReportBasis) throws(PublishError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try PublishError.writing(ReportDirectory.basisFileName) { try encoder.encode(basis) }
        try write(Array(data) + Array("\n".utf8), to: ReportDirectory.basisFileName)
    }

    /// Removes the staging folder after a failure.
    public func discard() {
        try? FileManager.default.removeItem(at: folder)
    }
}
