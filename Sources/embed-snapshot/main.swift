import Foundation

// Writes a Swift source holding the given files in base64, keyed by file name:
//     embed-snapshot OUTPUT.swift FILE...
// Base64 keeps every byte as it is (a multi-line literal would turn the catalogue's CRLF into LF)
// in one plain string literal, which the compiler handles quickly even at megabytes.

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: embed-snapshot OUTPUT.swift FILE...\n".utf8))
    exit(64)
}

var source = """
    // Generated at build time by the EmbedSnapshot plugin from data/. Do not edit.

    extension EmbeddedSnapshot {
        /// The files of data/, by name, in base64.
        static let base64Files: [String: String] = [

    """
for path in arguments.dropFirst() {
    let url = URL(fileURLWithPath: path)
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("embed-snapshot: cannot read \(path)\n".utf8))
        exit(66)
    }
    source += "        \"\(url.lastPathComponent)\": \"\(data.base64EncodedString())\",\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("embed-snapshot: cannot write \(output): \(error)\n".utf8))
    exit(73)
}
