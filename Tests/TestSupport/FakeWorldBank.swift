public import Foundation
public import WorldBank

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A real HTTP server on 127.0.0.1 that speaks the World Bank API v2 from the shared data, with
/// faults and latency on demand (`FakeWorldBank/fake_worldbank.py`).
///
/// Tests borrow one from ``FakeServerPool`` (on an ephemeral port), which resets it when it comes
/// back, so tests never share state and never touch the internet. The server's request log (arrival and completion times)
/// is how tests prove what the client sent and when.
public actor FakeWorldBank {
    /// The base URL to give the client, `http://127.0.0.1:<port>/v2`.
    public nonisolated let baseURL: BaseURL
    /// The ephemeral port the server listens on.
    public nonisolated let port: Int
    private let process: Process
    private let input: Pipe

    /// The folder holding the server script and its data, copied from `../shared/worldbank`.
    public static var resourceFolder: URL {
        get throws {
            guard let url = Bundle.module.url(forResource: "FakeWorldBank", withExtension: nil) else {
                throw FakeWorldBankError.missingResources
            }
            return url
        }
    }

    private init(process: Process, input: Pipe, port: Int) throws {
        self.process = process
        self.input = input
        self.port = port
        self.baseURL = try BaseURL(parsing: "http://127.0.0.1:\(port)/v2")
    }

    /// Starts a server and waits until it listens.
    ///
    /// - Parameters:
    ///   - latency: a delay added to every API request, to make concurrency visible in the log.
    ///   - lastUpdated: the `lastupdated` date the server reports.
    ///   - dataFolder: another folder of CSVs to serve (defaults to the shared data).
    ///   - lastYear: the database's last year, later than the data's to play a future release.
    public static func start(
        latency: Duration = .zero, lastUpdated: String = "2026-03-20", dataFolder: URL? = nil, lastYear: Int = 2024
    ) async throws -> FakeWorldBank {
        let folder = try resourceFolder
        let data = dataFolder ?? folder.appendingPathComponent("data")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", folder.appendingPathComponent("fake_worldbank.py").path, "--data", data.path,
            "--port", "0", "--latency-ms", "\(Int(latency.timeInterval * 1000))", "--lastupdated", lastUpdated,
            "--last-year", "\(lastYear)",
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let port = try await readPort(from: output.fileHandleForReading)
        return try FakeWorldBank(process: process, input: input, port: port)
    }

    /// Reads the `PORT <n>` line the server prints once it listens.
    private static func readPort(from handle: FileHandle) async throws -> Int {
        let line = await offThePool { () -> String in
            var bytes = Data()
            while !bytes.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.append(chunk)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2, words[0] == "PORT", let port = Int(words[1]) else {
            throw FakeWorldBankError.didNotStart(output: line)
        }
        return port
    }

    /// Stops the server and waits for it to exit.
    public func stop() async {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        let process = process
        await offThePool { process.waitUntilExit() }
    }

    /// Replaces the fault rules; each request takes the first rule that matches it.
    public func setFaults(_ rules: [FaultRule]) async throws {
        _ = try await control("faults", method: "POST", body: JSONEncoder().encode(rules))
    }

    /// Replaces the SYNTHETIC footnotes and statuses the fake serves (`/_control/notes`), for tests
    /// of how they are carried and shown; none of them is the Bank's.
    public func setNotes(_ notes: [SyntheticNote]) async throws {
        _ = try await control("notes", method: "POST", body: JSONEncoder().encode(notes))
    }

    /// Serves SYNTHETIC hostile entries of `/v2/sources` and of other databases' catalogues
    /// (`/_control/sources`): `names` renames databases by id, `extra` adds records as given,
    /// `indicators` gives another database's indicator a text as its name, description and
    /// organisation, `members` adds codes to a group's member list. Made up for tests of hostile
    /// input; reset clears them.
    public func serveHostileSources(
        names: [String: String] = [:], extra: [[String: String]] = [], indicators: [String: String] = [:],
        members: [String: [String]] = [:]
    ) async throws {
        let request: [String: Any] = ["names": names, "extra": extra, "indicators": indicators, "members": members]
        _ = try await control("sources", method: "POST", body: try JSONSerialization.data(withJSONObject: request))
    }

    /// Clears the request log and the fault rules.
    public func reset() async throws {
        _ = try await control("reset", method: "POST", body: Data())
    }

    /// Serves the fake's SYNTHETIC second edition (`SYNTHETIC_REVISIONS` in `fake_worldbank.py`):
    /// Kenya's 2022 population 1 % higher and Nigeria's 2023 population 0.5 % lower, both rounded to
    /// whole people, made up to test how revisions are found and never the World Bank's figures;
    /// `lastUpdated` moves the release date, `nil` keeps it (a revision in place).
    /// `revisions` (indicator code, ISO3, year, factor) replace those changes, as SYNTHETIC.
    public func serveSecondEdition(
        lastUpdated: String?, revisions: [(indicator: String, economy: String, year: Int, factor: Double)]? = nil
    ) async throws {
        var request: [String: Any] = ["edition": 2, "lastupdated": lastUpdated.map { $0 as Any } ?? NSNull()]
        if let revisions {
            request["revisions"] = revisions.map { [$0.indicator, $0.economy, $0.year, $0.factor] as [Any] }
        }
        _ = try await control("edition", method: "POST", body: try JSONSerialization.data(withJSONObject: request))
    }

    /// Serves another bulk file at `/data/download/` (`bulk_files.py`): the release of `release`
    /// (its Last-Modified day), `indicators` SYNTHETIC indicators beside the real two (a few when
    /// nil), really compressed when `compress`, with SYNTHETIC `revisions` (indicator, ISO3, year,
    /// factor). Reset restores the first release.
    /// `file` serves the bytes of that file as WDI_CSV.zip instead (a damaged zip); `digits` writes every
    /// value with at most that many significant digits (a re-rounded release).
    public func serveBulk(
        release: String, indicators: Int? = nil, compress: Bool = false,
        revisions: [(indicator: String, economy: String, year: Int, factor: Double)] = [], file: String? = nil,
        digits: Int? = nil
    ) async throws {
        var request: [String: Any] = ["release": release, "compress": compress]
        if let digits { request["digits"] = digits }
        if let file { request["file"] = file }
        if let indicators { request["indicators"] = indicators }
        if !revisions.isEmpty {
            request["revisions"] = revisions.map { [$0.indicator, $0.economy, $0.year, $0.factor] as [Any] }
        }
        _ = try await control("bulk", method: "POST", body: try JSONSerialization.data(withJSONObject: request))
    }

    /// Names `releases` (day, and the SYNTHETIC revisions and digits of its file) as the Data
    /// Catalog's dated files of WDI; an empty list names the current release's file only.
    public func serveCatalogue(
        _ releases: [(
            day: String, revisions: [(indicator: String, economy: String, year: Int, factor: Double)],
            digits: Int?
        )]
    ) async throws {
        var named: [String: Any] = [:]
        for release in releases {
            var settings: [String: Any] = [:]
            if let digits = release.digits { settings["digits"] = digits }
            if !release.revisions.isEmpty {
                settings["revisions"] = release.revisions.map {
                    [$0.indicator, $0.economy, $0.year, $0.factor] as [Any]
                }
            }
            named[release.day] = settings
        }
        let request: [String: Any] = releases.isEmpty ? [:] : ["releases": named]
        _ = try await control("catalogue", method: "POST", body: try JSONSerialization.data(withJSONObject: request))
    }

    /// Lets every request held by a `hold` rule go.
    public func release() async throws {
        _ = try await control("release", method: "POST", body: Data())
    }

    /// Returns once `count` API requests have arrived (or after 30 s): synchronisation on what the
    /// server saw, never on the clock.
    public func waitForRequests(_ count: Int) async throws {
        _ = try await control("wait?count=\(count)&timeout_ms=30000", method: "GET", body: nil)
    }

    /// Every API request the server received so far, in arrival order; `settled` waits until each
    /// has been answered (a client may read an answer before the server has logged its status).
    public func requestLog(settled: Bool = false) async throws -> [ServedRequest] {
        try JSONDecoder().decode(
            [ServedRequest].self, from: try await control(settled ? "log?settled=1" : "log", method: "GET", body: nil))
    }

    private func control(_ name: String, method: String, body: Data?) async throws -> Data {
        guard let url = URL(string: "http://127.0.0.1:\(port)/_control/\(name)") else {
            throw FakeWorldBankError.missingResources
        }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let (body, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else { throw FakeWorldBankError.controlFailed(name, status) }
        return body
    }
}

/// A footnote and a status made up for a test, served on one observation of the real figures:
/// the status as its `obs_status`, the footnote only to a query that says `footnote=y`.
public struct SyntheticNote: Sendable, Encodable {
    public let indicator: String
    public let economy: String
    public let year: Int
    public let footnote: String
    public let status: String

    /// A note on the value of `indicator` (a code) for `economy` (ISO3) in `year`.
    public init(indicator: String, economy: String, year: Int, footnote: String = "", status: String = "") {
        self.indicator = indicator
        self.economy = economy
        self.year = year
        self.footnote = footnote
        self.status = status
    }
}

/// Why the fake server could not be used.
public enum FakeWorldBankError: Error, Equatable {
    /// The server script or its data is not in the test bundle.
    case missingResources
    /// The server exited or printed something other than its port.
    case didNotStart(output: String)
    /// A control request was refused.
    case controlFailed(String, Int)
}

/// Runs `body` with a fake server lent by the suite's pool (``FakeServerPool``), as it started, and
/// gives it back afterwards, whatever happens.
public func withFakeWorldBank<T: Sendable>(
    latency: Duration = .zero, lastUpdated: String = "2026-03-20", dataFolder: URL? = nil, lastYear: Int = 2024,
    isolation: isolated (any Actor)? = #isolation, _ body: (FakeWorldBank) async throws -> T
) async throws -> T {
    let options = FakeServerPool.Options(
        latencyMilliseconds: Int(latency.timeInterval * 1000), lastUpdated: lastUpdated, dataFolder: dataFolder?.path,
        lastYear: lastYear)
    let server = try await FakeServerPool.shared.lend(options)
    do {
        let result = try await FakeServerPool.$lent.withValue(FakeServerPool.lent + 1) { try await body(server) }
        await FakeServerPool.shared.giveBack(server, options)
        return result
    } catch {
        await FakeServerPool.shared.giveBack(server, options)
        throw error
    }
}

/// The fake servers of a run of the suite: at most ``limit`` alive at once, each lent to one test at
/// a time and reset when it comes back (its log, rules, notes and edition), so that tests never share
/// state and a parallel run does not start a Python process per test (a run was seen holding 182 of
/// them, 7.6 GB). A test waits while every server is lent; one that already holds a server and asks
/// for another is given one of its own beyond the limit, so that it cannot wait on itself.
public actor FakeServerPool {
    /// The pool of the test process.
    public static let shared = FakeServerPool()
    /// The most servers alive at once, nested loans aside.
    public static let limit = 8

    /// How many servers the current task holds.
    @TaskLocal static var lent = 0

    /// What a server was started with; only a server started the same way is lent again.
    struct Options: Hashable {
        let latencyMilliseconds: Int
        let lastUpdated: String
        let dataFolder: String?
        let lastYear: Int
    }

    private var idle: [(options: Options, server: FakeWorldBank)] = []
    private var alive = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// The most servers seen alive at once, for the suite's own check of the limit.
    public private(set) var mostAlive = 0

    /// A server started with `options`: an idle one, else a new one while fewer than ``limit`` live
    /// (an idle server of other options is stopped to make room), else the next one given back.
    func lend(_ options: Options) async throws -> FakeWorldBank {
        while true {
            if let index = idle.firstIndex(where: { $0.options == options }) { return idle.remove(at: index).server }
            if alive < Self.limit || Self.lent > 0 {
                alive += 1
                mostAlive = max(mostAlive, alive)
                do {
                    return try await FakeWorldBank.start(
                        latency: .milliseconds(options.latencyMilliseconds), lastUpdated: options.lastUpdated,
                        dataFolder: options.dataFolder.map { URL(fileURLWithPath: $0, isDirectory: true) },
                        lastYear: options.lastYear)
                } catch {
                    alive -= 1
                    wakeOne()
                    throw error
                }
            }
            if let other = idle.popLast() {
                alive -= 1
                await other.server.stop()
                continue
            }
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    /// Takes `server` back: reset to how it started and kept for the next test, or stopped when it
    /// cannot be reset (it died, or a test broke it).
    func giveBack(_ server: FakeWorldBank, _ options: Options) async {
        do {
            try await server.reset()
            idle.append((options, server))
        } catch {
            alive -= 1
            await server.stop()
        }
        wakeOne()
    }

    private func wakeOne() {
        if !waiting.isEmpty { waiting.removeFirst().resume() }
    }
}
