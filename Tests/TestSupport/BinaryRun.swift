public import Foundation

/// A run of the built `countries` binary as a separate process: its exit status and both streams.
public struct BinaryRun: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to stdout.
    public let stdout: String
    /// Everything written to stderr.
    public let stderr: String

    /// The `countries` executable built beside the test bundle.
    public static var binary: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("countries")
    }

    /// Runs the binary (or a copy of it at `executable`) with `arguments` and exactly `environment`
    /// (plus `PATH`), in `directory` when given, waiting for it to exit.
    public static func run(
        _ arguments: [String], environment: [String: String], executable: URL = binary, directory: URL? = nil
    ) async throws -> BinaryRun {
        let process = Process()
        process.executableURL = executable
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { first, _ in first }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reader = output.fileHandleForReading
        let errorReader = errors.fileHandleForReading
        async let out = offThePool { reader.readDataToEndOfFile() }
        async let err = offThePool { errorReader.readDataToEndOfFile() }
        let (stdout, stderr) = await (out, err)
        await offThePool { process.waitUntilExit() }
        return BinaryRun(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs `script` in bash with `$COUNTRIES` naming the binary, for what only a shell can set up:
    /// closed or full streams, `ulimit`, pipes whose reader leaves.
    public static func shell(_ script: String, environment: [String: String]) async throws -> BinaryRun {
        try await run(
            ["-c", script], environment: environment.merging(["COUNTRIES": binary.path]) { first, _ in first },
            executable: URL(fileURLWithPath: "/bin/bash"))
    }
}
