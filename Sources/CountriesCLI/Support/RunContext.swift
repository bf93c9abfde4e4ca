import BundledData
import Foundation
import OfflineStore
import Rendering

/// What a command gets from its surroundings: streams, environment, executable and clock.
///
/// Built once per run so that tests can supply every part and commands never read globals.
struct RunContext: Sendable {
    /// Where the command writes; the command line swaps in a ``CommandConsole`` for the command.
    var console: any Console
    let environment: [String: String]
    let executable: URL
    let now: Date
    /// What the run is writing and has not published yet.
    let scratch: ScratchFiles
    /// The bundled snapshot: the one built into the binary, or `$COUNTRIES_DATA_DIR`. One value per
    /// run, so that what it decodes is decoded once.
    let snapshot: BundledSnapshot

    init(console: any Console, environment: [String: String], executable: URL, now: Date, scratch: ScratchFiles) {
        self.console = console
        self.scratch = scratch
        self.environment = environment
        self.executable = executable
        self.now = now
        snapshot = BundledSnapshot.locate(environment: environment)
    }

    /// How stdout may be styled: colour only on a terminal without `NO_COLOR`; width from
    /// `COLUMNS`, else the terminal.
    var style: TerminalStyle {
        let terminal = console.stdoutIsTerminal
        let columns = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return TerminalStyle(
            width: columns ?? (terminal ? console.terminalWidth : nil), color: terminal && !noColor,
            isTerminal: terminal)
    }

    /// The cache's root folder from the environment.
    var cacheRoot: URL { DatasetCache.defaultRoot(environment: environment) }
}
