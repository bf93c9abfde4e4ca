import BulkMirror
import CountriesAnalysis
import OfflineStore
import Parquet
import Rendering
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
    /// `error` in its general words and exit code, with `hint` in place of the general one: for a
    /// command whose remedy is its own (a mirror's download is not helped by `--offline`).
    static func from(_ error: any Error, hint: String) -> CLIError {
        let general = from(error)
        return CLIError(general.message, hint: hint, code: general.code, cause: error)
    }

    /// What is wrong with an input file a command reads whole, in words: `limit` is its cap as
    /// people read it (`4 MiB`).
    static func problem(of failure: ManifestFile.Failure, limit: String) -> String {
        switch failure {
        case .missing: "there is no such file"
        case .unreadable(_, let reason): reason
        case .notAFile: "it is not a regular file"
        case .tooLarge(_, let size): "it is \(size) bytes, more than the \(limit) such a file can be"
        }
    }

    /// The exit code of an input file that cannot be read: 65 for one too large to be what it
    /// should be, else 66.
    static func exitCode(of failure: ManifestFile.Failure) -> ExitCode {
        if case .tooLarge = failure { .dataError } else { .noInput }
    }

    static func from(_ error: any Error) -> CLIError {
        switch error {
        case let error as CLIError:
            return error
        case let error as UsageError:
            return CLIError(error.message, hint: error.hint, code: .usage)
        case let error as MatchError:
            return CLIError(error.message, hint: hint(for: error), code: .usage)
        case let error as QuestionError:
            return from(error)
        case let error as WorldBankError:
            let code: ExitCode =
                if case .invalidBaseURL = error { .usage } else { error.isUnreachable ? .unavailable : .dataError }
            return CLIError(error.message, hint: hint(for: error), code: code, cause: error)
        case let error as StoreError:
            return from(error)
        case let error as PublishError:
            return from(error)
        case let error as BulkError:
            return from(error)
        case let error as ParquetError:
            return CLIError(
                "cannot write the Parquet file: \(error)", hint: "write CSV with --format csv instead",
                code: .cannotCreate, cause: error)
        case is CancellationError:
            return CLIError("cancelled", hint: "run the command again", code: .failure)
        default:
            return CLIError(
                "unexpected failure: \(error)", hint: "run again with --verbose and report it", code: .failure,
                cause: error)
        }
    }

    /// What to type instead of a name that fits no single economy or classification, in this tool's
    /// commands and options.
    static func hint(for error: MatchError) -> String {
        switch error.problem {
        case .ambiguousEconomy: "give one of their codes"
        case .unknownEconomy:
            "give an ISO3 code (KEN), an ISO2 code (KE) or a name; 'countries economies' lists them all"
        case .notListedByTheBank: "'countries economies' lists the economies and aggregates it does"
        case .aggregate(let id):
            "use 'countries list --country \(id)' for the World Bank's own figures, "
                + "or 'countries regions' for totals of economies"
        case .emptyInList: "give codes or names separated by commas or semicolons, such as KEN;UG;tanzania"
        // The 79 groups would fill the screen: the command that lists them is named instead.
        case .classification("group", let choices):
            "'countries economies --aggregates' lists the \(choices.count) groups with their codes"
        case .classification(let kind, let choices):
            "valid \(kind)s: " + choices.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")
        }
    }

    /// What to do about a failure of the World Bank API, in this tool's options.
    static func hint(for error: WorldBankError) -> String {
        switch error {
        case .invalidBaseURL:
            "set --base-url or \(BaseURL.environmentVariable) to a URL such as https://api.worldbank.org/v2"
        case .api:
            "check the indicator and country codes (see https://data.worldbank.org/indicator)"
        case .httpStatus, .notJSON, .retriesExhausted, .timedOut, .connectionFailed, .unreachable, .bodyTooLarge,
            .cancelled:
            "the World Bank API may be down; try again later or use --offline for the bundled snapshot"
        case .malformed, .inconsistentPages, .untrusted:
            "the API sent data this tool cannot trust; try again later or use --offline"
        }
    }

    /// The library's ``WorldBankError/fallbackReason``, with the options to check when the answer
    /// was a 404 (the base URL is wrong): the start of a notice or of an error.
    static func fallbackReason(_ error: WorldBankError) -> String {
        guard error.isWrongAddress else { return error.fallbackReason }
        return "the World Bank API answered 404 Not Found (check --base-url or \(BaseURL.environmentVariable)): "
            + error.message
    }

    /// A store's failure with its exit code, and what to do in this tool's options and variables.
    private static func from(_ error: StoreError) -> CLIError {
        let retry = "check that the folder exists, is writable and has room; what was there is unchanged"
        let otherSnapshot =
            "unset \(BundledSnapshot.environmentVariable) to use the snapshot built into countries, "
            + "or point it at a complete data/ folder"
        let (message, hint, code): (String, String, ExitCode) =
            switch error {
            case .foreign, .corrupt, .tooLarge:
                (error.message, "the file was removed and will be fetched again", .dataError)
            case .unreadable: (error.message, "check the file's permissions; it was left as it is", .dataError)
            case .snapshotMissing: (error.message, otherSnapshot, .unavailable)
            case .snapshotCorrupt: (error.message, otherSnapshot, .dataError)
            case .notInSnapshot:
                (
                    error.message,
                    "run the command once without --offline (the answer is then cached), or run 'countries mirror' "
                        + "once to hold every indicator of the World Development Indicators offline", .unavailable
                )
            case .notStored(let what, let cause):
                (
                    "\(fallbackReason(cause)); no copy on this machine (the cache, a mirror, the bundled snapshot) "
                        + "holds \(what)",
                    "try again when the API can be reached (the answer is then cached), or run 'countries mirror' "
                        + "once to hold every indicator offline", cause.isUnreachable ? .unavailable : .dataError
                )
            case .releaseNotHeld(_, _, let held, let what):
                (
                    error.message,
                    what != nil
                        ? "the Bank's file of that release has no such series; leave out --release for the newest copy"
                        : held.isEmpty
                            ? "run 'countries mirror' once to hold the current release"
                            : "give one of the releases held ('countries releases'), or run 'countries mirror' "
                                + "for the current one",
                    .unavailable
                )
            case .membersNeverFetched(let group):
                (
                    error.message,
                    "run 'countries economies --in \(group.id)' once without --offline: the member list is cached, "
                        + "and --offline then answers from it", .unavailable
                )
            case .emptyAnswer:
                (
                    error.message,
                    "try another year or try again later: the World Bank may not have published these figures",
                    .dataError
                )
            case .liveAnswerDoubted:
                (
                    error.message + " (--live)",
                    "try again later, or leave out --live (and \(DataCommandOptions.liveVariable)) to answer from the copy held",
                    .dataError
                )
            case .cannotWrite: (error.message, retry, .cannotCreate)
            case .mirrorDamaged:
                (error.message, "run 'countries mirror' to build the release again (\(mirrorFolder))", .dataError)
            case .builtInSnapshotIsReadOnly:
                (
                    "cannot write the snapshot built into countries: give a data folder to write "
                        + "(\(BundledSnapshot.environmentVariable) or --data-dir)", retry, .cannotCreate
                )
            }
        return CLIError(message, hint: hint, code: code, cause: error)
    }

    /// Where the mirror is looked for, in this tool's variables.
    private static let mirrorFolder = "the folder of --dir, $COUNTRIES_MIRROR_DIR, else $XDG_DATA_HOME/countries/mirror"

    /// A mirror's failure with its exit code, and what to do in the mirror command's options.
    private static func from(_ error: BulkError) -> CLIError {
        let (hint, code): (String, ExitCode) =
            switch error {
            case .unreadable, .damaged:
                ("the mirror was left as it was; run 'countries mirror' again to download the file afresh", .dataError)
            case .zlibUnavailable: ("install zlib (libz.so.1)", .unavailable)
            case .refused(_, let status):
                (
                    status == 404
                        ? "check --bulk-url (or \(MirrorCommand.bulkVariable)): the root under which "
                            + "data/download/WDI_CSV.zip lies" : "try again later; the mirror was left as it was",
                    status == 404 ? .usage : .unavailable
                )
            case .truncated: ("run 'countries mirror' again: the download resumes where it stopped", .unavailable)
            case .cannotWrite:
                ("check that \(mirrorFolder) is writable and has room; the mirror was left as it was", .cannotCreate)
            case .locked: ("wait for the other run to finish, then try again", .temporaryFailure)
            case .noRelease: ("run 'countries mirror' first", .unavailable)
            case .unexpectedCatalogue:
                (
                    "give the dated file's own URL with 'countries mirror --release DAY --file-url URL'",
                    .dataError
                )
            }
        return CLIError(error.message, hint: hint, code: code, cause: error)
    }

    /// A report folder's failure with its exit code, and what to do in the report command's options.
    private static func from(_ error: PublishError) -> CLIError {
        let folder = "check that the report folder exists and is writable (--out DIR)"
        return switch error {
        case .locked:
            CLIError(
                error.message, hint: "wait for it to finish; the lock is released automatically if that run dies",
                code: .temporaryFailure)
        case .cannotWrite: CLIError(error.message, hint: folder, code: .cannotCreate)
        case .notOurs:
            CLIError(error.message + "; move it away or use another --out", hint: folder, code: .cannotCreate)
        case .unreadablePrevious:
            CLIError(
                error.message,
                hint: "the next report compares against this one; remove the damaged folder to silence this",
                code: .dataError)
        }
    }
}
