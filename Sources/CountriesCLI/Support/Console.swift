import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: data to stdout, everything else to stderr.
///
/// A protocol so tests can run commands in-process and read both streams exactly.
public protocol Console: Sendable {
    /// Writes data to standard output.
    func out(_ text: String)
    /// Writes a notice, progress or error to standard error.
    func err(_ text: String)
    /// True when standard output is a terminal.
    var stdoutIsTerminal: Bool { get }
    /// True when standard error is a terminal.
    var stderrIsTerminal: Bool { get }
    /// The terminal's width in columns, if known.
    var terminalWidth: Int? { get }
}

/// The process's real standard output and error.
public struct StandardConsole: Console {
    /// Creates the console.
    public init() {}

    public func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public func err(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    public var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    public var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    public var terminalWidth: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
