/// One line of the server's input, as the transport read it.
public enum InputLine: Sendable, Hashable {
    /// A whole line, without its line break.
    case line([UInt8])
    /// A line longer than the transport keeps (its bytes were dropped as they came): answered with
    /// a parse error, so that a huge message costs no memory.
    case tooLong(bytes: Int)

    /// The longest line kept: 4 MiB, far more than any request of these tools needs.
    public static let maximumLength = 4 << 20
}
