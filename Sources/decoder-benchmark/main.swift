// Measures how fast a World Bank page is decoded: the fast reader that the client uses, and
// Foundation's JSONDecoder over the same types (the reference the reader is tested against).
// Usage: decoder-benchmark PAGE.json [ROUNDS [reader|JSONDecoder]]; prints one line per decoder,
// best of ROUNDS (naming one decoder runs only that one, for a profiler).
// Run by scripts/benchmark.sh on the release build; never by the tests.
import Foundation
import WorldBank

let arguments = CommandLine.arguments
guard arguments.count >= 2, let page = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: decoder-benchmark PAGE.json [ROUNDS]\n".utf8))
    exit(64)
}
let rounds = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 7) : 7

/// The best wall time of `rounds` runs of `decode`, which returns how many records it read.
func best(_ decode: () throws -> Int) rethrows -> (seconds: Double, records: Int) {
    var fastest = Double.infinity
    var records = 0
    for _ in 0..<rounds {
        let start = ContinuousClock.now
        records = try decode()
        let elapsed = ContinuousClock.now - start
        fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return (fastest, records)
}

func count(_ page: APIPage<ObservationRecord>) -> Int {
    if case .records(_, let records) = page { return records.count }
    return 0
}

do {
    let only = arguments.count > 3 ? arguments[3] : nil
    var results: [(String, (seconds: Double, records: Int))] = []
    if only == nil || only == "reader" {
        results.append(("reader", try best { count(try APIPage<ObservationRecord>.read(page)) }))
    }
    if only == nil || only == "JSONDecoder" {
        results.append(
            ("JSONDecoder", try best { count(try JSONDecoder().decode(APIPage<ObservationRecord>.self, from: page)) }))
    }
    let megabytes = Double(page.count) / 1_000_000
    for (name, result) in results {
        print(
            "\(name) \(String(format: "%.1f", megabytes / result.seconds)) MB/s "
                + "\(String(format: "%.2f", result.seconds * 1000)) ms \(result.records) records")
    }
} catch {
    FileHandle.standardError.write(Data("decoder-benchmark: \(error)\n".utf8))
    exit(65)
}
