import Foundation
import WorldBank

extension DatasetKey {
    /// Reads the key in its synthesized `Codable` form: `{"countries":{}}` or
    /// `{"indicator":{"_0":"SP.POP.TOTL","_1":<period>}}`.
    ///
    /// Read by hand because `JSONDecoder`'s first use in a process costs more than a whole stored
    /// file takes to read; anything unusual is still handed to `JSONDecoder`, so errors read the same.
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> DatasetKey {
        try reader.withFoundationFallback(DatasetKey.self) { reader throws(DecodingFailure) in
            try reader.readCase { name, reader throws(DecodingFailure) in
                if name.matches("countries") {
                    try reader.readPayload(count: 0)
                    return .countries
                }
                guard name.matches("indicator") else { return nil }
                var code: IndicatorCode?
                var period: Period?
                try reader.readObject { key, reader throws(DecodingFailure) in
                    if key.matches("_0"), code == nil {
                        code = IndicatorCode(try reader.string())
                    } else if key.matches("_1"), period == nil {
                        period = try Period.read(from: &reader)
                    } else {
                        throw .shape("unexpected member")
                    }
                }
                guard let code, let period else { return nil }
                return .indicator(code, period)
            }
        }
    }
}

extension Period {
    /// Reads a period in its synthesized `Codable` form (`{"year":{"_0":2022}}`, `{"history":{}}`).
    static func read(from reader: inout JSONReader) throws(DecodingFailure) -> Period? {
        try reader.readCase { name, reader throws(DecodingFailure) in
            if name.matches("history") {
                try reader.readPayload(count: 0)
                return .history
            }
            let numbers: [Int]
            if name.matches("year") || name.matches("mostRecentNonEmpty") || name.matches("mostRecent") {
                numbers = try reader.readPayload(count: 1)
            } else if name.matches("range") {
                numbers = try reader.readPayload(count: 2)
            } else {
                return nil
            }
            if name.matches("year") { return .year(numbers[0]) }
            if name.matches("range") { return .range(numbers[0], numbers[1]) }
            if name.matches("mostRecent") { return .mostRecent(numbers[0]) }
            return .mostRecentNonEmpty(numbers[0])
        }
    }
}

extension JSONReader {
    /// Reads an enum case: an object with exactly one member, whose name `body` turns into a value.
    fileprivate mutating func readCase<Value>(
        _ body: (JSONKey, inout JSONReader) throws(DecodingFailure) -> Value?
    ) throws(DecodingFailure) -> Value? {
        var value: Value?
        var members = 0
        try readObject { name, reader throws(DecodingFailure) in
            members += 1
            guard members == 1 else { throw .shape("more than one case") }
            value = try body(name, &reader)
        }
        return value
    }

    /// Reads a case's payload `{"_0": n, "_1": m}` of exactly `count` integers, in order.
    @discardableResult
    fileprivate mutating func readPayload(count: Int) throws(DecodingFailure) -> [Int] {
        var numbers: [Int] = []
        try readObject { key, reader throws(DecodingFailure) in
            let expected = numbers.count
            guard expected < count,
                key.matches(expected == 0 ? "_0" : "_1")
            else { throw .shape("unexpected member") }
            numbers.append(try reader.integer())
        }
        guard numbers.count == count else { throw .shape("missing member") }
        return numbers
    }

    /// Runs `read`; when it fails or finds something it does not know, decodes the same bytes with
    /// `JSONDecoder` instead, so that only the fast path is hand-written and every error is Foundation's.
    mutating func withFoundationFallback<Value: Decodable>(
        _ type: Value.Type, _ read: (inout JSONReader) throws(DecodingFailure) -> Value?
    ) throws(DecodingFailure) -> Value {
        let start = position
        if let value = try? read(&self) { return value }
        position = start
        return try decodeWithFoundation(type)
    }
}
