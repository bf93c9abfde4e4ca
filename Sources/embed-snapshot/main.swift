import AtomicFiles
import OfflineStore

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

// Writes a Swift source holding the files of data/ that the tool reads, in base64, keyed by name:
//     embed-snapshot OUTPUT.swift FILE...
// Datasets (`X.json`) are embedded as compact tables (`X.dataset`), written by the store's own
// codec after the store's own checks; anything else (the catalogue) byte for byte. Base64 keeps
// every byte in one plain string literal, which the compiler handles quickly even at megabytes.

func fail(_ message: String, _ code: Int32) -> Never {
    _ = FileDescriptor.writeAll("embed-snapshot: \(message)\n", to: STDERR_FILENO)
    exit(code)
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count > 1 else { fail("usage: embed-snapshot OUTPUT.swift FILE...", 64) }
var entries: [String] = []
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard var data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)", 66) }
    var name = url.lastPathComponent
    if url.pathExtension == "json" {
        do {
            let compact: [UInt8]
            (name, compact) = try BundledSnapshot.builtInFile(fromJSON: data, named: name)
            data = Data(compact)
        } catch {
            fail("\(path): \(error.message)", 65)
        }
    }
    entries.append("        \"\(name)\": \"\(data.base64EncodedString())\",\n")
}
let source = """
    // Generated at build time by the EmbedSnapshot plugin from data/. Do not edit.

    extension EmbeddedSnapshot {
        /// The files built in, by name, in base64.
        static let base64Files: [String: String] = [

    """ + entries.joined() + (entries.isEmpty ? "        :\n" : "") + "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    fail("cannot write \(output): \(error)", 73)
}
