/// A mistake on the command line: exit code 64 with a message naming the bad word and a hint.
struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, naming the value.
    let message: String
    /// The valid choices or what to do.
    let hint: String

    init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }
}
