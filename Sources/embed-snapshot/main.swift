import Foundation

// Writes a Swift source holding the given files in base64, keyed by file name:
//     embed-snapshot OUTPUT.swift FILE...
// Base64 keeps every byte as it is (a multi-line literal would turn the catalogue's CRLF into LF)
// in one plain string literal, which the compiler handles quickly even at megabytes. Histories
// (`X@history.json`) are embedded in their compact form (see CompactHistory), the rest as they are.

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count > 1 else {
    FileHandle.standardError.write(Data("usage: embed-snapshot OUTPUT.swift FILE...\n".utf8))
    exit(64)
}

/// A one-line UTF-8 file as a raw string literal, read in place at run time; anything else (the
/// catalogue's CRLF lines) in base64, which keeps every byte.
func literal(_ data: Data) -> String {
    let text = String(decoding: data, as: UTF8.self)
    let plain = Data(text.utf8) == data && !text.contains(where: \.isNewline) && !text.contains("\"####")
    return plain ? ".text(####\"\(text)\"####)" : ".base64(\"\(data.base64EncodedString())\")"
}

var files: [String] = []
var histories: [String] = []
for path in arguments.dropFirst() {
    let name = URL(fileURLWithPath: path).lastPathComponent
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("embed-snapshot: cannot read \(path)\n".utf8))
        exit(66)
    }
    guard name.hasSuffix("@history.json") else {
        files.append("        \"\(name)\": \(literal(data)),\n")
        continue
    }
    do {
        histories.append("        \"\(name)\": \"\(try CompactHistory.encode(data).base64EncodedString())\",\n")
    } catch {
        FileHandle.standardError.write(Data("embed-snapshot: \(path): \(error)\n".utf8))
        exit(65)
    }
}
var source = """
    // Generated at build time by the EmbedSnapshot plugin from data/. Do not edit.

    extension EmbeddedSnapshot {
        /// The files of data/ other than the histories, by name: as text when that is exact,
        /// else in base64.
        static let storedFiles: [String: StoredFile] = [

    """
source += files.joined() + (files.isEmpty ? "        :\n" : "")
source += """
        ]

        /// The histories of data/ in their compact form, by the name of their JSON file, in base64.
        static let base64CompactHistories: [String: String] = [

    """
source += histories.joined() + (histories.isEmpty ? "        :\n" : "")
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("embed-snapshot: cannot write \(output): \(error)\n".utf8))
    exit(73)
}
