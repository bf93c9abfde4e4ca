import AtomicFiles
import CZlib
import Parquet

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A zip file on disk read as the Bank's bulk files need: the central directory found from the end,
/// members by name (any case), each streamed in blocks, inflated when stored with method 8, its
/// size and CRC-32 checked at its end. A member of hundreds of MB is never held whole, and nothing
/// is inferred from the compression ratio (the Bank's members are deflate streams of stored blocks,
/// a little larger than what they hold).
struct ZipFile {
    /// A member of the central directory.
    struct Member: Sendable, Hashable {
        let name: String
        let method: Int
        let compressedSize: Int
        let size: Int
        let crc32: UInt32
        let localHeader: Int
    }

    let path: String
    let members: [Member]
    private let descriptor: Int32
    private let fileSize: Int

    /// The largest member read, unpacked: far above the Bank's largest (about 200 MB).
    static let maximumMember = 4 << 30

    /// Opens `path` and reads its central directory.
    init(path: String) throws(BulkError) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, reason: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unreadable(path: path, reason: "not a regular file")
        }
        fileSize = Int(status.st_size)
        do {
            members = try Self.centralDirectory(descriptor, size: fileSize, path: path)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Closes the file.
    func finish() { closeFile(descriptor) }

    /// The member whose name is `name`, whatever its case.
    func member(named name: String) -> Member? {
        members.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The member whose name ends with `suffix`, whatever its case: how another database's members
    /// (`Gender_StatsCSV.csv`) are found by what they hold.
    func member(endingWith suffix: String) -> Member? {
        members.first { $0.name.lowercased().hasSuffix(suffix.lowercased()) }
    }

    /// Streams `member`'s bytes to `body` in blocks of about 1 MiB, checking its size and CRC-32 at
    /// the end.
    func read(_ member: Member, into body: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard member.size <= Self.maximumMember else {
            throw BulkError.damaged(path: path, reason: "\(member.name) holds \(member.size) bytes")
        }
        let header = try bytes(at: member.localHeader, count: 30)
        guard Self.uint32(header, 0) == 0x0403_4b50 else {
            throw BulkError.damaged(path: path, reason: "no local header for \(member.name)")
        }
        let start = member.localHeader + 30 + Int(Self.uint16(header, 26)) + Int(Self.uint16(header, 28))
        guard start + member.compressedSize <= fileSize else {
            throw BulkError.damaged(path: path, reason: "\(member.name) runs past the end of the file")
        }
        var crc: UInt = 0
        var produced = 0
        func pass(_ block: UnsafeRawBufferPointer) throws {
            produced += block.count
            guard produced <= member.size else {
                throw BulkError.damaged(path: path, reason: "\(member.name) holds more than its \(member.size) bytes")
            }
            crc = czlib_crc32(crc, block.baseAddress?.assumingMemoryBound(to: UInt8.self), block.count, nil)
            try body(block)
        }
        let blockSize = 1 << 20
        var input = [UInt8](repeating: 0, count: blockSize)
        var offset = 0
        switch member.method {
        case 0:
            while offset < member.compressedSize {
                let count = min(blockSize, member.compressedSize - offset)
                try readFully(into: &input, count: count, at: start + offset)
                try input.withUnsafeBytes { try pass(UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
                offset += count
            }
        case 8:
            var error: UnsafePointer<CChar>?
            guard let inflater = czlib_inflater_create(CZLIB_RAW, &error) else {
                throw BulkError.zlibUnavailable(reason: error.map { String(cString: $0) } ?? "out of memory")
            }
            defer { czlib_inflater_destroy(inflater) }
            var output = [UInt8](repeating: 0, count: blockSize)
            var ended = false
            while !ended {
                let count = min(blockSize, member.compressedSize - offset)
                if count > 0 { try readFully(into: &input, count: count, at: start + offset) }
                var used = 0
                repeat {
                    var consumed = 0
                    var made = 0
                    var message: UnsafePointer<CChar>?
                    let step = input.withUnsafeBufferPointer { inBuffer in
                        output.withUnsafeMutableBufferPointer { outBuffer in
                            czlib_inflater_step(
                                inflater, inBuffer.baseAddress.map { $0 + used }, count - used, &consumed,
                                outBuffer.baseAddress, outBuffer.count, &made, &message)
                        }
                    }
                    used += consumed
                    if made > 0 {
                        try output.withUnsafeBytes { try pass(UnsafeRawBufferPointer(rebasing: $0.prefix(made))) }
                    }
                    if step == CZLIB_BROKEN {
                        throw BulkError.damaged(
                            path: path,
                            reason: "\(member.name) is not deflate data"
                                + (message.map { ": \(String(cString: $0))" } ?? ""))
                    }
                    if step == CZLIB_END {
                        ended = true
                        break
                    }
                    if consumed == 0 && made == 0 {
                        guard count > 0 else {
                            throw BulkError.damaged(path: path, reason: "\(member.name) is cut short")
                        }
                        break
                    }
                } while used < count || count == 0
                offset += count
            }
        default:
            throw BulkError.damaged(path: path, reason: "\(member.name) is stored with method \(member.method)")
        }
        guard produced == member.size, UInt32(truncatingIfNeeded: crc) == member.crc32 else {
            throw BulkError.damaged(path: path, reason: "\(member.name) does not match its size and CRC-32")
        }
    }

    private func readFully(into buffer: inout [UInt8], count: Int, at offset: Int) throws(BulkError) {
        var done = 0
        while done < count {
            let n = buffer.withUnsafeMutableBytes { bytes in
                pread(descriptor, bytes.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
            }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                throw BulkError.unreadable(path: path, reason: n < 0 ? String(cString: strerror(errno)) : "cut short")
            }
            done += n
        }
    }

    private func bytes(at offset: Int, count: Int) throws(BulkError) -> [UInt8] {
        guard offset >= 0, offset + count <= fileSize else {
            throw BulkError.damaged(path: path, reason: "a record past the end of the file")
        }
        var buffer = [UInt8](repeating: 0, count: count)
        try readFully(into: &buffer, count: count, at: offset)
        return buffer
    }

    /// The members listed by the end-of-central-directory record, found in the last 64 KiB.
    private static func centralDirectory(_ descriptor: Int32, size: Int, path: String) throws(BulkError) -> [Member] {
        let tailSize = min(size, 65_536 + 22)
        var tail = [UInt8](repeating: 0, count: tailSize)
        var done = 0
        while done < tailSize {
            let n = tail.withUnsafeMutableBytes { bytes in
                pread(descriptor, bytes.baseAddress.map { $0 + done }, tailSize - done, off_t(size - tailSize + done))
            }
            guard n > 0 else { throw .unreadable(path: path, reason: "cut short") }
            done += n
        }
        guard tailSize >= 22,
            let end = stride(from: tailSize - 22, through: 0, by: -1).first(where: { uint32(tail, $0) == 0x0605_4b50 })
        else { throw .damaged(path: path, reason: "not a zip file (no end of central directory)") }
        let count = Int(uint16(tail, end + 10))
        let directorySize = Int(uint32(tail, end + 12))
        let directoryOffset = Int(uint32(tail, end + 16))
        guard directoryOffset + directorySize <= size, directorySize <= 16 << 20 else {
            throw .damaged(path: path, reason: "a central directory past the end of the file")
        }
        var directory = [UInt8](repeating: 0, count: directorySize)
        done = 0
        while done < directorySize {
            let n = directory.withUnsafeMutableBytes { bytes in
                pread(
                    descriptor, bytes.baseAddress.map { $0 + done }, directorySize - done, off_t(directoryOffset + done)
                )
            }
            guard n > 0 else { throw .unreadable(path: path, reason: "cut short") }
            done += n
        }
        var members: [Member] = []
        var at = 0
        for _ in 0..<count {
            guard at + 46 <= directory.count, uint32(directory, at) == 0x0201_4b50 else {
                throw .damaged(path: path, reason: "a damaged central directory")
            }
            let nameLength = Int(uint16(directory, at + 28))
            let skip = nameLength + Int(uint16(directory, at + 30)) + Int(uint16(directory, at + 32))
            guard at + 46 + skip <= directory.count else {
                throw .damaged(path: path, reason: "a damaged central directory")
            }
            members.append(
                Member(
                    name: String(decoding: directory[at + 46..<at + 46 + nameLength], as: UTF8.self),
                    method: Int(uint16(directory, at + 10)), compressedSize: Int(uint32(directory, at + 20)),
                    size: Int(uint32(directory, at + 24)), crc32: uint32(directory, at + 16),
                    localHeader: Int(uint32(directory, at + 42))))
            at += 46 + skip
        }
        return members
    }

    static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 }
    static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
    }
}

/// `close(2)`, which the type's own names would hide.
private func closeFile(_ descriptor: Int32) { _ = close(descriptor) }
