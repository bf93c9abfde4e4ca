import AtomicFiles
import BulkMirror
import BundledData
import OfflineStore
import Rendering
import Synchronization
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// Lines for stderr that are true only once the command has succeeded (the data's source line),
    /// said after its output is written, never before its error.
    let closingLines = ClosingLines()
    /// The command line as given, after `countries`, for a manifest.
    var arguments: [String] = []
    /// The datasets the command used, for `--manifest`.
    let manifestDatasets = ManifestDatasets()
    /// The bundled snapshot: the one built into the binary, or `$COUNTRIES_DATA_DIR`. One value per
    /// run, so that what it decodes is decoded once.
    let snapshot: BundledSnapshot
    /// The mirror of the Bank's bulk files (`$COUNTRIES_MIRROR_DIR`, else the XDG data folder),
    /// opened once a run so that a server's many questions read each release's tables once.
    let mirror: MirrorReader

    init(console: any Console, environment: [String: String], executable: URL, now: Date, scratch: ScratchFiles) {
        self.console = console
        self.scratch = scratch
        self.environment = environment
        self.executable = executable
        self.now = now
        snapshot = BundledSnapshot.locate(environment: environment)
        mirror = MirrorReader(mirror: Mirror(root: Mirror.defaultRoot(environment: environment)))
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

/// What a manifest records of a run, gathered as the command goes: the datasets of each of its
/// answers (each once), the part of them its output shows, and the files it wrote.
final class ManifestDatasets: Sendable {
    private struct Gathered {
        var datasets: [Manifest.Dataset] = []
        var values: [DatasetKey: IndicatorDataset] = [:]
        var scope: Set<String>?
        var outputs: [Manifest.Output] = []
        var isRecording = false
    }

    private let gathered = Mutex(Gathered())

    /// Adds the datasets of `answer` not already held.
    func add(_ answer: ProvidedData) {
        let values = answer.datasetsByKey
        gathered.withLock { held in
            for dataset in answer.manifestDatasets where !held.datasets.contains(where: { $0.key == dataset.key }) {
                held.datasets.append(dataset)
                held.values[dataset.key] = values[dataset.key]
            }
        }
    }

    /// Adds `dataset` (a member list, the bundled country list) unless it is already held.
    func add(_ dataset: Manifest.Dataset) {
        gathered.withLock { held in
            if !held.datasets.contains(where: { $0.key == dataset.key }) { held.datasets.append(dataset) }
        }
    }

    /// Says that the output shows the figures of `economies` (ISO3 codes) only: `verify` then
    /// judges those.
    func limit(to economies: Set<String>) {
        gathered.withLock { $0.scope = economies }
    }

    /// Records a file the command wrote, when a manifest is being made (its hash is not free).
    func record(_ output: @autoclosure () -> Manifest.Output) {
        guard isRecording else { return }
        let output = output()
        gathered.withLock { $0.outputs.append(output) }
    }

    /// True once a command asked for a manifest (`--manifest`): only then are outputs hashed.
    var isRecording: Bool { gathered.withLock(\.isRecording) }

    /// Makes ``record(_:)`` keep what it is given.
    func startRecording() {
        gathered.withLock { $0.isRecording = true }
    }

    /// The datasets, in the order they were first used, each indicator with its scope when the
    /// output shows part of it.
    var all: [Manifest.Dataset] {
        gathered.withLock { held in
            held.datasets.map { dataset in
                guard let scope = held.scope, let values = held.values[dataset.key] else { return dataset }
                var scoped = dataset
                scoped.scope = Manifest.Scope(scope, of: values)
                return scoped
            }
        }
    }

    /// The files written, in order.
    var outputs: [Manifest.Output] { gathered.withLock(\.outputs) }
}

/// Lines a command says on stderr after it has succeeded; dropped when it fails.
final class ClosingLines: Sendable {
    private let lines = Mutex<[String]>([])

    /// Adds `line` (with its line break) to what is said at the end.
    func add(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    /// The lines, once.
    func take() -> [String] {
        lines.withLock { lines in
            defer { lines = [] }
            return lines
        }
    }
}
