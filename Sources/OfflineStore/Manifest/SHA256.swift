/// SHA-256 (FIPS 180-4), written here because the toolchain's Linux Foundation has no CryptoKit
/// and the package takes no dependencies.
///
/// It fingerprints the values of a dataset for a manifest, so that anyone can check later that
/// the figures an output used are the figures the World Bank still serves. Not for secrets: it
/// makes no attempt at constant time.
public struct SHA256: Sendable {
    /// The state words: the fractional parts of the square roots of the first eight primes.
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes not yet hashed: always fewer than one 64-byte block.
    private var pending: [UInt8] = []
    /// How many bytes were given in all.
    private var length: UInt64 = 0

    /// A hash of nothing yet.
    public init() {}

    /// Adds `bytes` to what is hashed.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let given = Array(bytes)
        length &+= UInt64(given.count)
        var start = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, given.count)
            pending += given[0..<taken]
            start = taken
            guard pending.count == 64 else { return }
            compress(pending[...])
            pending.removeAll(keepingCapacity: true)
        }
        while given.count - start >= 64 {
            compress(given[start..<start + 64])
            start += 64
        }
        pending += given[start...]
    }

    /// The 32-byte digest of everything given; the hash itself is left as it was.
    public func finalize() -> [UInt8] {
        var copy = self
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        for start in stride(from: 0, to: tail.count, by: 64) { copy.compress(tail[start..<start + 64]) }
        return copy.state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    /// The digest of everything given in lower-case hexadecimal, as `sha256sum` prints it.
    public func hexDigest() -> String {
        finalize().map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    /// The digest of `bytes` in lower-case hexadecimal.
    public static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }

    /// The round constants: the fractional parts of the cube roots of the first 64 primes.
    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Folds one 64-byte block into the state. The schedule lives in a temporary buffer, not an
    /// array, so that a debug build (the tests') hashes a report's values in well under a second.
    private mutating func compress(_ block: ArraySlice<UInt8>) {
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
            block.withUnsafeBufferPointer { bytes in
                for index in 0..<16 {
                    let base = index * 4
                    words[index] =
                        UInt32(bytes[base]) << 24 | UInt32(bytes[base + 1]) << 16 | UInt32(bytes[base + 2]) << 8
                        | UInt32(bytes[base + 3])
                }
            }
            for index in 16..<64 {
                let before = words[index - 15]
                let recent = words[index - 2]
                let sigma0 = before.rotatedRight(7) ^ before.rotatedRight(18) ^ (before >> 3)
                let sigma1 = recent.rotatedRight(17) ^ recent.rotatedRight(19) ^ (recent >> 10)
                words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
            }
            Self.constants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let first = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                    let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ sum0 &+ majority)
                }
            }
        }
        for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] &+= value }
    }
}

extension UInt32 {
    /// The word rotated right by `count` bits.
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { self >> count | self << (32 - count) }
}
