/// The definition levels of one page of an optional column, in the RLE / bit-packed hybrid
/// encoding at bit width 1: 1 where a row has a value, 0 where it is null.
///
/// This is how a Parquet file says that a value is null, rather than writing a stand-in value:
/// the page's values hold only the rows that have one. The hybrid writes runs of one level as RLE
/// runs (a header and one byte) and mixed stretches as bit-packed groups of eight levels, so a
/// column without nulls costs a few bytes a page, and one with scattered nulls one bit a row.
struct DefinitionLevels: Equatable, Sendable {
    /// Whether each row of the page has a value.
    let defined: [Bool]

    /// The encoded levels, without the 4-byte length that precedes them in a v1 data page.
    ///
    /// The levels are taken in aligned groups of eight. A group whose eight levels are the same
    /// joins a run of such groups of the same level, written as one RLE run; other groups are
    /// written bit-packed, consecutive ones under one header. The last, partial group is an RLE run
    /// when its levels are the same (extending the run before it when that has the same level), and
    /// otherwise a bit-packed group padded with zeros, which readers ignore past the page's count.
    var rleHybrid: [UInt8] {
        var bytes: [UInt8] = []
        var run: (level: Bool, count: Int)?
        var packed: [UInt8] = []

        func flushRun() {
            guard let current = run else { return }
            // An RLE run: header (count << 1), then the level in one byte (bit width 1 rounds up to 8).
            ThriftValue.appendVarint(UInt64(current.count) << 1, to: &bytes)
            bytes.append(current.level ? 1 : 0)
            run = nil
        }
        func flushPacked() {
            guard !packed.isEmpty else { return }
            // A bit-packed run: header (groups << 1 | 1), then one byte a group of eight at width 1.
            ThriftValue.appendVarint(UInt64(packed.count) << 1 | 1, to: &bytes)
            bytes += packed
            packed = []
        }

        for start in stride(from: 0, to: defined.count, by: 8) {
            let group = defined[start..<min(start + 8, defined.count)]
            if let first = group.first, group.allSatisfy({ $0 == first }) {
                flushPacked()
                if let current = run, current.level == first {
                    run = (first, current.count + group.count)
                } else {
                    flushRun()
                    run = (first, group.count)
                }
            } else {
                flushRun()
                // Levels are packed from the least significant bit: row `start + i` is bit i.
                packed.append(
                    group.enumerated().reduce(0) { byte, level in level.element ? byte | 1 << level.offset : byte })
            }
        }
        flushRun()
        flushPacked()
        return bytes
    }
}
