import Foundation
import OfflineStore
import Rendering

/// What a command gets from its surroundings: streams, environment, executable and clock.
///
/// Built once per run so that tests can supply every part and commands never read globals.
struct RunContext: Sendable {
    let console: any Console
    let environment: [String: String]
    let executable: URL
    let now: Date

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

    /// The cache folder from the environment.
    var cache: DatasetCache { DatasetCache(folder: DatasetCache.defaultFolder(environment: environment)) }

    /// The bundled snapshot: the one built into the binary, or `$COUNTRIES_DATA_DIR`.
    var snapshot: BundledSnapshot { BundledSnapshot.locate(environment: environment) }
}
