import TestSupport
import Testing

@testable import Parquet

/// Deflate through the system's zlib, read back by Python's zlib: raw streams for zip entries,
/// gzip members for Parquet pages, from nothing to buffers that outgrow the first allocation.
@Suite struct DeflateTests {
    /// One input, named in the test's output by what it is rather than by its bytes.
    struct Sample: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: [UInt8]
        var testDescription: String { "\(name) (\(bytes.count) bytes)" }
    }

    /// Inputs of every shape the writers give: empty, one byte, text that deflates to a fraction,
    /// and pseudo-random bytes (synthetic) that do not deflate at all, so the output buffer must
    /// grow past its first quarter-of-the-input guess.
    static let samples: [Sample] = [
        Sample(name: "empty", bytes: []),
        Sample(name: "one byte", bytes: [0x41]),
        Sample(name: "repeated rows", bytes: rows),
        Sample(name: "random bytes", bytes: randomBytes),
    ]

    static let rows = Array(String(repeating: "<row><c t=\"n\"><v>51672569</v></c></row>", count: 50_000).utf8)

    static let randomBytes: [UInt8] = {
        var random = SeededRandom(seed: 33)
        return (0..<1_000_000).map { _ in UInt8.random(in: 0...255, using: &random) }
    }()

    @Test(arguments: samples)
    func rawDeflateInflatesToTheSameBytes(sample: Sample) async throws {
        let deflated = try Deflate.raw.compress(sample.bytes)
        #expect(try await PythonZlib.inflate(deflated, windowBits: -15) == sample.bytes)
        #expect(try Deflate.raw.compress(sample.bytes) == deflated, "the same input gives the same bytes")
    }

    @Test(arguments: samples)
    func gzipMembersInflateToTheSameBytes(sample: Sample) async throws {
        let member = try Deflate.gzip.compress(sample.bytes)
        // ID1 ID2, CM 8 (deflate): RFC 1952's header, which Parquet's GZIP readers look for.
        #expect(Array(member.prefix(3)) == [0x1F, 0x8B, 0x08])
        #expect(try await PythonZlib.inflate(member, windowBits: 31) == sample.bytes)
    }

    @Test func textDeflatesToAFractionOfItsSize() throws {
        let deflated = try Deflate.raw.compress(Self.rows)
        #expect(deflated.count * 50 < Self.rows.count, "\(deflated.count) of \(Self.rows.count) bytes")
    }

    @Test func aRawStreamIsNotAGzipMember() async throws {
        let deflated = try Deflate.raw.compress(Array("KOR".utf8))
        #expect(try await PythonZlib.inflate(deflated, windowBits: 31) == nil)
    }
}
