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

/// A bulk file fetched into the mirror's `.downloads` folder as its file host serves it (BULK.md
/// section 5): streamed to disk, revalidated with `If-None-Match` / `If-Modified-Since` against the
/// release held, resumed with `Range` + `If-Range` after an interruption, and its length checked
/// against what the server announced.
///
/// `<name>.part` holds the bytes received and `<name>.part.headers` the header block of the response
/// they came from, written before its first byte: a download stopped by a signal, a lost connection
/// or a full disk is resumed from its validators. A resumption's bytes go to `<name>.part.more`
/// first, since only its status says whether they continue the part (206) or replace it (200).
struct BulkDownload {
    /// What the server's answer came to.
    enum Outcome: Sendable {
        /// The file is the one held (304).
        case unchanged
        /// The whole file is in `path`, with the validators of the response it came from.
        case fetched(path: String, validators: Validators)
    }

    /// What identifies a version of the file on the server.
    struct Validators: Sendable, Hashable {
        let etag: String?
        let lastModified: String?
        /// The file's whole length, as announced.
        let length: Int
    }

    let url: URL
    let transport: CurlTransport
    let folder: String
    let fileName: String
    let timeout: Duration
    let stallLimit: Duration
    /// Told the bytes held so far and the whole length when known, every quarter of a second.
    let progress: (@Sendable (Int, Int?) -> Void)?

    /// The largest bulk file taken: ten times the Bank's largest (283 MB).
    static let maximumLength = 3 << 30

    var part: String { folder + "/" + fileName + ".part" }
    private var partHeaders: String { part + ".headers" }
    private var more: String { part + ".more" }
    private var moreHeaders: String { more + ".headers" }

    /// Fetches the file unless `held` (the newest release's source) is still the server's.
    func run(held: ReleaseManifest.Source?) async throws -> Outcome {
        try Mirror.createFolder(folder)
        if let validators = Self.validators(atPath: partHeaders), let size = Self.size(of: part),
            size < validators.length
        {
            return try await resume(from: size, validators: validators, held: held)
        }
        return try await fresh(held: held)
    }

    /// A download from the first byte, conditional on `held`.
    private func fresh(held: ReleaseManifest.Source?) async throws -> Outcome {
        for path in [part, partHeaders, more, moreHeaders] { unlink(path) }
        var headers: [String: String] = [:]
        if let held {
            if let etag = held.etag { headers["If-None-Match"] = etag }
            if let modified = held.lastModified { headers["If-Modified-Since"] = modified }
        }
        let response = try await fetch(headers: headers, into: part, headers: partHeaders, startingAt: 0)
        switch response.status {
        case 304:
            for path in [part, partHeaders] { unlink(path) }
            return .unchanged
        case 200:
            return try finished(Self.validators(of: response))
        default:
            for path in [part, partHeaders] { unlink(path) }
            throw BulkError.refused(url: url.absoluteString, status: response.status)
        }
    }

    /// A download of the bytes after the `size` held, if the file is still the one they came from.
    private func resume(from size: Int, validators: Validators, held: ReleaseManifest.Source?) async throws -> Outcome {
        let headers = ["Range": "bytes=\(size)-", "If-Range": validators.etag ?? validators.lastModified ?? ""]
        let response: HTTPResponse
        do {
            response = try await fetch(headers: headers, into: more, headers: moreHeaders, startingAt: size)
        } catch {
            // What arrived before the failure is kept, as what its status says it is.
            if let status = Self.head(atPath: moreHeaders)?.status { try keep(status: status, after: size) }
            throw error
        }
        switch response.status {
        case 206, 200:
            try keep(status: response.status, after: size)
            return try finished(response.status == 206 ? validators : Self.validators(of: response))
        case 416:
            // The part is not a prefix of the file on the server: start again.
            return try await fresh(held: held)
        default:
            for path in [more, moreHeaders] { unlink(path) }
            throw BulkError.refused(url: url.absoluteString, status: response.status)
        }
    }

