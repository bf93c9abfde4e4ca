import AtomicFiles
import Dispatch
import Synchronization
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The last resort behind `--deadline` in the real process: a Dispatch timer, outside Swift's
/// cooperative threads, that ends the process shortly after the deadline if the command has not
/// ended by then: when every thread that could notice the deadline is blocked (a FIFO with no
/// reader, a stdout nobody reads).
///
/// The command's own deadline normally ends the run first with the same message; this one fires
/// ``grace`` later, removes what the run was writing, says so once on stderr if stderr can take
/// it without blocking, and exits with the documented code.
final class Watchdog: Sendable {
    /// How long after the deadline the watchdog waits for the command's own ending.
    static let grace = Duration.seconds(1)

    private let scratch: ScratchFiles
    private let timer = Mutex<(any DispatchSourceTimer)?>(nil)

    init(scratch: ScratchFiles) {
        self.scratch = scratch
    }

    /// Ends the process ``grace`` after `deadline` with `failure`.
    func arm(_ deadline: Duration, failure: CLIError) {
        let scratch = scratch
        let text = "error: \(failure.message)\nhint: \(failure.hint)\n"
        timer.withLock { timer in
            let source = DispatchSource.makeTimerSource(queue: .global())
            source.schedule(deadline: .now() + (deadline + Self.grace).timeInterval)
            source.setEventHandler {
                scratch.abandon()
                var ready = pollfd(fd: STDERR_FILENO, events: Int16(POLLOUT), revents: 0)
                if poll(&ready, 1, 0) == 1 { _ = FileDescriptor.writeAll(text, to: STDERR_FILENO) }
                _exit(failure.code.rawValue)
            }
            source.resume()
            timer = source
        }
    }
}
