/// A console that keeps stdout and drops everything a command says on stderr, for `--quiet`.
///
/// Errors do not go through it: they are printed by the command line itself, on the real console.
struct QuietConsole: Console {
    let base: any Console

    func out(_ text: String) throws { try base.out(text) }
    func err(_ text: String) {}
    var stdoutIsTerminal: Bool { base.stdoutIsTerminal }
    var stderrIsTerminal: Bool { false }
    var terminalWidth: Int? { base.terminalWidth }
}
