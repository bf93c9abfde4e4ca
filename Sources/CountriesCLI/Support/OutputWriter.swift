import Foundation

/// Writes a command's data to stdout, or to the `--output` file, as a person naming that path means.
///
/// A regular file is written beside itself and renamed into place, so it is replaced only once the new
/// one is complete and a failure (a full disk) leaves the old one intact. A symbolic link is followed:
/// its target is replaced the same way and the link stays. A character device (`/dev/stdout`,
/// `/dev/null`) or a FIFO is written through, never replaced by a regular file.
enum OutputWriter {
    /// Writes `text` to `path`, or to stdout when `path` is `nil` or `-`.
    static func write(_ text: String, to path: String?, console: any Console) throws(CLIError) {
        guard let path, path != "-" else {
            console.out(text)
            return
        }
        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var status = stat()
        let kind = stat(url.path, &status) == 0 ? status.st_mode & S_IFMT : 0
        switch kind {
        case S_IFDIR:
            throw CLIError(
                "cannot write '\(path)': it is a folder", hint: "give a file name to --output", code: .cannotCreate)
        case S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK:
            try writeThrough(text, to: url, shownAs: path)
        default:
            do {
                try Data(text.utf8).write(to: url, options: .atomic)
            } catch {
                throw CLIError(
                    "cannot write '\(path)': \(error.localizedDescription)",
                    hint: "check that the folder exists, is writable and has room; any earlier file is unchanged",
                    code: .cannotCreate)
            }
        }
    }

    /// Writes into an existing device or pipe as it is.
    private static func writeThrough(_ text: String, to url: URL, shownAs path: String) throws(CLIError) {
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw CLIError(
                "cannot write '\(path)': \(error.localizedDescription)", hint: "check the device or pipe",
                code: .cannotCreate)
        }
    }
}
