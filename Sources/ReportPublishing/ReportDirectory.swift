public import Analysis
import CSystem
public import Foundation

/// The folder of scheduled reports: one dated folder per run, a `latest` pointer, a lock.
///
/// The folder may hold things the tool did not make; they are never replaced, moved or deleted. A
/// report folder is the tool's when its `summary.json` says it was written by countries
/// (``isReport(_:)``); `latest` is the tool's when it is a symbolic link to such a folder beside it.
///
/// A report is built in a hidden staging folder beside the target and moved into place in one
/// rename (an atomic swap when the day's folder already exists), and `latest` is switched by
/// renaming a new symlink over it, so a failure or a kill at any moment leaves every earlier
/// report intact and no half-written folder visible as a report.
public struct ReportDirectory: Sendable {
    /// The folder, `reports/` by default.
    public let root: URL

    /// The name of the pointer to the newest report.
    public static let latestName = "latest"
    /// The file the next report reads to compare against.
    public static let basisFileName = "economies.json"

    /// Creates the folder if needed.
    public init(root: URL) throws(PublishError) {
        self.root = root
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: root.path, reason: error.localizedDescription)
        }
    }

    /// Checks, before anything is fetched or written, that publishing report `name` can only replace
    /// what this tool made: `name` must be absent or a report of this tool. Anything else there
    /// belongs to someone else and is never moved or deleted.
    public func checkCanPublish(_ name: String) throws(PublishError) {
        let target = root.appendingPathComponent(name).path
        guard (try? FileManager.default.attributesOfItem(atPath: target)) != nil else { return }
        guard isReport(name) else {
            throw .cannotWrite(
                path: target, reason: "it was not written by countries; move it away or use another --out")
        }
    }

    /// Why `latest` will be left as it is, or `nil` when it is absent or the tool's own link (a
    /// link to a report folder beside it), which publishing may replace.
    public func foreignLatest() -> String? {
        let pointer = root.appendingPathComponent(Self.latestName).path
        guard let type = (try? FileManager.default.attributesOfItem(atPath: pointer))?[.type] as? FileAttributeType
        else { return nil }
        guard type == .typeSymbolicLink,
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: pointer)
        else { return "\(pointer) is not a link this tool made" }
        guard isReport(target) else { return "\(pointer) points to \(target), not a report of this tool beside it" }
        return nil
    }

    /// True when `name` is a folder directly inside the report folder whose `summary.json` says
    /// countries wrote it: reports of every version carry that file.
    public func isReport(_ name: String) -> Bool {
        guard !name.isEmpty, !name.contains("/"), name != ".", name != ".." else { return false }
        let folder = root.appendingPathComponent(name)
        guard
            (try? FileManager.default.attributesOfItem(atPath: folder.path))?[.type] as? FileAttributeType
                == .typeDirectory
        else { return false }
        let summary = folder.appendingPathComponent("summary.json")
        guard let size = (try? FileManager.default.attributesOfItem(atPath: summary.path))?[.size] as? Int,
            size < 16 * 1_048_576, let data = try? Data(contentsOf: summary),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tool = object["tool"] as? String
        else { return false }
        return tool.hasPrefix("countries ")
    }

    /// Folders named like a report date that this tool did not write: left alone, and said so.
    public func foreignDatedFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { name in
            Self.isReportName(name) && !isReport(name)
                && (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(name).path))?[.type]
                    as? FileAttributeType == .typeDirectory
        }.sorted()
    }

    /// Takes the folder's lock.
    public func lock() throws(PublishError) -> ReportLock {
        try ReportLock.acquire(at: root.appendingPathComponent(".lock"))
    }

    /// The dated reports this tool wrote, oldest first; folders named like dates that it did not
    /// write are not among them.
    public func reportNames() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { Self.isReportName($0) && isReport($0) }.sorted()
    }

    /// The report `latest` points to, else the newest dated report.
    public func latestName() -> String? {
        let pointer = root.appendingPathComponent(Self.latestName).path
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: pointer),
            Self.isReportName(target), isReport(target)
        {
            return target
        }
        return reportNames().last
    }

    /// The figures of the latest report, `nil` when there is no report yet; a report whose figures
    /// are missing, oversized or not what this tool writes is an error, so the caller can say so.
    public func latestBasis() throws(PublishError) -> (name: String, basis: ReportBasis)? {
        guard let name = latestName() else { return nil }
        let url = root.appendingPathComponent(name).appendingPathComponent(Self.basisFileName)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadablePrevious(path: url.path, reason: "missing or unreadable")
        }
        guard data.count < 64 * 1_048_576 else {
            throw .unreadablePrevious(path: url.path, reason: "\(data.count) bytes, larger than any report")
        }
        do {
            return (name, try JSONDecoder().decode(ReportBasis.self, from: data))
        } catch {
            throw .unreadablePrevious(path: url.path, reason: "not the figures this tool writes")
        }
    }

    /// A fresh hidden staging folder for the report `name`.
    public func stage(_ name: String) throws(PublishError) -> StagedReport {
        let folder = root.appendingPathComponent(".staging-\(name)-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw .cannotWrite(path: folder.path, reason: error.localizedDescription)
        }
        return StagedReport(folder: folder, name: name)
    }

    /// Moves `staged` into place as `DIR/<name>` and points `latest` at it, unless `latest` is not the
    /// tool's (``foreignLatest()``), which is left as it is.
    @discardableResult
    public func publish(_ staged: StagedReport) throws(PublishError) -> URL {
        let target = root.appendingPathComponent(staged.name, isDirectory: true)
        if FileManager.default.fileExists(atPath: target.path) {
            if csystem_exchange_paths(staged.folder.path, target.path) != 0 {
                try replaceWithoutSwap(target, by: staged.folder)
            }
            try? FileManager.default.removeItem(at: staged.folder)
        } else if rename(staged.folder.path, target.path) != 0 {
            throw .cannotWrite(path: target.path, reason: String(cString: strerror(errno)))
        }
        if foreignLatest() == nil { try pointLatest(at: staged.name) }
        return target
    }

    /// Where the file system cannot swap two folders atomically: move the old report aside, move the
    /// new one in, and put the old one back if that fails. `latest` is switched only afterwards.
    private func replaceWithoutSwap(_ target: URL, by staged: URL) throws(PublishError) {
        let aside = root.appendingPathComponent(".replaced-\(UUID().uuidString)")
        guard rename(target.path, aside.path) == 0 else {
            throw .cannotWrite(path: target.path, reason: String(cString: strerror(errno)))
        }
        guard rename(staged.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(aside.path, target.path)
            throw .cannotWrite(path: target.path, reason: reason)
        }
        try? FileManager.default.removeItem(at: aside)
    }

    /// Removes the oldest dated reports beyond `keep`, never `protected` and never a folder this
    /// tool did not write; returns what it removed.
    public func prune(keep: Int, protecting protected: String) throws(PublishError) -> [String] {
        let names = reportNames()
        let excess = names.filter { $0 != protected }.dropLast(max(0, keep - 1))
        for name in excess {
            do {
                try FileManager.default.removeItem(at: root.appendingPathComponent(name))
            } catch {
                throw .cannotWrite(path: root.appendingPathComponent(name).path, reason: error.localizedDescription)
            }
        }
        return Array(excess)
    }

    /// Deletes staging folders left by runs that were killed (only called while holding the lock).
    public func removeAbandonedStaging() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        for name in names
        where name.hasPrefix(".staging-") || name.hasPrefix(".latest-") || name.hasPrefix(".replaced-") {
            try? FileManager.default.removeItem(at: root.appendingPathComponent(name))
        }
    }

    private func pointLatest(at name: String) throws(PublishError) {
        let temporary = root.appendingPathComponent(".latest-\(UUID().uuidString)")
        let pointer = root.appendingPathComponent(Self.latestName)
        do {
            try FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: name)
        } catch {
            throw .cannotWrite(path: temporary.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, pointer.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .cannotWrite(path: pointer.path, reason: reason)
        }
    }

    /// True for `YYYY-MM-DD`.
    static func isReportName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isASCII) }
            && parts.allSatisfy { $0.allSatisfy(\.isNumber) }
    }
}
