import Synchronization
import Testing
import WorldBank

@testable import CountriesCLI

/// When the progress line of a long fetch is drawn, and what it says; decided without a clock.
@Suite struct ProgressLineTests {
    @Test(arguments: [
        (true, false, Duration.seconds(2), true),
        (true, false, .seconds(1), true),
        (true, false, .milliseconds(999), false),
        (false, false, .seconds(30), false),
        (true, true, .seconds(30), false),
    ])
    func itIsDrawnOnlyOnATerminalAfterASecondAndNeverForAServer(
        onTerminal: Bool, serving: Bool, elapsed: Duration, shown: Bool
    ) {
        #expect(ProgressLine.isShown(onTerminal: onTerminal, serving: serving, elapsed: elapsed) == shown)
    }

    @Test func quietRunsHaveNoTerminalToDrawOn() {
        let terminal = TerminalConsole()
        #expect(CommandConsole(base: terminal, quiet: false).stderrIsTerminal)
        #expect(!CommandConsole(base: terminal, quiet: true).stderrIsTerminal)
    }

    @Test(arguments: [
        ("\u{1B}[2mSource: World Bank\u{1B}[0m\n", ""), ("Source: World Bank\n", ""),
        ("\u{1B}[2mSource: the IMF\u{1B}[0m\n", "Source: World Bank\n"),
    ])
    func aClosingLineThatEndsATerminalTableIsNotSaidTwice(output: String, said: String) throws {
        let terminal = TerminalConsole()
        let console = CommandConsole(base: terminal, quiet: false)
        try console.out(Array(("table\n" + output).utf8))
        console.close(with: "Source: World Bank\n")
        #expect(terminal.stderr == said)
    }

    @Test(arguments: [
        (FetchProgress(queries: 4, finishedQueries: 2, values: 412_000), "fetching 3 of 4 queries, 412,000 values"),
        (FetchProgress(queries: 4, finishedQueries: 4, values: 1_234_567), "fetching 4 of 4 queries, 1,234,567 values"),
        (FetchProgress(queries: 1, finishedQueries: 0, values: 1), "fetching 1 of 1 query, 1 value"),
        (FetchProgress(queries: 2, finishedQueries: 0, values: 999), "fetching 1 of 2 queries, 999 values"),
    ])
    func itSaysWhichQueryAndHowManyValues(progress: FetchProgress, text: String) {
        #expect(ProgressLine.text(of: progress) == text)
    }

    @Test func aQuickFetchLeavesNoTraceOnTheTerminal() {
        let terminal = TerminalConsole()
        ProgressLine(console: terminal, serving: false).clear()
        #expect(terminal.stderr == "", "no line drawn, so none to clear")
    }
}

/// A console whose stderr is a terminal, keeping what was written there.
private final class TerminalConsole: Console {
    private let written = Mutex("")
    let stdoutIsTerminal = true
    let stderrIsTerminal = true
    let terminalWidth: Int? = 80

    func out(_ bytes: [UInt8]) {}
    func err(_ text: String) { written.withLock { $0 += text } }
    var stderr: String { written.withLock { $0 } }
}
