/// Reads HTTP/1.1 requests from one connection, one after another, within caps: a head of at most
/// 64 KiB, a body of at most ``InputLine/maximumLength`` bytes, announced by `Content-Length`.
/// What it cannot read is a response to send before closing the connection.
struct HTTPRequestReader {
    /// Fills the buffer it is given with what the connection received: the count, 0 at its end,
    /// less than 0 when it failed (or went quiet for longer than the connection waits).
    typealias Receive = (UnsafeMutableRawBufferPointer) -> Int

    private let receive: Receive
    private var buffer: [UInt8] = []

    /// The longest request line and headers read.
    static let maximumHeadBytes = 64 << 10

    init(receive: @escaping Receive) {
        self.receive = receive
    }

    /// The next request; `nil` when the connection ended (or failed) between requests.
    mutating func next() -> Result<HTTPRequest, RefusedRequest>? {
        var headEnd: Int?
        var searched = 0
        while headEnd == nil {
            // Each read is searched once: from 3 bytes before it, where a `\r\n\r\n` could start.
            headEnd = Self.blankLine(in: buffer, from: max(0, searched - 3))
            searched = buffer.count
            if headEnd != nil { break }
            guard buffer.count <= Self.maximumHeadBytes else {
                return .failure(RefusedRequest(status: 431, "the request's headers are over 64 KiB"))
            }
            guard fill() else {
                return buffer.isEmpty ? nil : .failure(RefusedRequest(status: 400, "the request ended in its headers"))
            }
        }
        guard let headEnd, headEnd <= Self.maximumHeadBytes else {
            return .failure(RefusedRequest(status: 431, "the request's headers are over 64 KiB"))
        }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        let request: HTTPRequest
        switch Self.parse(head) {
        case .success(let parsed): request = parsed
        case .failure(let refusal): return .failure(refusal)
        }
        guard request.header("transfer-encoding") == nil else {
            return .failure(RefusedRequest(status: 501, "a chunked body is not read: send Content-Length"))
        }
        let lengthText = request.header("content-length") ?? "0"
        guard request.count(of: "content-length") <= 1, let length = Int(lengthText), length >= 0 else {
            return .failure(RefusedRequest(status: 400, "Content-Length must be one whole number"))
        }
        guard length <= InputLine.maximumLength else {
            return .failure(
                RefusedRequest(
                    status: 413, "a body of \(length) bytes; the most read is \(InputLine.maximumLength) bytes"))
        }
        while buffer.count < length {
            guard fill() else { return .failure(RefusedRequest(status: 400, "the body ended before Content-Length")) }
        }
        var whole = request
        whole.body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return .success(whole)
    }

    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        let count = chunk.withUnsafeMutableBytes { receive($0) }
        guard count > 0 else { return false }
        buffer += chunk[..<count]
        return true
    }

    /// Where the head ends: the index of its `\r\n\r\n`, looked for from `start`.
    private static func blankLine(in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= start + 4 else { return nil }
        for index in start...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    private static func parse(_ head: String) -> Result<HTTPRequest, RefusedRequest> {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let words = (lines.first ?? "").split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3, words[2].hasPrefix("HTTP/1.") else {
            return .failure(RefusedRequest(status: 400, "not an HTTP/1.1 request line"))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .failure(RefusedRequest(status: 400, "a header line without a name and a colon"))
            }
            let value = line[line.index(after: colon)...].trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            headers.append((String(line[..<colon]), String(value.trimmingSuffix(while: { $0 == " " || $0 == "\t" }))))
        }
        let connection = headers.first { $0.name.lowercased() == "connection" }?.value.lowercased()
        let keepsAlive = words[2] == "HTTP/1.1" ? connection != "close" : connection == "keep-alive"
        return .success(
            HTTPRequest(
                method: String(words[0]), target: String(words[1]), headers: headers, keepsAlive: keepsAlive))
    }
}

/// A request the reader could not take: the status and the reason sent back before the
/// connection is closed.
struct RefusedRequest: Error, Sendable {
    let status: Int
    let reason: String

    init(status: Int, _ reason: String) {
        self.status = status
        self.reason = reason
    }
}

extension Substring {
    fileprivate func trimmingPrefix(while matches: (Character) -> Bool) -> Substring {
        self[(firstIndex { !matches($0) } ?? endIndex)...]
    }

    fileprivate func trimmingSuffix(while matches: (Character) -> Bool) -> Substring {
        guard let last = lastIndex(where: { !matches($0) }) else { return self[startIndex..<startIndex] }
        return self[...last]
    }
}
