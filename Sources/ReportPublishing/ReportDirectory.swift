public import AtomicFiles
import CSystem
public import CountriesAnalysis
import WorldBank

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

/// The folder of scheduled reports: one dated folder per run and scope (``ReportScope``), a
/// `latest` pointer per scope, one lock.
///
/// The folder may hold things the tool did not make; they are never replaced, moved or deleted. A
/// report folder is the tool's when its `summary.json` says it was written by countries
/// (``isReport(_:)``); a pointer is the tool's when it is a symbolic link to such a folder beside it.
/// A file someone put into a report folder of the tool is carried into the folder that replaces it
/// the same day.
///
/// A report is built in a hidden staging folder beside the target and moved into place in one
/// rename (an atomic swap when the day's folder already exists), and `latest` is switched by
/// renaming a new symlink over it, so a failure or a kill at any moment leaves every earlier
/// report intact and no half-written folder visible as a report.
public struct ReportDirectory: Sendable {
    /// The folder, `reports/` by default.
    public let root: URL

    /// The file the next report reads to compare against.
    public static let basisFileName = "economies.json"

    /// Creates the folder if needed.
    public init(root: URL) throws(PublishError) {
        self.root = root
        do {
            try AtomicFile.createFolder(root.path)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Checks, before anything is fetched or written, that publishing report `name` can only replace
    /// what this tool made: `name` must be absent or a report of this tool. Anything else there
    /// belongs to someone else and is never moved or deleted.
    public func checkCanPublish(_ name: String) throws(PublishError) {
        guard fileType(name) != nil, !isReport(name) else { return }
        throw .notOurs(path: root.appendingPathComponent(name).path)
    }

    /// Why the pointer of `scope` (`latest`, `latest-<scope>`) will be left as it is, or `nil` when it
    /// is absent or the tool's own link (a link to a report folder beside it), which publishing may replace.
    public func foreignLatest(_ scope: ReportScope) -> String? {
        let pointer = root.appendingPathComponent(scope.latestName).path
        guard let type = fileType(scope.latestName) else { return nil }
        guard type == .typeSymbolicLink,
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: pointer)
        else { return "\(pointer) is not a link this tool made" }
        guard isReport(target) else { return "\(pointer) points to \(target), not a report of this tool beside it" }
        return nil
    }

    /// True when `name` is a folder directly inside the report folder whose `summary.json` says
    /// countries wrote it: reports of every version carry that file.
    func isReport(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != "..", fileType(name) == .typeDirectory
        else { return false }
        let summary = root.appendingPathComponent(name).appendingPathComponent("summary.json")
        guard let size = (try? FileManager.default.attributesOfItem(atPath: summary.path))?[.size] as? UInt,
            size < 16 * 1_048_576, let data = try? Data(contentsOf: summary),
            let summary = try? JSONValue(parsing: data)
        else { return false }
        // `"tool": "countries 1.4.0"` in its `metadata`, or at the top in reports written before every
        // JSON output had its envelope.
        let tool = summary["metadata"]?["tool"]?.stringValue ?? summary["tool"]?.stringValue
        return tool?.hasPrefix("countries ") == true
    }

    /// True when `name` is what a run of this tool writes before it publishes: a staging folder
    /// (`.staging-<report>-<hex>`), a report moved aside while it is replaced (`.replaced-<hex>`)
    /// or a new `latest` link (`.latest-<hex>`); the UUIDs that earlier versions ended these names
    /// with end in 12 hex digits, so they are recognised too.
    private func isScratch(_ name: String) -> Bool {
        func endsInRandom(_ rest: Substring) -> Bool {
            let random = rest.split(separator: "-").last ?? ""
            return (1...16).contains(random.count) && UInt64(random, radix: 16) != nil
        }
        let type = fileType(name)
        if name.hasPrefix(".staging-") { return type == .typeDirectory && endsInRandom(name.dropFirst(9)) }
        if name.hasPrefix(".replaced-") { return type == .typeDirectory && endsInRandom(name.dropFirst(10)) }
        if name.hasPrefix(".latest-") { return type == .typeSymbolicLink && endsInRandom(name.dropFirst(8)) }
        return false
    }

    /// Takes the folder's lock, then deletes what runs that were killed left unpublished (a run the
    /// lock lets in is the only one writing here); returns the names of what it removed, so the
    /// caller can say so.
    public func lock() throws(PublishError) -> (lock: ReportLock, removed: [String]) {
        let lock = try ReportLock(at: root.appendingPathComponent(".lock"))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        var removed: [String] = []
        for name in names.sorted() where isScratch(name) {
            if (try? FileManager.default.removeItem(at: root.appendingPathComponent(name))) != nil {
                removed.append(name)
            }
        }
        return (lock, removed + TemporaryName.removeLeftovers(in: root.path))
    }

    /// The folders named like a report of `scope` (`YYYY-MM-DD[-scope]`), oldest first: those this
    /// tool wrote, or (`ours == false`) those it did not, which are never touched.
    private func datedFolders(ours: Bool, in scope: ReportScope) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { name in
            ReportScope(folderName: name) == scope && fileType(name) == .typeDirectory && isReport(name) == ours
        }.sorted()
    }

