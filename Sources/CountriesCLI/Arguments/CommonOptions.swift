/// The options every command accepts.
enum CommonOptions {
    /// `--help` (and `-h`): the command's help on stdout, exit 0.
    static let help = Flag("help", help: "show help for this command")
}
