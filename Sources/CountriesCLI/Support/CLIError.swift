import Analysis
import OfflineStore
import ReportPublishing
import WorldBank

/// An error on its way to the terminal: the `error:` line, the hint line, the exit code, and the
/// underlying cause for `--verbose`, kept as the typed value the library threw.
struct CLIError: Error, Sendable {
    let message: String
    let hint: String
    let code: ExitCode
    let cause: (any Error)?

    init(_ message: String, hint: String, code: ExitCode, cause: (any Error)? = nil) {
        self.message = message
        self.hint = hint
        self.code = code
        self.cause = cause
    }

    /// The error of a data command that outlived `--deadline`.
    static func deadlinePassed(_ deadline: Duration) -> CLIError {
        CLIError(
            "the command did not finish within \(deadline.secondsText)", hint: "raise --deadline, or use --offline",
            code: .unavailable)
    }

    /// Restates any error the libraries throw for people, with the exit code its kind deserves.
    static func from(_ error: any Error) -> CLIError {
        switch error {
        case let error as CLIError:
            return error
        case let error as UsageError:
            return CLIError(error.message, hint: error.hint, code: .usage)
        case let error as MatchError:
            return CLIError(error.message, hint: error.hint, code: .usage)
        case let error as WorldBankError:
            let code: ExitCode =
                if case .invalidBaseURL = error { .usage } else { error.isUnreachable ? .unavailable : .dataError }
            return CLIError(error.message, hint: error.hint, code: code, cause: error)
        case let error as StoreError:
            let code: ExitCode =
                switch error {
                case .cannotWrite: .cannotCreate
                case .snapshotMissing, .notInSnapshot: .unavailable
                case .notStored(_, _, let unreachable): unreachable ? .unavailable : .dataError
                case .snapshotCorrupt, .emptyAnswer, .foreign, .corrupt, .tooLarge, .unreadable: .dataError
                }
            return CLIError(error.message, hint: error.hint, code: code, cause: error)
        case let error as PublishError:
            let code: ExitCode =
                switch error {
                case .locked: .temporaryFailure
                case .cannotWrite: .cannotCreate
                case .unreadablePrevious: .dataError
                }
            return CLIError(error.message, hint: error.hint, code: code)
        case is CancellationError:
            return CLIError("cancelled", hint: "run the command again", code: .failure)
        default:
            return CLIError(
                "unexpected failure: \(error)", hint: "run again with --verbose and report it", code: .failure,
                cause: error)
        }
    }
}
