/// The exit codes scripts can rely on (from BSD `sysexits.h`), documented in `--help` and the README.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Success, including `--help` and `--version`.
    case success = 0
    /// Anything not covered below.
    case failure = 1
    /// `verify`: a dataset of the manifest moved (revised values or a newer release); the report
    /// on stdout says which.
    case datasetsMoved = 3
    /// The command line is wrong: unknown option, bad value, unknown region.
    case usage = 64
    /// The data is wrong: the API refused the query (unknown indicator) or sent data that cannot be trusted.
    case dataError = 65
    /// An input file (a manifest) cannot be opened: missing, unreadable, or not a regular file.
    case noInput = 66
    /// The World Bank API cannot be reached and no offline copy can answer.
    case unavailable = 69
    /// The system allows too few open files or too little memory to run (`ulimit`).
    case resourceLimit = 71
    /// The output file or folder cannot be written.
    case cannotCreate = 73
    /// Standard output or error cannot be written: closed, full, or a broken stream.
    case ioError = 74
    /// Another run holds the lock; try again later.
    case temporaryFailure = 75

    /// The status of a run stopped by a signal, for the help text and the manual: not a code the
    /// process returns but the signal it ends by, which the shell reports as 128 + its number.
    static let signalStatus = (
        code: "128+N",
        meaning: "stopped by signal N, after removing what it was writing (129 SIGHUP, 130 SIGINT, 143 SIGTERM)"
    )

    /// One line for the help text.
    var meaning: String {
        switch self {
        case .success: "success (also --help and --version)"
        case .failure: "unexpected failure"
        case .datasetsMoved:
            "verify: a figure of the output was revised or has a newer release; check: a claim does not match"
        case .usage: "bad command line: unknown option, bad value, unknown region or economy"
        case .dataError:
            "the World Bank API refused the query or sent data that cannot be trusted, or there are no figures to publish"
        case .noInput:
            "the input file (a manifest, a file of claims) cannot be opened: missing, unreadable or not a regular file"
        case .unavailable:
            "the World Bank API cannot be reached and no cache or snapshot can answer (offline: a group's members "
                + "never fetched; --live: none may), or --deadline passed"
        case .resourceLimit: "the system allows too few open files or too little memory (ulimit -n, ulimit -v)"
        case .cannotCreate: "the output file or folder cannot be written"
        case .ioError: "standard output or error cannot be written (closed, full or broken)"
        case .temporaryFailure: "another run holds the lock; try again later"
        }
    }
}
