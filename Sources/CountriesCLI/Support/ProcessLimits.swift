import CSystem

#if canImport(Glibc)
    import Glibc

    private let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    private let addressSpace = __rlimit_resource_t(RLIMIT_AS.rawValue)
#elseif canImport(Darwin)
    import Darwin

    private let openFiles = RLIMIT_NOFILE
    private let addressSpace = RLIMIT_AS
#endif

/// The limits a run needs from the system (`ulimit -n`, `ulimit -v`), checked before anything else
/// runs: below them the Swift runtime and libdispatch trap or wait forever on a thread they cannot
/// start, so a too-tight limit is said in one line instead.
enum ProcessLimits {
    /// Open files a run may need at once: the standard streams, the runtime's event descriptors,
    /// a few connections, cache and report files.
    static let minimumDescriptors: rlim_t = 64
    /// Address space a run needs: the runtime, a few threads' stacks and the bodies it reads.
    static let minimumAddressSpace: rlim_t = 384 * 1_048_576

    /// Raises the soft limits toward the hard ones where that helps, and returns the error to show
    /// when what is left is too little, else `nil`.
    static func shortfall() -> CLIError? {
        var files = rlimit()
        if getrlimit(openFiles, &files) == 0, files.rlim_cur < minimumDescriptors {
            files.rlim_cur = min(files.rlim_max, minimumDescriptors)
            _ = setrlimit(openFiles, &files)
            if files.rlim_cur < minimumDescriptors {
                return CLIError(
                    "too few open files allowed: the limit is \(files.rlim_cur) (ulimit -n)",
                    hint: "allow at least \(minimumDescriptors): ulimit -n \(minimumDescriptors)", code: .resourceLimit)
            }
        }
        var memory = rlimit()
        if getrlimit(addressSpace, &memory) == 0, memory.rlim_cur != rlim_t.max {
            if memory.rlim_cur < minimumAddressSpace {
                return CLIError(
                    "too little memory allowed: the limit is \(memory.rlim_cur / 1_024) KiB (ulimit -v)",
                    hint: "allow at least \(minimumAddressSpace / 1_024) KiB: ulimit -v \(minimumAddressSpace / 1_024)",
                    code: .resourceLimit)
            }
            // Under a cap, one malloc arena for all threads: each extra arena reserves 64 MiB of
            // address space, which is what runs out first.
            csystem_use_one_malloc_arena()
        }
        return nil
    }
}
