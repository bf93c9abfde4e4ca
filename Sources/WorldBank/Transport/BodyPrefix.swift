import Foundation

/// Short, printable excerpts of response bodies for error messages.
enum BodyPrefix {
    /// The first 80 characters of `body`, control characters replaced, so a message shows
    /// `<html><head><title>502…` instead of nothing or a terminal-corrupting byte soup.
    static func describe(_ body: Data, limit: Int = 80) -> String {
        if body.isEmpty { return "(empty body)" }
        let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
        let cleaned = String(
            text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
        let trimmed = cleaned.trimmingCharacters(in: .whitespaces)
        return trimmed.count > limit ? String(trimmed.prefix(limit)) + "…" : trimmed
    }

    /// True when the first non-blank byte opens a JSON array or object.
    static func looksLikeJSON(_ body: Data) -> Bool {
        guard let first = body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            return false
        }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{")
    }
}
