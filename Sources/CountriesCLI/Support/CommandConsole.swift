import Synchronization

/// The console a command writes through: under `--quiet` it drops what the command says on stderr
/// (errors are printed by the command line itself, on the real console), and once closed, work
/// abandoned at `--deadline` that is still going can no longer add a line after the run's last one.
final class CommandConsole: Console {
    private let base: any Console
    private let quiet: Bool
    private let isOpen = Atomic(true)
    /// The last line written to stdout, so a closing line it already ends with is not said twice.
    private let lastLine = Mutex("")

    init(base: any Console, quiet: Bool) {
        self.base = base
        self.quiet = quiet
    }

    /// Stops every later write; what was written stays.
    func close() {
        isOpen.store(false, ordering: .sequentiallyConsistent)
    }

    func out(_ bytes: [UInt8]) throws {
        guard isOpen.load(ordering: .sequentiallyConsistent) else { return }
        try base.out(bytes)
        // The last line that is not empty, found from the end: a panel's CSV is millions of bytes.
        guard let end = bytes.lastIndex(where: { $0 != UInt8(ascii: "\n") }) else { return }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.startIndex
        lastLine.withLock { $0 = String(decoding: Self.unstyled(bytes[start...end]), as: UTF8.self) + "\n" }
    }

    /// `line` without the terminal's styling (`ESC [ … m`): on a terminal the table's source line
    /// is drawn dim, and the same words still are the closing line.
    private static func unstyled(_ line: ArraySlice<UInt8>) -> [UInt8] {
        var plain: [UInt8] = []
        plain.reserveCapacity(line.count)
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == 0x1B, line.index(after: index) < line.endIndex,
                line[line.index(after: index)] == UInt8(ascii: "[")
            {
                // Up to and including the final byte of the sequence (0x40-0x7E), or the end.
                var end = index + 2
                while end < line.endIndex, !(0x40...0x7E).contains(line[end]) { end += 1 }
                index = min(line.endIndex, end + 1)
                continue
            }
            plain.append(line[index])
            index += 1
        }
        return plain
    }

    /// Says `line` on stderr after the command's output, unless stdout and stderr are one terminal
    /// whose last line already is `line` (a table ends with its source line): said once on screen,
    /// and still on stderr whenever stdout goes elsewhere.
    func close(with line: String) {
        let shown = base.stdoutIsTerminal && base.stderrIsTerminal && lastLine.withLock { $0 } == line
        if !shown { err(line) }
    }

    func err(_ text: String) {
        guard !quiet, isOpen.load(ordering: .sequentiallyConsistent) else { return }
        base.err(text)
    }

    var stdoutIsTerminal: Bool { base.stdoutIsTerminal }
    var stderrIsTerminal: Bool { quiet ? false : base.stderrIsTerminal }
    var terminalWidth: Int? { base.terminalWidth }
}
