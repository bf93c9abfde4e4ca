import CountriesAnalysis
import OfflineStore
import Rendering
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

/// `countries check`: claims in, verdicts out. Each claim (an economy, an indicator, a year, a value
/// as people write it) is compared with the World Bank's figure at the precision it is written with.
enum CheckCommand {
    /// The largest file of claims read: 10,000 claims of a few hundred bytes.
    static let maximumInput = 8 << 20

    static let spec = CommandSpec(
        name: "check",
        summary: "Check stated figures (claims) against the World Bank's: match, close, mismatch, and why",
        positionals: ["FILE | ECONOMY INDICATOR YEAR VALUE..."],
        options: OutputOptions.all,
        discussion: """
            Reads claims from FILE ('-' for stdin): a CSV file with the header economy,indicator,year,value
            (and optionally release), or a JSON array of objects with those members; or one claim given as
            four arguments. An economy is any name or code the tool knows (Kenya, KEN, 'Korea, Rep.'); an
            indicator its code or words (SP.POP.TOTL, population); a year, or latest; a value as people
            write it (54.3 million, $2.1 trillion, 3.4 %, 54,252,461).

            Each claim gets one row, in the input's order: its verdict, match (the figure, rounded to the
            precision the claim is written with, is the claim: 54.3 million for 54,252,461), close
            (within 5 %), mismatch, or cannot_verify (no such economy, indicator or figure); a diagnosis
            where one explains the difference (the figure of another release held, since revised; the
            sum of an aggregate's members; the figure of another year; a factor of a thousand, a
            million or a billion; a percent written as a fraction; the sign); and the figure compared
            with its year, origin, licence and proof (the API request that returns it, or the bulk
            file's release and SHA-256). --release DAY checks every claim against that release of the
            mirror; a 'release' column checks one claim so.

            Exits 0 when every claim matches, 3 when any does not.
            """,
        examples: [
            "countries check Kenya SP.POP.TOTL 2022 '54.3 million'", "countries check claims.csv --format json",
            "countries check Brazil 'GDP (current US$)' 2022 '$1.95 trillion' --offline",
        ],
        usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let session = try DataSession(parsed, context: context)
        // Claims are checked against the World Development Indicators: another --source is refused, not ignored.
        _ = try await session.database(builtInOnly: true)
        // --release applies to the claims that name none.
        let release = session.options.data.release
        let claims = try claims(parsed.positionals).map { claim in
            var claim = claim
            claim.release = claim.release ?? release
            return claim
        }
        try await finish(claims, SessionStatistics(command: session, quiet: true), OutputOptions(parsed), context)
    }

    /// Checks `claims`, writes the verdicts, and ends with exit code 3 unless every one matches.
    private static func finish(
        _ claims: [Claim], _ source: any StatisticsSource, _ output: OutputOptions, _ context: RunContext
    ) async throws {
        let verdicts = await ClaimChecker.check(claims, with: source)
        let note = ClaimChecker.sourceNote(of: verdicts)
        try await output.write(ClaimsRenderer.document(verdicts, source: note), in: context)
        let failed = verdicts.count { $0.verdict != .match }
        guard failed == 0 else {
            throw CLIError(
                "\(failed) of \(verdicts.count) claims do not match the World Bank's figures",
                hint: "each row says its verdict and, where one explains it, why", code: .datasetsMoved)
        }
    }

    /// The claims the positionals give: one claim of four words, or the claims of one file.
    static func claims(_ positionals: [String]) throws -> [Claim] {
        switch positionals.count {
        case 4:
            return [
                Claim(economy: positionals[0], indicator: positionals[1], year: positionals[2], value: positionals[3])
            ]
        case 1:
            let data = try input(positionals[0])
            return try claims(in: data, from: positionals[0])
        default:
            throw UsageError(
                "check takes a file of claims or one claim of four words, not \(positionals.count) arguments",
                hint: "countries check claims.csv, or countries check Kenya SP.POP.TOTL 2022 '54.3 million'")
        }
    }

    /// The bytes of `path` (`-` for stdin), at most ``maximumInput``.
    private static func input(_ path: String) throws -> Data {
        if path == "-" {
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while bytes.count <= maximumInput {
                let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                bytes += chunk[0..<count]
            }
            guard bytes.count <= maximumInput else {
                throw CLIError(
                    "the claims on stdin are more than \(maximumInput) bytes", hint: "check them in smaller files",
                    code: .dataError)
            }
            return Data(bytes)
        }
        do {
            return try ManifestFile.input(path, limit: maximumInput)
        } catch {
            throw CLIError(
                "cannot read the claims '\(path)': \(CLIError.problem(of: error, limit: "\(maximumInput) bytes"))",
                hint: "give a CSV file with the header economy,indicator,year,value, or a JSON array of claims",
                code: CLIError.exitCode(of: error), cause: error)
        }
    }

    /// The claims in `data`: a JSON array when it opens with `[`, else CSV with a header.
    static func claims(in data: Data, from path: String) throws -> [Claim] {
        let opening = data.first {
            !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF)
        }
        let claims = opening == UInt8(ascii: "[") ? try jsonClaims(data, path) : try csvClaims(data, path)
        // No claim is a mistake (an empty export, the wrong file), not a check that passed.
        guard !claims.isEmpty else { throw refusal(path, "it holds no claim") }
        guard claims.count <= ClaimChecker.maximumClaims else {
            throw CLIError(
                "\(path) holds \(claims.count) claims; at most \(ClaimChecker.maximumClaims) are checked at once",
                hint: "split it into smaller files", code: .dataError)
        }
        return claims
    }

    private static func refusal(_ path: String, _ why: String) -> CLIError {
        CLIError(
            "\(path) is not a file of claims: \(why)",
            hint: "give a CSV file with the header economy,indicator,year,value (and optionally release), "
                + "or a JSON array of objects with those members", code: .dataError)
    }

    private static func csvClaims(_ data: Data, _ path: String) throws -> [Claim] {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let document = CSVDocument(text)
        let header = document.header.map { $0.trimmingWhitespace.lowercased() }
        let columns = ["economy", "indicator", "year", "value"].map { header.firstIndex(of: $0) }
        let missing = zip(["economy", "indicator", "year", "value"], columns).filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            throw refusal(path, "its header lacks \(missing.joined(separator: ", "))")
        }
        let release = header.firstIndex(of: "release")
        return document.rows.filter { $0.contains { !$0.trimmingWhitespace.isEmpty } }.map { row in
            func field(_ index: Int?) -> String { index.flatMap { $0 < row.count ? row[$0] : nil } ?? "" }
            let releaseText = field(release).trimmingWhitespace
            return Claim(
                economy: field(columns[0]), indicator: field(columns[1]), year: field(columns[2]),
                value: field(columns[3]), release: releaseText.isEmpty ? nil : releaseText)
        }
    }

    private static func jsonClaims(_ data: Data, _ path: String) throws -> [Claim] {
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            throw refusal(path, "not JSON (\(error.reason))")
        }
        guard let items = document.arrayValue else { throw refusal(path, "not an array") }
        return try items.enumerated().map { index, item in
            func text(_ key: String) -> String? {
                guard let value = item[key] else { return nil }
                return value.stringValue ?? value.integerValue.map(String.init) ?? value.doubleValue.map { "\($0)" }
            }
            guard let economy = text("economy"), let indicator = text("indicator"), let year = text("year"),
                let value = text("value")
            else {
                throw refusal(path, "claim \(index + 1) lacks economy, indicator, year or value")
            }
            return Claim(economy: economy, indicator: indicator, year: year, value: value, release: text("release"))
        }
    }
}
