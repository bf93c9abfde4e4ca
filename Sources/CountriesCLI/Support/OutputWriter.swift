import Foundation

/// Writes a command's data to stdout, or atomically to the `--output` file.
enum OutputWriter {
    /// Writes `text` to `path`, or to stdout when `path` is `nil` or `-`.
    ///
    /// A file is written beside its final name and renamed into place, so an existing file is
    /// replaced only once the new one is complete, and a failure leaves no partial file.
    static func write(_ text: String, to path: String?, console: any Console) throws(CLIError) {
        guard let path, path != "-" else {
            console.out(text)
            return
        }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError(
                "cannot write '\(path)': it is a folder", hint: "give a file name to --output", code: .cannotCreate)
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CLIError(
                "cannot write '\(path)': \(error.localizedDescription)",
                hint: "check that the folder exists and is writable", code: .cannotCreate)
        }
    }
}
