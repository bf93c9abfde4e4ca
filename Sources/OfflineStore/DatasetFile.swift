import AtomicFiles
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

/// Reads and writes ``StoredDataset`` files in either form: size-capped, validated, atomic.
enum DatasetFile {
    /// The two forms a dataset is stored in.
    enum Format {
        /// `data/`, read and diffed by maintainers: JSON (``StoredDataset/json``).
        case json
        /// The cache and the copy of `data/` built into the binary: a ``CompactTable``, quick to read
        /// and write.
        case compact

        /// The file name of `key` in this form.
        func fileName(_ key: DatasetKey) -> String {
            key.name + (self == .json ? ".json" : ".dataset")
        }
    }

    /// Far above the largest real dataset (a full history is about 1 MiB), far below harm.
    static let maximumSize = 64 * 1_048_576

    /// Reads the file at `url` as `key`; `nil` when there is no file.
    ///
    /// Read with plain POSIX calls: one `open`, `fstat` and `read` cost less than `FileManager`'s
    /// attribute dictionary and `Data(contentsOf:)`, which were a tenth of a warm run. The file is
    /// opened without blocking and must be a regular file, so a FIFO or device in the cache folder
    /// is refused at once instead of hanging the command.
    static func read(_ url: URL, as key: DatasetKey, format: Format) throws(StoreError) -> StoredDataset? {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw .unreadable("not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= maximumSize else { throw .tooLarge(size) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let count = bytes.withUnsafeMutableBytes { buffer in
                posixRead(descriptor, buffer.baseAddress.map { $0 + filled }, size - filled)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                throw .unreadable(count < 0 ? String(cString: strerror(errno)) : "it shrank while being read")
            }
            filled += count
        }
        return try decode(bytes, as: key, format: format)
    }

    /// A dataset file read and checked once, to be cut to the periods a run asks for.
    enum Opened: Sendable {
        /// A JSON file, read whole.
        case whole(StoredDataset)
        /// A compact file, whose rows are built only for the period asked.
        case compact(CompactDataset)

        /// Reads and checks the bytes of a dataset file in `format` that should hold `key`.
        init(_ bytes: [UInt8], as key: DatasetKey, format: Format) throws(StoreError) {
            switch format {
            case .compact:
                let compact = try CompactDataset(bytes)
                try compact.header.validate(expecting: key)
                self = .compact(compact)
            case .json:
                let stored = try StoredDataset(json: Data(bytes))
                try stored.validate(expecting: key)
                self = .whole(stored)
            }
        }

        /// The dataset with the rows `period` asks for.
        func cut(to period: Period) -> StoredDataset {
            switch self {
            case .whole(let stored): stored.cut(to: period)
            case .compact(let compact): compact.cut(to: period)
            }
        }
    }

    /// Decodes and checks the bytes of a dataset file in `format` that should hold `key`, keeping
    /// the rows `period` asks for.
    static func decode(
        _ bytes: [UInt8], as key: DatasetKey, format: Format, cutTo period: Period = .history
    ) throws(StoreError) -> StoredDataset {
        try Opened(bytes, as: key, format: format).cut(to: period)
    }

    /// Writes `dataset` in `format` to `url` through a temporary file in the same folder and a
    /// rename, so a reader (or a second copy of the tool) sees the old file or the new one, never
    /// half of one.
    static func write(_ dataset: StoredDataset, to url: URL, format: Format, scratch: ScratchFiles) throws(StoreError) {
        let staged = try stage(dataset, to: url, format: format, scratch: scratch)
        do {
            try AtomicFile.commit([staged], scratch: scratch)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Writes `dataset` in `format` beside `url`, to be moved into place by ``AtomicFile/commit(_:scratch:)``.
    static func stage(
        _ dataset: StoredDataset, to url: URL, format: Format, scratch: ScratchFiles
    ) throws(StoreError) -> AtomicFile.Staged {
        let bytes: [UInt8]
        do {
            bytes = format == .json ? Array(dataset.json.compactText().utf8) : try dataset.compact()
        } catch {
            throw .cannotWrite(path: url.path, reason: "it cannot be encoded (\(error))")
        }
        do {
            try AtomicFile.createFolder(url.deletingLastPathComponent().path)
            return try AtomicFile.stage(bytes, for: url.path, scratch: scratch)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }
}

/// `read(2)`, which ``DatasetFile/read(_:as:format:)`` hides by its name inside the type.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
