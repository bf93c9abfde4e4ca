#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names of the files this tool writes before they are published: short, hidden, and its own.
///
/// `.countries-<pid>-<random>.tmp` is at most 34 bytes whatever the target's name, so a target whose
/// name is near the file system's limit (255 bytes on ext4) can still be written through one. The
/// writer's process id in the name tells a file still being written (its process runs) from one
/// left by a run that was killed (SIGKILL, a power loss), which any later run may remove.
public enum TemporaryName {
    private static let prefix = ".countries-"
    private static let suffix = ".tmp"

    /// A fresh name for this process.
    public static func make() -> String {
        prefix + "\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 16) + suffix
    }

    /// A fresh path in `folder` (`""` for the current folder).
    public static func path(in folder: String) -> String {
        (folder.isEmpty ? "" : folder.hasSuffix("/") ? folder : folder + "/") + make()
    }

    /// The process that made `name`, when `name` is one of these names.
    static func writer(of name: String) -> pid_t? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { return nil }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count)
        let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1], radix: 16) != nil else {
            return nil
        }
        return pid
    }

    /// Removes from `folder` the regular files with these names whose writer no longer runs, and
    /// returns their names, sorted. Nothing else is touched: not a file of a run still going, not a
    /// folder, not a link, not a name this tool does not make.
    @discardableResult
    public static func removeLeftovers(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = writer(of: name), !isRunning(pid) else { continue }
            let path = (folder.isEmpty ? "" : folder + "/") + name
            var status = stat()
            guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, unlink(path) == 0 else { continue }
            removed.append(name)
        }
        return removed
    }

    /// True while process `pid` exists (one of another user counts as running too).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
