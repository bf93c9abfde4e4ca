import Synchronization

/// The console a command writes through: under `--quiet` it drops what the command says on stderr
/// (errors are printed by the command line itself, on the real console), and once closed, work
/// abandoned at `--deadline` that is still going can no longer add a line after the run's last one.
final class CommandConsole: Console {
    private let base: any Console
    private let quiet: Bool
    private let isOpen = Atomic(true)

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
    }

    func err(_ text: String) {
        guard !quiet, isOpen.load(ordering: .sequentiallyConsistent) else { return }
        base.err(text)
    }

    var stdoutIsTerminal: Bool { base.stdoutIsTerminal }
    var stderrIsTerminal: Bool { quiet ? false : base.stderrIsTerminal }
    var terminalWidth: Int? { base.terminalWidth }
}
