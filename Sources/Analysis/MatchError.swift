/// What a person typed for an economy (`show KEN`, `--country`) or a classification (`--region`,
/// `--income`) that names no single one.
///
/// One type for both: the command line only shows it and exits with a usage error, so it carries
/// the two lines people read, written where the choices are known.
public struct MatchError: Error, Sendable, Hashable {
    /// What was typed and what it could have meant, in one line.
    public let message: String
    /// What to type instead.
    public let hint: String
}
