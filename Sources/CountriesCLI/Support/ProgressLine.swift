import Synchronization
import WorldBank

/// The line on stderr that says how far a long fetch has come ("fetching 3 of 4 queries, 412,000
/// values"), overwritten in place and cleared when the answer is in.
///
/// Only on a terminal (never under `--quiet`, whose console is no terminal, nor in a pipe or a log)
/// and only once a fetch has taken over a second: a quick answer draws nothing, so the usual run
/// looks as it always did. Redrawn at most ten times a second, from whichever thread folded a page.
final class ProgressLine: Sendable {
    /// How long a fetch runs before the line is drawn.
    static let delay: Duration = .seconds(1)
    /// The shortest time between two drawings.
    static let interval: Duration = .milliseconds(100)

    private let console: any Console
    private let shown: Bool
    private let start = ContinuousClock.now
    /// When the line was last drawn, whether it is on screen, and whether it was cleared for good.
    private let state = Mutex<(drawn: ContinuousClock.Instant?, visible: Bool, closed: Bool)>((nil, false, false))

    /// A line for `console`; `serving` (a server's many questions) never draws one.
    init(console: any Console, serving: Bool) {
        self.console = console
        shown = Self.isShown(onTerminal: console.stderrIsTerminal, serving: serving, elapsed: Self.delay)
    }

    /// True when a fetch that has run for `elapsed` shows its progress: on a terminal (the console
    /// of a `--quiet` run says it is none), not for a server, and after ``delay``.
    static func isShown(onTerminal: Bool, serving: Bool, elapsed: Duration) -> Bool {
        onTerminal && !serving && elapsed >= delay
    }

    /// "fetching 3 of 4 queries, 412,000 values": the query being worked on, of those started.
    static func text(of progress: FetchProgress) -> String {
        let current = min(progress.finishedQueries + 1, progress.queries)
        return "fetching \(current) of \(progress.queries) \(progress.queries == 1 ? "query" : "queries"), "
            + "\(String.grouped(progress.values)) \(progress.values == 1 ? "value" : "values")"
    }

    /// Draws `progress` when it is time to.
    func update(_ progress: FetchProgress) { update(Self.text(of: progress)) }

    /// Draws `text` (what a long task is doing now) when it is time to.
    func update(_ text: String) {
        let now = ContinuousClock.now
        guard shown, Self.isShown(onTerminal: true, serving: false, elapsed: now - start) else { return }
        let due = state.withLock { state in
            if state.closed { return false }
            if let drawn = state.drawn, now - drawn < Self.interval { return false }
            state.drawn = now
            state.visible = true
            return true
        }
        if due { console.err("\u{1B}[2K" + text + "\r") }
    }

    /// Clears the line, if it was drawn, for good.
    func clear() {
        let visible = state.withLock { state in
            defer { state = (state.drawn, false, true) }
            return state.visible
        }
        if visible { console.err("\u{1B}[2K") }
    }
}
