/// The requests one run made, in completion order.
///
/// An actor because pages are fetched in parallel and every one of them appends; whoever owns the
/// run reads it afterwards (`--verbose`, a report's `summary.json`) without reaching into the client.
public actor RequestLog {
    private var entries: [RequestRecord] = []

    /// Creates an empty log.
    public init() {}

    /// Every exchange so far.
    public var records: [RequestRecord] { entries }

    /// Adds one exchange.
    func append(_ record: RequestRecord) {
        entries.append(record)
    }
}
