import Foundation

/// A run of any program (a shell checking a completion script), its status and both streams.
public struct ProcessRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to stderr.
    public let stderr: String

    /// Runs `path` with `arguments`, no input, and waits for it to exit.
    public static func run(_ path: String, _ arguments: [String]) async throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = errors.fileHandleForReading
        let stderr = await offThePool { reader.readDataToEndOfFile() }
        await offThePool { process.waitUntilExit() }
        return ProcessRun(status: process.terminationStatus, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
