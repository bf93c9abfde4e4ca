package import Foundation

extension APIPage where Record: PageRecord {
    /// Reads a page from its bytes with ``JSONReader``, reporting what ``init(from:)`` would report.
    ///
    /// Foundation checks a whole document's syntax and the outer array's length before it decodes
    /// anything; the reader decodes as it goes, so when it meets a shape failure it looks at the
    /// whole document once more to report a syntax failure or a wrong length first, as the reference does.
    package static func read(_ data: Data) throws(DecodingFailure) -> APIPage {
        do {
            return try JSONReader.read(data) { reader throws(DecodingFailure) in try read(from: &reader) }
        } catch  where !error.isSyntaxError {
            if let syntax = JSONReader.syntaxFailure(in: data) { throw syntax }
            if let length = try? JSONReader.read(data, { reader throws(DecodingFailure) in try outerLength(&reader) }),
                length != 1, length != 2
            {
                throw lengthFailure(length)
            }
            throw error
        }
    }

    private static func read(from reader: inout JSONReader) throws(DecodingFailure) -> APIPage {
        let found = try reader.kind(of: reader.peek())
        guard found == .array else { throw .mismatch(expected: "Array<Any>", found: found) }
        reader.position += 1
        if try reader.consume(.closeBracket) { throw lengthFailure(0) }
        let first = reader.position
        try reader.skipValue()
        if try reader.consume(.closeBracket) {
            reader.position = first
            let envelope: APIErrorEnvelope
            do {
                envelope = try APIErrorEnvelope.read(from: &reader)
            } catch {
                throw error.inside(.index(0))
            }
            try reader.expect(.closeBracket)
            return .messages(envelope.message)
        }
        reader.position = first
        let metadata: PageMetadata
        do {
            metadata = try PageMetadata.read(from: &reader)
        } catch {
            throw error.inside(.index(0))
        }
        try reader.expectSeparator(before: .closeBracket)
        var records: [Record] = []
        if try reader.consumeNull() {
            guard metadata.pages == 0 || metadata.total == 0 else {
                throw .shape("records are null but the metadata promises \(metadata.total) records")
            }
        } else {
            records.reserveCapacity(min(metadata.perPage, 50_000))
            do {
                try reader.readArray { reader, _ throws(DecodingFailure) in
                    records.append(try Record.read(from: &reader))
                }
            } catch {
                throw error.inside(.index(1))
            }
        }
        guard try reader.consume(.closeBracket) else {
            try reader.expectSeparator(before: .closeBracket)
            var length = 2
            repeat {
                try reader.skipValue()
                length += 1
            } while try reader.consume(.comma)
            try reader.expect(.closeBracket)
            throw lengthFailure(length)
        }
        return .records(metadata, records)
    }

    /// How many elements the outer array has.
    private static func outerLength(_ reader: inout JSONReader) throws(DecodingFailure) -> Int {
        var length = 0
        try reader.readArray { reader, _ throws(DecodingFailure) in
            try reader.skipValue()
            length += 1
        }
        return length
    }

    private static func lengthFailure(_ length: Int) -> DecodingFailure {
        .shape("expected [metadata, records], found an array of \(length) elements")
    }
}
