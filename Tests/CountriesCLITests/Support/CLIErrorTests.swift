import Foundation
import OfflineStore
import ReportPublishing
import Testing
import WorldBank

@testable import CountriesCLI

/// The libraries' errors carry facts; the command line words what to do, in its own options and
/// variables, and every line reads as it did when the libraries wrote the hints.
@Suite struct CLIErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let error: any Error & Sendable
        let message: String
        let hint: String
        let code: ExitCode
        var testDescription: String { message }
    }

    static let url = URL(fileURLWithPath: "/").deletingLastPathComponent()
    static let api = URL(string: "https://api.worldbank.org/v2/country?format=json") ?? url
    static let down = "the World Bank API may be down; try again later or use --offline for the bundled snapshot"
    static let untrusted = "the API sent data this tool cannot trust; try again later or use --offline"
    static let refused = "gave up on https://api.worldbank.org/v2/country?format=json after 1 try: HTTP 503"
    static let removed = "the file was removed and will be fetched again"
    static let folder = "check that the folder exists, is writable and has room; what was there is unchanged"
    static let dataDir =
        "unset COUNTRIES_DATA_DIR to use the snapshot built into countries, or point it at a complete data/ folder"
    static let notStored =
        "try again when the API can be reached (the answer is then cached), or run 'countries mirror' "
        + "once to hold every indicator offline"
    static let noCopy = "no copy on this machine (the cache, a mirror, the bundled snapshot) holds"
    static let reportFolder = "check that the report folder exists and is writable (--out DIR)"

    static let cases: [Case] = [
        Case(
            error: WorldBankError.invalidBaseURL("ftp://x"),
            message: "invalid World Bank API URL 'ftp://x': expected an http:// or https:// URL with a host",
            hint: "set --base-url or WORLDBANK_API_URL to a URL such as https://api.worldbank.org/v2", code: .usage),
        Case(
            error: WorldBankError.api(url: api, messages: [APIMessage(id: "120", key: "Invalid value", value: "x")]),
            message: "the World Bank API refused the query: Invalid value (id 120): x",
            hint: "check the indicator and country codes (see https://data.worldbank.org/indicator)",
            code: .dataError),
        Case(
            error: WorldBankError.retriesExhausted(url: api, attempts: [.status(503)]), message: refused,
            hint: down, code: .unavailable),
        Case(
            error: WorldBankError.httpStatus(url: api, status: 404, bodyPrefix: "gone"),
            message: "HTTP 404 from https://api.worldbank.org/v2/country?format=json: gone", hint: down,
            code: .dataError),
        Case(
            error: WorldBankError.untrusted(url: api, reason: "KEN twice"),
            message:
                "the World Bank API sent data that cannot be trusted (https://api.worldbank.org/v2/country?format=json): "
                + "KEN twice", hint: untrusted, code: .dataError),
        Case(
            error: StoreError.corrupt("cut short"), message: "corrupt data file: cut short", hint: removed,
            code: .dataError),
        Case(
            error: StoreError.unreadable("permission denied"),
            message: "cannot read the data file (permission denied)",
            hint: "check the file's permissions; it was left as it is", code: .dataError),
        Case(
            error: StoreError.snapshotMissing("/x: absent"),
            message: "the bundled World Bank snapshot is missing: /x: absent", hint: dataDir, code: .unavailable),
        Case(
            error: StoreError.snapshotCorrupt("/x: cut"),
            message: "the bundled World Bank snapshot is damaged: /x: cut", hint: dataDir, code: .dataError),
        Case(
            error: StoreError.notInSnapshot("XY.Z"), message: "\(noCopy) XY.Z",
            hint: "run the command once without --offline (the answer is then cached), or run 'countries mirror' "
                + "once to hold every indicator of the World Development Indicators offline",
            code: .unavailable),
        Case(
            error: StoreError.notStored(
                what: "XY.Z for 2022", cause: .retriesExhausted(url: api, attempts: [.status(503)])),
            message: "the World Bank API could not be reached: \(refused); "
                + "\(noCopy) XY.Z for 2022", hint: notStored,
            code: .unavailable),
        Case(
            error: StoreError.notStored(
                what: "XY.Z for 2022", cause: .httpStatus(url: api, status: 404, bodyPrefix: "gone")),
            message: "the World Bank API answered 404 Not Found (check --base-url or WORLDBANK_API_URL): "
                + "HTTP 404 from https://api.worldbank.org/v2/country?format=json: gone; "
                + "\(noCopy) XY.Z for 2022", hint: notStored, code: .dataError),
        Case(
            error: StoreError.emptyAnswer(what: "XY.Z for 2022", values: 0, records: 266),
            message: "the World Bank API sent no values for the XY.Z for 2022, "
                + "and neither the cache nor the bundled snapshot holds it",
            hint: "try another year or try again later: the World Bank may not have published these figures",
            code: .dataError),
        Case(
            error: StoreError.cannotWrite(path: "/x", reason: "the disk is full"),
            message: "cannot write /x: the disk is full", hint: folder, code: .cannotCreate),
        Case(
            error: StoreError.builtInSnapshotIsReadOnly,
            message: "cannot write the snapshot built into countries: "
                + "give a data folder to write (COUNTRIES_DATA_DIR or --data-dir)", hint: folder, code: .cannotCreate),
        Case(
            error: PublishError.locked(path: "/r/.lock", holder: "42"),
            message: "another report run (pid 42) holds /r/.lock",
            hint: "wait for it to finish; the lock is released automatically if that run dies",
            code: .temporaryFailure),
        Case(
            error: PublishError.cannotWrite(path: "/r", reason: "the disk is full"),
            message: "cannot write /r: the disk is full", hint: reportFolder, code: .cannotCreate),
        Case(
            error: PublishError.notOurs(path: "/r/2022"),
            message: "cannot write /r/2022: it was not written by countries; move it away or use another --out",
            hint: reportFolder, code: .cannotCreate),
        Case(
            error: PublishError.unreadablePrevious(path: "/r/old", reason: "cut short"),
            message: "the previous report's figures in /r/old cannot be read (cut short)",
            hint: "the next report compares against this one; remove the damaged folder to silence this",
            code: .dataError),
    ]

    @Test(arguments: cases)
    func aLibraryErrorIsSaidWithTheCommandLinesHint(_ expected: Case) {
        let failure = CLIError.from(expected.error)
        #expect(failure.message == expected.message)
        #expect(failure.hint == expected.hint)
        #expect(failure.code == expected.code)
    }

    @Test func noLibraryMessageNamesAnOptionOrAVariable() {
        let messages =
            Self.cases.compactMap { ($0.error as? WorldBankError)?.message }
            + Self.cases.compactMap { ($0.error as? StoreError)?.message }
            + Self.cases.compactMap { ($0.error as? PublishError)?.message }
        #expect(messages.count == Self.cases.count)
        #expect(messages.filter { $0.contains("--") || $0.contains("COUNTRIES_") || $0.contains("WORLDBANK_") } == [])
    }

    @Test func aNoticeOfAWrongBaseURLNamesTheOptionsToCheckOnlyOnTheCommandLine() {
        let notice = StoreNotice.answeredOffline(
            cause: .httpStatus(url: Self.api, status: 404, bodyPrefix: "gone"), copies: [.cache, .snapshot])
        #expect(
            notice.message
                == "the World Bank API answered 404 Not Found: HTTP 404 from "
                + "https://api.worldbank.org/v2/country?format=json: gone; answering from the cache and the bundled snapshot"
        )
        #expect(
            DataSession.text(of: notice)
                == "the World Bank API answered 404 Not Found (check --base-url or WORLDBANK_API_URL): HTTP 404 from "
                + "https://api.worldbank.org/v2/country?format=json: gone; answering from the cache and the bundled snapshot"
        )
    }
}
