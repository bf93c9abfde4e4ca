// Measures how fast a World Bank page is decoded: the fast reader that the client uses, and
// JSONDecoder over the same types (the reference the reader is tested against).
// Usage: decoder-benchmark PAGE.json [ROUNDS [reader|JSONDecoder]]; prints one line per decoder,
// best of ROUNDS (naming one decoder runs only that one, for a profiler).
// Run by scripts/benchmark.sh on the release build; never by the tests.
import AtomicFiles
import DecodingReference
import WorldBank

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

let arguments = CommandLine.arguments
guard arguments.count >= 2, let page = FileManager.default.contents(atPath: arguments[1]) else {
    _ = FileDescriptor.writeAll("usage: decoder-benchmark PAGE.json [ROUNDS]\n", to: STDERR_FILENO)
    exit(64)
}
let rounds = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 7) : 7

/// The wall time of one run of `decode`, and how many records it read.
func timed(_ decode: () throws -> Int) rethrows -> (seconds: Double, records: Int) {
    let start = ContinuousClock.now
    let records = try decode()
    let elapsed = ContinuousClock.now - start
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18, records)
}

func count(_ page: APIPage<ObservationRecord>) -> Int {
    if case .records(_, let records) = page { return records.count }
    return 0
}

do {
    let only = arguments.count > 3 ? arguments[3] : nil
    let decoders: [(String, () throws -> Int)] = [
        ("reader", { count(try APIPage<ObservationRecord>.read(page)) }),
        ("JSONDecoder", { count(try JSONDecoder().decode(APIPage<ObservationRecord>.self, from: page)) }),
    ].filter { only == nil || only == $0.0 }
    // Rounds alternate between the decoders, so a slower minute of a shared machine hits both alike.
    var best = [(seconds: Double, records: Int)](repeating: (.infinity, 0), count: decoders.count)
    for _ in 0..<rounds {
        for (index, decoder) in decoders.enumerated() {
            let result = try timed(decoder.1)
            if result.seconds < best[index].seconds { best[index] = result }
        }
    }
    let megabytes = Double(page.count) / 1_000_000
    for ((name, _), result) in zip(decoders, best) {
        print(
            "\(name) \(String(fixed: megabytes / result.seconds, decimals: 1)) MB/s "
                + "\(String(fixed: result.seconds * 1000, decimals: 2)) ms \(result.records) records")
    }
} catch {
    _ = FileDescriptor.writeAll("decoder-benchmark: \(error)\n", to: STDERR_FILENO)
    exit(65)
}