    /// Makes the part hold what the resumption of status `status` brought: its continuation (206)
    /// or a new file (200, the file changed on the server).
    private func keep(status: Int, after size: Int) throws(BulkError) {
        if status == 206 {
            try Self.append(more, to: part)
            for path in [more, moreHeaders] { unlink(path) }
        } else if status == 200 {
            guard rename(more, part) == 0, rename(moreHeaders, partHeaders) == 0 else {
                throw .cannotWrite(path: part, reason: String(cString: strerror(errno)))
            }
        } else {
            for path in [more, moreHeaders] { unlink(path) }
        }
    }

    /// The complete part, once its length is the one announced; a shorter one is kept to resume.
    private func finished(_ validators: Validators) throws(BulkError) -> Outcome {
        let size = Self.size(of: part) ?? 0
        guard size == validators.length else {
            if size > validators.length { for path in [part, partHeaders] { unlink(path) } }
            throw .truncated(url: url.absoluteString, received: size, expected: validators.length)
        }
        return .fetched(path: part, validators: validators)
    }

    /// Sends one GET with `headers`, its body into `path` (created empty) and its header block into
    /// `headersPath`, telling ``progress`` how far it is.
    private func fetch(headers: [String: String], into path: String, headers headersPath: String, startingAt start: Int)
        async throws -> HTTPResponse
    {
        let body = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard body >= 0 else { throw BulkError.cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        defer { close(body) }
        let head = open(headersPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard head >= 0 else {
            throw BulkError.cannotWrite(path: headersPath, reason: String(cString: strerror(errno)))
        }
        defer { close(head) }
        let watch = progress.map { tell in
            Task {
                while !Task.isCancelled {
                    var status = stat()
                    if fstat(body, &status) == 0 { tell(start + Int(status.st_size), nil) }
                    try? await Task.sleep(for: .milliseconds(250))
                }
            }
        }
        defer { watch?.cancel() }
        return try await transport.download(
            url, headers: headers, to: .init(body: body, headers: head, stallLimit: stallLimit),
            limit: Self.maximumLength, timeout: timeout)
    }

    /// The validators of `response`, a 200 of the whole file.
    private static func validators(of response: HTTPResponse) -> Validators {
        Validators(
            etag: response.headers["etag"], lastModified: response.headers["last-modified"],
            length: response.headers["content-length"].flatMap { Int($0) } ?? -1)
    }

    /// The validators of the response whose header block is in `path`: a 200's, or the whole length
    /// of a 206's `Content-Range`; nil when it names neither an ETag nor a date.
    private static func validators(atPath path: String) -> Validators? {
        guard let head = head(atPath: path), head.fields["etag"] != nil || head.fields["last-modified"] != nil else {
            return nil
        }
        let length: Int?
        switch head.status {
        case 200: length = head.fields["content-length"].flatMap { Int($0) }
        case 206: length = head.fields["content-range"].flatMap { $0.split(separator: "/").last }.flatMap { Int($0) }
        default: length = nil
        }
        guard let length else { return nil }
        return Validators(etag: head.fields["etag"], lastModified: head.fields["last-modified"], length: length)
    }

    /// The status and fields (names lower-cased) of the header block in `path`.
    static func head(atPath path: String) -> (status: Int, fields: [String: String])? {
        guard let data = try? Mirror.contents(of: path, limit: 256 * 1024), !data.isEmpty else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard let first = lines.first, first.hasPrefix("HTTP/") else { return nil }
        let parts = first.split(separator: " ")
        guard parts.count >= 2, let status = Int(parts[1]) else { return nil }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = String(line[line.index(after: colon)...]).trimmingWhitespace
        }
        return (status, fields)
    }

    static func size(of path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// Appends the file `source` to the file `target`, a MiB at a time.
    private static func append(_ source: String, to target: String) throws(BulkError) {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw .unreadable(path: source, reason: String(cString: strerror(errno))) }
        defer { close(input) }
        let output = open(target, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard output >= 0 else { throw .cannotWrite(path: target, reason: String(cString: strerror(errno))) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(path: source, reason: String(cString: strerror(errno))) }
            if count == 0 { return }
            guard FileDescriptor.writeAll(Array(buffer[0..<count]), to: output) == 0 else {
                throw .cannotWrite(path: target, reason: String(cString: strerror(errno)))
            }
        }
    }
}
