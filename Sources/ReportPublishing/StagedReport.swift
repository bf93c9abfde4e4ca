import AtomicFiles
public import CountriesAnalysis

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A report being written in its hidden staging folder, not yet visible as a report.
public struct StagedReport: Sendable {
    /// The staging folder.
    public let folder: URL
    /// The dated name it will be published as.
    public let name: String
    /// The series it belongs to.
    public let scope: ReportScope
    /// Where the staging folder is noted until it is published.
    let scratch: ScratchFiles

    /// The files every report of this tool holds, and the folders it writes files into: what a
    /// report it replaces may hold that is not someone else's.
    static let reportFiles: Set<String> = [
        "index.html", "index.md", "map.svg", "countries.csv", "countries.xlsx", "summary.json",
        ReportDirectory.basisFileName,
    ]
    static let reportFolders: Set<String> = ["regions"]

    /// True when the report-relative `path` is one of the files this tool writes in a report.
    static func isReportFile(_ path: String) -> Bool {
        reportFiles.contains(path)
            || (path.hasPrefix("regions/") && path.hasSuffix(".csv") && path.count(where: { $0 == "/" }) == 1)
    }

    /// Writes `contents` (text as UTF-8, or a workbook) to `relativePath` inside the report,
    /// creating subfolders; a failure says the system's reason in plain words.
    public func write(_ contents: [UInt8], to relativePath: String) throws(PublishError) {
        let url = folder.appendingPathComponent(relativePath)
        do throws(FileError) {
            try AtomicFile.createFolder(url.deletingLastPathComponent().path)
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FileError(path: url.path, code: errno) }
            var problem = FileDescriptor.writeAll(contents, to: descriptor)
            if close(descriptor) != 0, problem == 0 { problem = errno }
            guard problem == 0 else { throw FileError(path: url.path, code: problem) }
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Removes the staging folder after a failure.
    public func discard() {
        try? FileManager.default.removeItem(at: folder)
        scratch.finished(folder.path)
    }
}
