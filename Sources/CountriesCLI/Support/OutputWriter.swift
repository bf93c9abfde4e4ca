import AtomicFiles
import Dispatch
import Rendering

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a command's data to stdout, or to the `--output` file, as a person naming that path means.
///
/// A regular file is written beside itself and renamed into place, so it is replaced only once the
/// new one is complete and a failure (a full disk) leaves the old one intact; it keeps the replaced
/// file's permissions. A symbolic link is followed, even one whose target does not exist yet: its
/// target is written and the link stays. A character device (`/dev/stdout`, `/dev/null`) or a FIFO
/// is written through, never replaced by a regular file. Files are written on a Dispatch thread, so
/// that a FIFO nobody reads blocks that thread and not the run's `--deadline`.
enum OutputWriter {
    /// Writes `text` (UTF-8, or a workbook's bytes) to the file `path`, noting what it writes in the run's scratch files.
    /// `option` is the one that named the file, for the hint when it names a folder.
    static func write(_ text: [UInt8], to path: String, option: String = "--output", context: RunContext) async throws {
        try await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    returning: Result { () throws(CLIError) in try writeFile(text, to: path, option: option, context) })
            }
        }.get()
    }

    private static func writeFile(_ text: [UInt8], to path: String, option: String, _ context: RunContext)
        throws(CLIError)
    {
        let target = followingLinks(path)
        var status = stat()
        guard stat(target, &status) == 0 else {
            guard errno == ENOENT else { throw failure(path, errno) }
            return try replace(target, shownAs: path, text: text, mode: nil, context)
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            throw CLIError(
                "cannot write '\(path)': it is a folder", hint: "give a file name to \(option)", code: .cannotCreate)
        case S_IFREG:
            try replace(target, shownAs: path, text: text, mode: status.st_mode & 0o7777, context)
        default:
            try writeThrough(text, to: target, shownAs: path)
        }
    }

    /// The path a chain of symbolic links leads to, whether or not its end exists.
    private static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let destination = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // A relative target is relative to the link's folder, which is the current one for `name`.
            let folder = AtomicFile.folder(of: current)
            current = destination.hasPrefix("/") || folder.isEmpty ? destination : folder + "/" + destination
        }
        return current
    }

    /// Writes a new file beside `target` (with `mode`, else the umask's) and renames it over `target`;
    /// first removes what runs of this tool that were killed left in that folder, and says so.
    private static func replace(
        _ target: String, shownAs path: String, text: [UInt8], mode: mode_t?, _ context: RunContext
    ) throws(CLIError) {
        let folder = AtomicFile.folder(of: target)
        let leftovers = TemporaryName.removeLeftovers(in: folder)
        if !leftovers.isEmpty {
            context.console.err(
                "notice: removed \(Plural.count(leftovers.count, "unfinished file")) that a stopped run of countries "
                    + "left in \(folder.isEmpty ? "." : folder): \(leftovers.joined(separator: ", "))\n")
        }
        do {
            try AtomicFile.write(text, to: target, mode: mode, scratch: context.scratch)
        } catch {
            throw failure(path, error.code)
        }
    }

    /// Writes into an existing device or pipe as it is.
    private static func writeThrough(_ text: [UInt8], to target: String, shownAs path: String) throws(CLIError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        let problem = FileDescriptor.writeAll(text, to: descriptor)
        close(descriptor)
        guard problem == 0 else { throw failure(path, problem) }
    }

    private static func failure(_ path: String, _ code: Int32) -> CLIError {
        CLIError(
            "cannot write '\(path)': \(FileError(path: path, code: code).reason)",
            hint: "check that the folder exists, is writable and has room; any earlier file is unchanged",
            code: .cannotCreate)
    }
}