    /// The type of `name` inside the folder, a symbolic link not followed; `nil` when it is absent.
    private func fileType(_ name: String) -> FileAttributeType? {
        let path = root.appendingPathComponent(name).path
        return (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    /// The figures of the newest report of `scope` that answers the query of `basis`
    /// (``ReportBasis/answersSameQuery(as:)``), `nil` when there is none; a report whose figures are
    /// missing, oversized or not what this tool writes is an error, so the caller can say so.
    public func previousBasis(in scope: ReportScope, for basis: ReportBasis) throws(PublishError)
        -> (name: String, basis: ReportBasis)?
    {
        let link = try? FileManager.default.destinationOfSymbolicLink(
            atPath: root.appendingPathComponent(scope.latestName).path)
        // The scope's pointer when it points to a report of this tool, then its dated reports, newest first.
        let linked = link.flatMap { ReportScope(folderName: $0) == scope && isReport($0) ? $0 : nil }
        let dated = datedFolders(ours: true, in: scope).reversed().filter { $0 != linked }
        for name in [linked].compactMap({ $0 }) + dated {
            let previous = try readBasis(name)
            if basis.answersSameQuery(as: previous) { return (name, previous) }
        }
        return nil
    }

    /// The figures recorded in report `name`.
    private func readBasis(_ name: String) throws(PublishError) -> ReportBasis {
        let url = root.appendingPathComponent(name).appendingPathComponent(Self.basisFileName)
        guard let data = try? Data(contentsOf: url) else {
            throw .unreadablePrevious(path: url.path, reason: "missing or unreadable")
        }
        guard data.count < 64 * 1_048_576 else {
            throw .unreadablePrevious(path: url.path, reason: "\(data.count) bytes, larger than any report")
        }
        guard let document = try? JSONValue(parsing: data), let basis = ReportBasis(json: document) else {
            throw .unreadablePrevious(path: url.path, reason: "not the figures this tool writes")
        }
        return basis
    }

    /// A fresh hidden staging folder for the report of `scope` dated `day`, noted in `scratch` so
    /// that a run that is stopped removes it.
    public func stage(_ scope: ReportScope, day: String, scratch: ScratchFiles) throws(PublishError) -> StagedReport {
        let name = scope.folderName(day: day)
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let folder = root.appendingPathComponent(".staging-\(name)-\(random)", isDirectory: true)
        guard scratch.create(folder.path, with: { mkdir(folder.path, 0o755) }) == 0 else {
            throw .cannotWrite(path: folder.path, reason: FileError(path: folder.path, code: errno).reason)
        }
        return StagedReport(folder: folder, name: name, scope: scope, scratch: scratch)
    }

    /// A report published: its folder, and what it kept of the folder it replaced.
    public struct Published: Sendable {
        /// `DIR/<name>`.
        public let folder: URL
        /// The paths, inside the folder, of the files and folders that someone else had put into
        /// the day's earlier report, carried into this one.
        public let kept: [String]
    }

    /// Moves `staged` into place as `DIR/<name>` and points its scope's `latest` at it, unless that
    /// pointer is not the tool's (``foreignLatest(_:)``), which is left as it is. What someone else
    /// put into the day's earlier report is linked (a file) or copied (anything else) into the new
    /// one first, so replacing the folder loses none of it.
    ///
    /// The move and the pointer are one step a signal cannot split (``ScratchFiles/commit(_:)``: a
    /// stopping signal waits for it): stopped at any moment, the folder and `latest` agree, and the
    /// temporary link the pointer is swapped through is never left behind.
    public func publish(_ staged: StagedReport) throws(PublishError) -> Published {
        let target = root.appendingPathComponent(staged.name, isDirectory: true)
        let replacing = FileManager.default.fileExists(atPath: target.path)
        let kept = replacing ? try carryForeignFiles(from: target, into: staged) : []
        let pointer = foreignLatest(staged.scope) == nil ? root.appendingPathComponent(staged.scope.latestName) : nil
        do {
            try staged.scratch.commit { () throws(FileError) in
                var link: String?
                if pointer != nil {
                    let path = root.appendingPathComponent(
                        ".latest-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))"
                    ).path
                    guard symlink(staged.name, path) == 0 else { throw FileError(path: path, code: errno) }
                    link = path
                }
                // Gone once renamed onto the pointer; removed here on any failure before.
                defer { if let link { unlink(link) } }
                if replacing {
                    if csystem_exchange_paths(staged.folder.path, target.path) != 0 {
                        try replaceWithoutSwap(target, by: staged.folder)
                    }
                } else if rename(staged.folder.path, target.path) != 0 {
                    throw FileError(path: target.path, code: errno)
                }
                if let link, let pointer, rename(link, pointer.path) != 0 {
                    throw FileError(path: pointer.path, code: errno)
                }
            }
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        // After a swap the staging path holds the replaced report, which goes now (or with the
        // scratch files, if the run is stopped first).
        if replacing { try? FileManager.default.removeItem(at: staged.folder) }
        staged.scratch.finished(staged.folder.path)
        return Published(folder: target, kept: kept)
    }

    /// Brings into `staged` every entry of the report `old` that the tool does not write
    /// (``StagedReport/isReportFile(_:)``) and the new report does not hold; returns their paths.
    private func carryForeignFiles(from old: URL, into staged: StagedReport) throws(PublishError) -> [String] {
        let manager = FileManager.default
        var kept: [String] = []
        func carry(_ relative: String) throws(PublishError) {
            let source = old.appendingPathComponent(relative).path
            let destination = staged.folder.appendingPathComponent(relative).path
            var status = stat()
            guard lstat(source, &status) == 0 else { return }
            let isFolder = (status.st_mode & S_IFMT) == S_IFDIR
            if isFolder, StagedReport.reportFolders.contains(relative) {
                // A folder the tool writes into: what else is in it is someone's.
                for name in ((try? manager.contentsOfDirectory(atPath: source)) ?? []).sorted() {
                    try carry(relative + "/" + name)
                }
                return
            }
            guard !StagedReport.isReportFile(relative), lstat(destination, &status) != 0 else { return }
            try PublishError.writing(destination) {
                if !isFolder, link(source, destination) == 0 { return }
                try manager.copyItem(atPath: source, toPath: destination)
            }
            kept.append(relative)
        }
        for name in ((try? manager.contentsOfDirectory(atPath: old.path)) ?? []).sorted() { try carry(name) }
        return kept
    }

    /// Where the file system cannot swap two folders atomically: move the old report aside, move the
    /// new one in, and put the old one back if that fails. `latest` is switched only afterwards.
    private func replaceWithoutSwap(_ target: URL, by staged: URL) throws(FileError) {
        let aside = root.appendingPathComponent(".replaced-\(String(UInt64.random(in: 0...UInt64.max), radix: 16))")
        guard rename(target.path, aside.path) == 0 else { throw FileError(path: target.path, code: errno) }
        guard rename(staged.path, target.path) == 0 else {
            let code = errno
            _ = rename(aside.path, target.path)
            throw FileError(path: target.path, code: code)
        }
        try? FileManager.default.removeItem(at: aside)
    }

    /// Removes the oldest reports of the scope of `kept` beyond `keep`, never `kept` itself, never a
    /// report of another scope and never a folder this tool did not write; returns those folders
    /// named like a report of that scope, left alone.
    public func prune(keep: Int, protecting kept: StagedReport) throws(PublishError) -> [String] {
        let names = datedFolders(ours: true, in: kept.scope).filter { $0 != kept.name }
        for name in names.dropLast(max(0, keep - 1)) {
            let folder = root.appendingPathComponent(name)
            try PublishError.writing(folder.path) { try FileManager.default.removeItem(at: folder) }
        }
        return datedFolders(ours: false, in: kept.scope)
    }
}
