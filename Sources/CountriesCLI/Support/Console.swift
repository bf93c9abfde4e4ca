import AtomicFiles
import Synchronization

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: data to stdout, everything else to stderr.
///
/// A protocol so tests can run commands in-process and read both streams exactly.
public protocol Console: Sendable {
    /// Writes data to standard output; throws when it cannot (closed, full, broken), so that the run
    /// ends with exit code 74 instead of pretending the data arrived. Bytes, as a workbook is not text.
    func out(_ bytes: [UInt8]) throws
    /// Writes a notice, progress or error to standard error. There is nowhere to report a failure
    /// here, so a console that can fail remembers it and the run ends with exit code 74.
    func err(_ text: String)
    /// True when standard output is a terminal.
    var stdoutIsTerminal: Bool { get }
    /// True when standard error is a terminal.
    var stderrIsTerminal: Bool { get }
    /// The terminal's width in columns, if known.
    var terminalWidth: Int? { get }
}

extension Console {
    /// Writes `text` to standard output as UTF-8.
    public func out(_ text: String) throws { try out(Array(text.utf8)) }
}

/// The process's real standard output and error, written with `write(2)` so that every failure is
/// an error value (Foundation's `FileHandle.write` traps on one).
public final class StandardConsole: Console {
    private let lostErrorOutput = Atomic(false)
    /// `EBADF` when the process started with stdout closed, else 0.
    private let stdoutClosed: Int32

    /// Creates the console; made first thing in `main`, before anything can open a file.
    ///
    /// A closed stdin, stdout or stderr is taken by `/dev/null` at once, so that no file opened
    /// later (a cache file, a report) gets descriptor 1 or 2 and receives the data meant for the
    /// stream. Data for a stdout that was closed is still refused (exit 74), not thrown away.
    public init() {
        var closed: Set<Int32> = []
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            closed.insert(descriptor)
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
        stdoutClosed = closed.contains(STDOUT_FILENO) ? EBADF : 0
        if closed.contains(STDERR_FILENO) { lostErrorOutput.store(true, ordering: .relaxed) }
    }

    public func out(_ bytes: [UInt8]) throws {
        let failure = stdoutClosed != 0 ? stdoutClosed : FileDescriptor.writeAll(bytes, to: STDOUT_FILENO)
        guard failure != 0 else { return }
        throw CLIError(
            "cannot write to standard output: \(String(cString: strerror(failure)))",
            hint: "check where stdout goes (a full disk, a closed stream), or write a file with --output FILE",
            code: .ioError)
    }

    public func err(_ text: String) {
        if FileDescriptor.writeAll(text, to: STDERR_FILENO) != 0 { lostErrorOutput.store(true, ordering: .relaxed) }
    }

    /// True once something written to stderr could not be.
    var hasLostErrorOutput: Bool { lostErrorOutput.load(ordering: .relaxed) }

    public var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    public var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    public var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
