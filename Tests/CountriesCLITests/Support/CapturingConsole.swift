import CountriesCLI
import Synchronization

/// A console that keeps what a command printed, for exact assertions on both streams.
final class CapturingConsole: Console {
    private let streams = Mutex((out: [UInt8](), err: ""))
    let stdoutIsTerminal: Bool
    let stderrIsTerminal = false
    let terminalWidth: Int? = nil

    init(terminal: Bool = false) {
        stdoutIsTerminal = terminal
    }

    func out(_ bytes: [UInt8]) { streams.withLock { $0.out += bytes } }
    func err(_ text: String) { streams.withLock { $0.err += text } }

    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    var stdoutBytes: [UInt8] { streams.withLock { $0.out } }
    var stderr: String { streams.withLock { $0.err } }
}
