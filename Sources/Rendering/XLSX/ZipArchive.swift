import Parquet

/// A zip archive, the container of an Office Open XML workbook: entries deflated (method 8) through
/// the system's zlib, or stored (method 0) where deflate would not make them smaller or zlib cannot
/// be loaded, so that a machine without zlib still writes a valid, only larger, workbook.
///
/// Written here because the project takes no dependencies. Entries carry a fixed date (1980-01-01),
/// so the same rows always give the same bytes with the same zlib. Sizes are 32-bit: an entry must
/// stay under 4 GiB, far beyond any table this tool writes. The CRC-32 is computed here, not by
/// zlib, because a stored entry needs it too when zlib is missing.
struct ZipArchive {
    private var bytes: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    /// Appends the file `name` holding `contents`.
    mutating func add(_ name: String, _ contents: [UInt8]) {
        let offset = UInt32(bytes.count)
        let crc = Self.crc32(contents)
        // Any deflate failure leaves the stored form, which is always valid: only the size differs.
        let deflated = (try? Deflate.raw.compress(contents)).flatMap { $0.count < contents.count ? $0 : nil }
        let method: UInt16 = deflated == nil ? 0 : 8
        let data = deflated ?? contents
        // Version 2.0 (deflate's), no flags, the method, time 00:00, date 1980-01-01.
        let common: [UInt8] =
            Self.le16(20) + Self.le16(0) + Self.le16(method) + Self.le16(0) + Self.le16(0x21) + Self.le32(crc)
            + Self.le32(UInt32(data.count)) + Self.le32(UInt32(contents.count))
            + Self.le16(UInt16(name.utf8.count)) + Self.le16(0)
        bytes += Self.le32(0x0403_4b50) + common + Array(name.utf8) + data
        // Made by version 2.0; no comment, disk 0, no attributes; then where the entry starts.
        directory +=
            Self.le32(0x0201_4b50) + Self.le16(20) + common + Self.le16(0) + Self.le16(0) + Self.le16(0)
            + Self.le32(0) + Self.le32(offset) + Array(name.utf8)
        count += 1
    }

    /// The archive: the entries, their central directory, and its end record.
    var archived: [UInt8] {
        let entries = Self.le16(UInt16(count))
        return bytes + directory + Self.le32(0x0605_4b50) + Self.le16(0) + Self.le16(0) + entries + entries
            + Self.le32(UInt32(directory.count)) + Self.le32(UInt32(bytes.count)) + Self.le16(0)
    }

    private static func le16(_ value: UInt16) -> [UInt8] {
        (0..<2).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func le32(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    /// The CRC-32 (ISO-HDLC, the zip and PNG one) of `data`.
    static func crc32(_ data: [UInt8]) -> UInt32 {
        ~data.reduce(~UInt32(0)) { crc, byte in crcTable[Int((crc ^ UInt32(byte)) & 0xff)] ^ (crc >> 8) }
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
