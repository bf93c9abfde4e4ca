import CountriesCLI
import Synchronization

/// A console that keeps what a command printed, for exact assertions on both streams.
final class CapturingConsole: Console {
    private let streams = Mutex((out: "", err: ""))
    let stdoutIsTerminal: Bool
    let stderrIsTerminal = false
    let terminalWidth: Int? = nil

    init(terminal: Bool = false) {
        stdoutIsTerminal = terminal
    }

    func out(_ text: String) { streams.withLock { $0.out += text } }
    func err(_ text: String) { streams.withLock { $0.err += text } }

    var stdout: String { streams.withLock { $0.out } }
    var stderr: String { streams.withLock { $0.err } }
}
