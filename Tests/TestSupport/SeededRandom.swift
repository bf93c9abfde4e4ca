/// SplitMix64 and the mutations of the fuzz tests: small, fast and the same on every machine, so
/// a failing case can be replayed from its seed and index.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that always yields the same sequence for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The bytes that matter to JSON, inserted more often than chance would.
    static let significant = Array("[]{}\",:0123456789.eE-+tfnul \\/".utf8)

    /// One mutation of `bytes`: a byte changed, bytes cut, inserted, repeated or swapped, the end cut,
    /// or a number made absurd.
    public static func mutate(_ bytes: inout [UInt8], using random: inout SeededRandom) {
        guard !bytes.isEmpty else {
            bytes = [significant.randomElement(using: &random) ?? 0x5B]
            return
        }
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...20, using: &random)))
        case 2:
            bytes.insert(
                contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in
                    significant.randomElement(using: &random) ?? 0x20
                }, at: at)
        case 3: bytes.removeSubrange(at...)
        case 4:
            bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + Int.random(in: 1...40, using: &random))], at: at)
        case 5: bytes.swapAt(at, Int.random(in: 0..<bytes.count, using: &random))
        default:
            let absurd = ["1e999", "-0", "NaN", "99999999999999999999999", "\"2022\"", "null", "[]"]
            bytes.insert(contentsOf: Array((absurd.randomElement(using: &random) ?? "0").utf8), at: at)
        }
    }
}
