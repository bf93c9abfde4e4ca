public import OfflineStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The bundled snapshot (`data/`) built into the binary by the EmbedSnapshot plugin, so that a
/// binary copied alone anywhere still answers `--offline`.
///
/// The datasets are built in as compact tables, read in a fraction of the time their JSON takes;
/// a test proves they hold exactly what `data/` holds.
public enum EmbeddedSnapshot {
    /// The bytes of the built-in file `name`, `nil` for any other name.
    public static func file(named name: String) -> [UInt8]? {
        base64Files[name].flatMap(bytes(base64:))
    }

    /// Decodes base64 straight into the array the store reads in place: Foundation's decoder
    /// answers `Data`, which the store then copied. `nil` for text that is not base64 (padded, no
    /// line breaks).
    static func bytes(base64 text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { input -> [UInt8]? in
            guard input.count % 4 == 0 else { return nil }
            let padding = input.suffix(2).reversed().prefix { $0 == UInt8(ascii: "=") }.count
            // The padding is read as `A` (zero bits) and left out of the count; any other `=` is
            // outside the alphabet.
            var last = Array(input.suffix(4))
            for index in last.indices.suffix(padding) { last[index] = UInt8(ascii: "A") }
            var valid = false
            let output = [UInt8](unsafeUninitializedCapacity: input.count / 4 * 3) { output, initialized in
                valid = digits.withUnsafeBufferPointer { digits in
                    last.withUnsafeBufferPointer { last in
                        decode(UnsafeBufferPointer(rebasing: input.dropLast(4)), into: output, digits: digits)
                            && decode(
                                last, into: UnsafeMutableBufferPointer(rebasing: output.suffix(3)), digits: digits)
                    }
                }
                initialized = valid ? output.count - padding : 0
            }
            return valid ? output : nil
        }
    }

    /// Decodes `input`, whole groups of four, into `output`; false when a byte is outside the
    /// alphabet. A loop of its own over plain locals: captured by the closures above, each use of
    /// them was checked for exclusive access.
    private static func decode(
        _ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>,
        digits: UnsafeBufferPointer<UInt32>
    ) -> Bool {
        var (outside, written, start): (UInt32, Int, Int) = (0, 0, 0)
        while start < input.count {
            let group =
                digits[Int(input[start])] | digits[256 + Int(input[start + 1])]
                | digits[512 + Int(input[start + 2])] | digits[768 + Int(input[start + 3])]
            outside |= group
            output[written] = UInt8(truncatingIfNeeded: group >> 16)
            output[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
            output[written + 2] = UInt8(truncatingIfNeeded: group)
            written += 3
            start += 4
        }
        return outside >> 24 == 0
    }

    /// Each byte's value as the first, second, third and fourth digit of a group (256 entries
    /// each), shifted into place; bit 24 marks a byte outside the alphabet.
    private static let digits: [UInt32] = {
        var digits = [UInt32](repeating: 1 << 24, count: 4 * 256)
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        for (value, byte) in alphabet.utf8.enumerated() {
            for place in 0..<4 { digits[place * 256 + Int(byte)] = UInt32(value) << (18 - 6 * place) }
        }
        return digits
    }()
}

extension BundledSnapshot {
    /// The snapshot built into the binary.
    public static let embedded = BundledSnapshot(builtIn: EmbeddedSnapshot.file(named:))

    /// `$COUNTRIES_DATA_DIR` when set, else the copy built into the binary.
    public static func locate(environment: [String: String]) -> BundledSnapshot {
        guard let explicit = environment[environmentVariable], !explicit.isEmpty else { return .embedded }
        return BundledSnapshot(folder: URL(fileURLWithPath: explicit, isDirectory: true))
    }
}
