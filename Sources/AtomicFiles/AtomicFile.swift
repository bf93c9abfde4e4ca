#if canImport(Glibc)
    public import Glibc
#elseif canImport(Darwin)
    public import Darwin
#endif

/// Files replaced whole or not at all: written beside the target under a ``TemporaryName``, flushed,
/// then renamed over it, so a reader (or a second copy of the tool) sees the old file or the new
/// one, and a failure (a full disk, a file size limit, a signal) leaves the old one byte for byte.
public enum AtomicFile {
    /// A new file written beside `target`, not yet in its place.
    public struct Staged: Sendable, Hashable {
        /// The path it will replace.
        public let target: String
        /// Where it is now.
        let temporary: String
    }

    /// Writes `bytes` to `target` (with permissions `mode`, else the umask's) and renames it into place.
    public static func write(
        _ bytes: [UInt8], to target: String, mode: mode_t? = nil, scratch: ScratchFiles
    ) throws(FileError) {
        let staged = try stage(bytes, for: target, mode: mode, scratch: scratch)
        try commit([staged], scratch: scratch)
    }

    /// Writes `bytes` into a new file beside `target`, noted in `scratch`, and flushes it to the disk.
    public static func stage(
        _ bytes: [UInt8], for target: String, mode: mode_t? = nil, scratch: ScratchFiles
    ) throws(FileError) -> Staged {
        let temporary = TemporaryName.path(in: folder(of: target))
        let descriptor = scratch.create(temporary) { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666) }
        // A missing folder or a read-only one is the target's failure, said with the target's name.
        guard descriptor >= 0 else { throw FileError(path: target, code: errno) }
        var problem = mode.map { fchmod(descriptor, $0) == 0 ? 0 : errno } ?? 0
        if problem == 0 { problem = FileDescriptor.writeAll(bytes, to: descriptor) }
        if problem == 0, fsync(descriptor) != 0, errno != EINVAL { problem = errno }
        if close(descriptor) != 0, problem == 0 { problem = errno }
        guard problem == 0 else {
            unlink(temporary)
            scratch.finished(temporary)
            throw FileError(path: target, code: problem)
        }
        return Staged(target: target, temporary: temporary)
    }

    /// Renames every staged file over its target as one step, as far as this process goes: a signal
    /// waits for it, and when one rename fails the targets already replaced get their old files back
    /// (kept as hard links until the end) and the new files are removed.
    public static func commit(_ staged: [Staged], scratch: ScratchFiles) throws(FileError) {
        defer {
            for file in staged { discard(file, scratch: scratch) }
        }
        try scratch.commit { () throws(FileError) in
            // The old files, linked under names of their own, so a failed rename can be undone.
            var backups: [String: String] = [:]
            defer {
                for backup in backups.values { unlink(backup) }
            }
            if staged.count > 1 {
                for file in staged {
                    let backup = TemporaryName.path(in: folder(of: file.target))
                    if link(file.target, backup) == 0 { backups[file.target] = backup }
                }
            }
            for (index, file) in staged.enumerated() where rename(file.temporary, file.target) != 0 {
                let failure = FileError(path: file.target, code: errno)
                for done in staged[..<index] {
                    if let backup = backups[done.target] { rename(backup, done.target) } else { unlink(done.target) }
                }
                throw failure
            }
        }
    }

    /// Removes a staged file that will not be committed.
    public static func discard(_ staged: Staged, scratch: ScratchFiles) {
        unlink(staged.temporary)
        scratch.finished(staged.temporary)
    }

    /// Creates the folder `path` and the folders above it that are missing, as `mkdir -p` does.
    public static func createFolder(_ path: String) throws(FileError) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard (status.st_mode & S_IFMT) == S_IFDIR else { throw FileError(path: path, code: ENOTDIR) }
            return
        }
        let parent = folder(of: path)
        if !parent.isEmpty, parent != path { try createFolder(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw FileError(path: path, code: errno) }
    }

    /// The folder part of `path`, `""` for a bare name and `/` for a file at the root: the folder
    /// a file is written beside, and the one a relative symbolic link in it starts from.
    public static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
