import BundledData
import CountriesAnalysis
import Foundation
import MCPServer
import OfflineStore
import Synchronization
import TestSupport
import WorldBank

/// The MCP server's tools driven in this process through their source protocol: the figures from
/// a data provider over the snapshot built into the product, offline (or the fake API when a
/// test names one), JSON-RPC lines in and out. No binary, no Python for an offline test.
final class InProcessServer: Sendable {
    private let input: AsyncStream<InputLine>.Continuation
    private let mailbox = Mailbox()
    private let task: Task<Void, any Error>
    private let nextID = Mutex(0)
    /// The lines the server logged for stderr.
    let logged = LoggedLines()

    /// A server over `source`, not yet initialized.
    init(source: any StatisticsSource) {
        let (lines, input) = AsyncStream.makeStream(of: InputLine.self)
        self.input = input
        let (logged, mailbox) = (logged, mailbox)
        let server = MCPServer(source: source) { line in logged.append(line) }
        task = Task {
            try await server.serve(lines) { text in
                Task { await mailbox.deliver(text) }
            }
        }
    }

    /// An offline server over the built-in snapshot, initialized at `version`.
    static func offline(version: String = "2025-06-18") async throws -> InProcessServer {
        let server = InProcessServer(source: try ProviderStatistics(baseURL: RepositoryPaths.unreachableBaseURL))
        try await server.initialize(version)
        return server
    }

    /// Sends one message as one line.
    func send(_ message: [String: Any]) throws {
        input.yield(.line(Array(try JSONSerialization.data(withJSONObject: message))))
    }

    /// Sends a line as it is.
    func send(line: String) {
        input.yield(.line(Array(line.utf8)))
    }

    /// The response to request `id`, as the server wrote it.
    func response(to id: Int) async -> String {
        await mailbox.take(id)
    }

    /// The next response whose id is not a number (`null`, for a line that is not a request).
    func unnumberedResponse() async throws -> [String: Any] {
        let text = await mailbox.take(Mailbox.unnumbered)
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// `method` with `params`, and its response.
    func request(_ method: String, _ params: [String: Any] = [:]) async throws -> [String: Any] {
        let id = nextID.withLock { id in
            id += 1
            return id
        }
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let text = await response(to: id)
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    /// `initialize` at `version`, then the `initialized` notification.
    @discardableResult
    func initialize(_ version: String) async throws -> [String: Any] {
        let response = try await request(
            "initialize",
            [
                "protocolVersion": version, "capabilities": [:] as [String: Any],
                "clientInfo": ["name": "tests", "version": "1"],
            ])
        try send(["jsonrpc": "2.0", "method": "notifications/initialized"])
        return response
    }

    /// What calling tool `name` with `arguments` answered.
    func call(_ name: String, _ arguments: [String: Any]) async throws -> ToolAnswer {
        let response = try await request("tools/call", ["name": name, "arguments": arguments])
        let result = response["result"] as? [String: Any] ?? [:]
        let text = ((result["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
        return ToolAnswer(
            structured: result["structuredContent"] as? [String: Any] ?? [:], text: text,
            isError: result["isError"] as? Bool ?? false)
    }

    /// Ends the input and waits for the server to finish.
    func close() async throws {
        input.finish()
        try await task.value
    }
}

/// What the server logged for stderr.
final class LoggedLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// The server's messages by the id they answer, each waited for by one request.
private actor Mailbox {
    private var delivered: [Int: String] = [:]
    private var waiting: [Int: CheckedContinuation<String, Never>] = [:]
    /// The key of a message without a number for its id (a parse error's `null`).
    static let unnumbered = -1

    func deliver(_ text: String) {
        let message = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
        let id = message?["id"] as? Int ?? Self.unnumbered
        if let waiter = waiting.removeValue(forKey: id) { waiter.resume(returning: text) } else { delivered[id] = text }
    }

    func take(_ id: Int) async -> String {
        if let text = delivered.removeValue(forKey: id) { return text }
        return await withCheckedContinuation { waiting[id] = $0 }
    }
}

/// What a tool call answered.
struct ToolAnswer {
    let structured: [String: Any]
    let text: String
    let isError: Bool
}

enum InProcessServerError: Error {
    case closed
}

/// A ``StatisticsSource`` over a data provider: the snapshot built into the product, the API at
/// `baseURL` (offline unless a test names a server), a cache of its own.
struct ProviderStatistics: StatisticsSource {
    private(set) var provider: DataProvider
    private let service: WorldBankService
    let countries: [Country]
    let countryListOrigin: String
    let aliases: [EconomyAlias]
    let catalogue: IndicatorCatalogue?
    let baseURL: BaseURL
    var now: Date { Date(timeIntervalSince1970: 1_795_953_600) }

    init(baseURL text: String, offline: Bool = true) throws {
        let snapshot = BundledSnapshot.embedded
        let stored = try snapshot.file(.countries)
        countries = stored.countries ?? []
        countryListOrigin = "World Bank country list, snapshot (fetched \(DayText.format(stored.fetchedAt)))"
        aliases = snapshot.aliases()
        catalogue = try? snapshot.catalogue()
        baseURL = try BaseURL(parsing: text)
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("mcp-tests-\(UUID().uuidString)")
        service = WorldBankService(configuration: ServiceConfiguration(baseURL: baseURL))
        provider = DataProvider(
            service: service,
            cache: DatasetCache(root: cache, api: baseURL), snapshot: snapshot,
            options: DataOptions(
                mode: offline ? .offline : .automatic, maxAge: .seconds(86_400), networkBudget: .seconds(600)))
    }

    func economyData(indicators: [IndicatorCode], period: Period, also: Period?, database: Database) async throws
        -> ProvidedData
    {
        try await provider.economyData(indicators: indicators, period: period, also: also, database: database)
    }

    func databases() async throws -> DatabaseList { try await provider.databases() }
    func catalogue(of database: Database) async throws -> DatabaseCatalogue {
        try await provider.catalogue(of: database)
    }
    func describe(_ indicator: IndicatorCode) async throws -> DescribedIndicator {
        try await provider.describe(indicator)
    }
    func memberList(of group: Classification) async throws -> ListedMembers {
        try await provider.memberList(of: group)
    }
    /// The same provider (no mirror: a release is then said to be missing) asked as of `release`.
    func asOf(release: String) -> any StatisticsSource {
        var pinned = self
        var options = provider.options
        options.release = release
        pinned.provider = DataProvider(
            service: service, cache: provider.cache, mirror: provider.mirror, snapshot: provider.snapshot,
            options: options)
        return pinned
    }

    func releasesHeld(of database: DatabaseID) -> [String] { provider.mirror?.releases(of: database) ?? [] }

    /// The library's own sentence for the error (the command line adds its hints; these tests check
    /// the facts).
    func failureText(_ error: any Error) -> String {
        (error as? StoreError)?.message ?? (error as? WorldBankError)?.message ?? "\(error)"
    }
}
