import AtomicFiles
import Dispatch
import Rendering
import Synchronization
import WorldBank

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the process ends on a signal that asks it to stop: it removes what the run was writing and
/// had not published (``ScratchFiles``), says so in one line, and dies of the same signal, so the
/// shell and cron see the signal's own status (129 SIGHUP, 130 SIGINT, 143 SIGTERM).
///
/// The signals are taken by Dispatch sources (their default action is set aside first), so the
/// cleanup runs on a thread of its own whatever the run's threads are blocked on: a FIFO nobody
/// reads, a silent server. SIGPIPE and SIGXFSZ are ignored, so a closed socket or a file size
/// limit is an error the run can say (EPIPE, EFBIG) rather than a silent death; the standard
/// streams still end the run quietly on EPIPE (``FileDescriptor/writeAll(_:to:)``).
final class StopSignals: Sendable {
    /// The signals whose default action ends a process and that a run can catch.
    static let stopping: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU]

    private let sources = Mutex<[any DispatchSourceSignal]>([])

    /// Takes the stopping signals for the run that writes through `scratch`; made before the
    /// process starts any other thread.
    init(scratch: ScratchFiles) {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        let queue = DispatchQueue(label: "countries.stop-signals")
        sources.withLock { sources in
            for number in Self.stopping {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                source.setEventHandler { Self.stop(by: number, scratch: scratch) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Removes the run's unpublished files, says so if stderr takes it at once, and ends the process
    /// by `number` with its default action.
    private static func stop(by number: Int32, scratch: ScratchFiles) -> Never {
        let removed = scratch.abandon()
        let name = signalName(number)
        let what =
            removed.isEmpty
            ? ""
            : "; removed what it had not finished writing: "
                + removed.map(ControlCharacters.visible).joined(separator: ", ")
        let text = "error: stopped by \(name)\(what)\nhint: nothing half written was left; run the command again\n"
        var ready = pollfd(fd: STDERR_FILENO, events: Int16(POLLOUT), revents: 0)
        if poll(&ready, 1, 0) == 1 { _ = FileDescriptor.writeAll(text, to: STDERR_FILENO) }
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        // Not reached for a signal whose default action ends the process; the documented status anyway.
        _exit(128 + number)
    }

    private static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGTERM: "SIGTERM", SIGALRM: "SIGALRM",
            SIGUSR1: "SIGUSR1", SIGUSR2: "SIGUSR2", SIGXCPU: "SIGXCPU",
        ]
        return names[number] ?? "signal \(number)"
    }
}
