import Synchronization

/// A console a command writes through until its run has ended: once closed, work abandoned at
/// `--deadline` that is still going can no longer add a line after the run's last one.
final class ClosableConsole: Console {
    private let base: any Console
    private let isOpen = Atomic(true)

    init(base: any Console) {
        self.base = base
    }

    /// Stops every later write; what was written stays.
    func close() {
        isOpen.store(false, ordering: .sequentiallyConsistent)
    }

    func out(_ text: String) throws {
        guard isOpen.load(ordering: .sequentiallyConsistent) else { return }
        try base.out(text)
    }

    func err(_ text: String) {
        guard isOpen.load(ordering: .sequentiallyConsistent) else { return }
        base.err(text)
    }

    var stdoutIsTerminal: Bool { base.stdoutIsTerminal }
    var stderrIsTerminal: Bool { base.stderrIsTerminal }
    var terminalWidth: Int? { base.terminalWidth }
}
