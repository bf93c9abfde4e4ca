/// The exit codes scripts can rely on (from BSD `sysexits.h`), documented in `--help`, the manual
/// and the README; what each one means is said once, in ``meaning``.
public enum ExitCode: Int32, Sendable, CaseIterable {
    case success = 0
    case failure = 1
    case usage = 64
    case dataError = 65
    case unavailable = 69
    case resourceLimit = 71
    case cannotCreate = 73
    case ioError = 74
    case temporaryFailure = 75

    /// What the code means, in one line, for `--help` and the manual.
    var meaning: String {
        switch self {
        case .success: "success (also --help and --version)"
        case .failure: "unexpected failure"
        case .usage: "bad command line: unknown option, bad value, unknown region or economy"
        case .dataError:
            "the World Bank API refused the query or sent data that cannot be trusted, or there are no figures to publish"
        case .unavailable:
            "the World Bank API cannot be reached and no cache or snapshot can answer, or --deadline passed"
        case .resourceLimit: "the system allows too few open files or too little memory (ulimit -n, ulimit -v)"
        case .cannotCreate: "the output file or folder cannot be written"
        case .ioError: "standard output or error cannot be written (closed, full or broken)"
        case .temporaryFailure: "another run holds the lock; try again later"
        }
    }
}
