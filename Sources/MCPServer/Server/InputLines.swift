import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One line of the server's input, as the transport read it.
public enum InputLine: Sendable, Hashable {
    /// A whole line, without its line break.
    case line([UInt8])
    /// A line longer than the transport keeps (its bytes were dropped as they came): answered with
    /// a parse error, so that a huge message costs no memory.
    case tooLong(bytes: Int)

    /// The longest line kept: 4 MiB, far more than any request of these tools needs.
    public static let maximumLength = 4 << 20
}

/// The lines of a descriptor (stdin), read on a thread of its own (a blocking `read`: waiting costs
/// nothing) at most ``queued`` lines ahead of the server: while the server cannot take them (its
/// answers cannot be written, say, because the client reads none), reading stops, and the client's
/// writes block in turn. Memory stays bounded by a few lines whatever the client sends.
///
/// Each line comes without its line break and a `\r` before it; a line longer than
/// ``InputLine/maximumLength`` is dropped as it comes and said as ``InputLine/tooLong(bytes:)``.
/// Blank lines are no messages and are skipped; the sequence ends at end of file.
public struct InputLines: AsyncSequence, Sendable {
    public typealias Element = InputLine
    public typealias Failure = Never

    /// The lines read ahead of the server at most.
    public static let queued = 4

    private let stream: AsyncStream<InputLine>
    private let room: DispatchSemaphore

    /// The lines of `descriptor`.
    public init(reading descriptor: Int32) {
        self.init { buffer in
            while true {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                if count < 0, errno == EINTR { continue }
                return count
            }
        }
    }

    /// The lines `receive` gives (the count it put in the buffer, 0 at the end); `whenFull` is
    /// called with the count of lines given so far each time the reader stops for want of room
    /// (for the tests, which watch it stop).
    init(
        whenFull: @escaping @Sendable (Int) -> Void = { _ in },
        receive: @escaping @Sendable (UnsafeMutableRawBufferPointer) -> Int
    ) {
        let room = DispatchSemaphore(value: Self.queued)
        self.room = room
        stream = AsyncStream { continuation in
            DispatchQueue(label: "countries.mcp.input").async {
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                var line: [UInt8] = []
                var length = 0
                var given = 0
                func yield(_ element: InputLine) {
                    if room.wait(timeout: .now()) == .timedOut {
                        whenFull(given)
                        room.wait()
                    }
                    continuation.yield(element)
                    given += 1
                }
                func end() {
                    defer { (line, length) = ([], 0) }
                    if length > InputLine.maximumLength { return yield(.tooLong(bytes: length)) }
                    if line.last == UInt8(ascii: "\r") { line.removeLast() }
                    if line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) { yield(.line(line)) }
                }
                while true {
                    let count = chunk.withUnsafeMutableBytes { receive($0) }
                    guard count > 0 else { break }
                    var start = 0
                    while start < count {
                        let newline = chunk[start..<count].firstIndex(of: UInt8(ascii: "\n"))
                        let stop = newline ?? count
                        length += stop - start
                        if length <= InputLine.maximumLength { line += chunk[start..<stop] } else { line = [] }
                        if newline != nil { end() }
                        start = stop + 1
                    }
                }
                if length > 0 { end() }
                continuation.finish()
            }
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: stream.makeAsyncIterator(), room: room)
    }

    /// Takes the lines in order, making room for one more to be read with each.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: AsyncStream<InputLine>.AsyncIterator
        let room: DispatchSemaphore

        public mutating func next() async -> InputLine? {
            let line = await base.next()
            if line != nil { room.signal() }
            return line
        }
    }
}
