/// The options every command accepts.
enum CommonOptions {
    /// `--quiet` (and `-q`): nothing on stderr unless there is an error, so cron mails only failures.
    static let quiet = Flag("quiet", short: "q", help: "print nothing on stderr unless there is an error")
    /// `--help` (and `-h`): the command's help on stdout, exit 0.
    static let help = Flag("help", short: "h", help: "show help for this command")

    /// Both, in help order.
    static let all: [any OptionDeclaration] = [quiet, help]
}
