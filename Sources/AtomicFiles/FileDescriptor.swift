#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole writes to a file descriptor, for the standard streams and the files the tool writes alike:
/// every failure comes back as its `errno`, never as a trap.
public enum FileDescriptor {
    /// Writes all of `text` to `descriptor`; returns 0, or the `errno` of the failure.
    ///
    /// A reader that closed the pipe (`countries list | head`) ends the process quietly by SIGPIPE,
    /// as it would with the signal's default action, even when a parent set it to be ignored.
    public static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        writeAll(Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes` to `descriptor`, with the same answer and the same SIGPIPE as for text.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBufferPointer { bytes -> Int32 in
            var offset = 0
            while offset < bytes.count, let start = bytes.baseAddress {
                let written = write(descriptor, start + offset, bytes.count - offset)
                if written >= 0 {
                    offset += written
                    continue
                }
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    // A stream left non-blocking by another program: wait until it takes more.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                case EPIPE:
                    signal(SIGPIPE, SIG_DFL)
                    raise(SIGPIPE)
                    return EPIPE
                case let failure: return failure
                }
            }
            return 0
        }
    }
}
