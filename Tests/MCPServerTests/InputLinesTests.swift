import Synchronization
import Testing

@testable import MCPServer

/// The server's input read no further ahead than it takes lines: a client that writes without
/// reading its answers fills a few lines of memory, then its own pipe.
@Suite struct InputLinesTests {
    /// An endless input of short requests, 64 KiB a read, counting the reads.
    final class EndlessInput: Sendable {
        let reads = Atomic(0)
        static let line = Array(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#.utf8) + [10]

        func receive(_ buffer: UnsafeMutableRawBufferPointer) -> Int {
            reads.add(1, ordering: .relaxed)
            for index in buffer.indices { buffer[index] = Self.line[index % Self.line.count] }
            return buffer.count - buffer.count % Self.line.count
        }
    }

    @Test func readingStopsWhileTheServerTakesNoLine() async throws {
        let input = EndlessInput()
        // Each time the reader stops: the lines it has given, and the reads it has made.
        let stopped = AsyncStream<(given: Int, reads: Int)>.makeStream()
        let lines = InputLines(
            whenFull: { stopped.continuation.yield(($0, input.reads.load(ordering: .relaxed))) },
            receive: input.receive)
        var iterator = lines.makeAsyncIterator()
        var stops = stopped.stream.makeAsyncIterator()
        // Nothing taken: the reader stops after one read, with `queued` lines waiting.
        let first = await stops.next()
        #expect(first?.given == InputLines.queued && first?.reads == 1)
        // Each line taken makes room for one more; a 64 KiB read holds 1,598 lines, so 2,000
        // taken needs a second read and no more.
        for _ in 0..<2_000 {
            #expect(await iterator.next() == .line(Array(EndlessInput.line.dropLast())))
        }
        var last = first
        while let stop = await stops.next() {
            last = stop
            if stop.given == 2_000 + InputLines.queued { break }
        }
        #expect(last?.given == 2_000 + InputLines.queued && last?.reads == 2)
    }

    @Test func linesAreCutWhereTheyEndAndTooLongOnesAreSaidNotKept() async throws {
        let chunks = Mutex<[[UInt8]]>(
            [
                Array("{\"a\":1}\r\n\n   \n{\"b\"".utf8), Array(":2}\n".utf8),
                [UInt8](repeating: 120, count: 65_536),
            ] + Array(repeating: [UInt8](repeating: 120, count: 65_536), count: 64) + [Array("\nlast".utf8)])
        let lines = InputLines { buffer in
            chunks.withLock { chunks in
                guard !chunks.isEmpty else { return 0 }
                let chunk = chunks.removeFirst()
                buffer.copyBytes(from: chunk)
                return chunk.count
            }
        }
        var read: [InputLine] = []
        for await line in lines { read.append(line) }
        #expect(
            read == [
                .line(Array("{\"a\":1}".utf8)), .line(Array("{\"b\":2}".utf8)), .tooLong(bytes: 65 * 65_536),
                .line(Array("last".utf8)),
            ])
    }
}
