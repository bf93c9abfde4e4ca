public import WorldBank

/// Why a stored file could not be used or written.
///
/// Each case carries the facts (the file, the value, the cause) and ``message`` says them; what to
/// do about it names a program's options and variables, so the program says it.
public enum StoreError: Error, Sendable, Hashable {
    /// The file is not one of ours, or not the dataset its name promises.
    case foreign(String)
    /// The file is not valid JSON or is cut short.
    case corrupt(String)
    /// The file is larger than any real dataset could be.
    case tooLarge(Int)
    /// The file is there but cannot be read (permissions, too many open files, not a regular file):
    /// not damage, so it is left as it is.
    case unreadable(String)
    /// The bundled snapshot cannot be found or read.
    case snapshotMissing(String)
    /// The bundled snapshot is there but damaged.
    case snapshotCorrupt(String)
    /// The snapshot does not hold what was asked.
    case notInSnapshot(String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
    /// The copy of the snapshot built into the binary was asked to be rewritten: only a snapshot
    /// read from a folder can be, so a folder must be given.
    case builtInSnapshotIsReadOnly
    /// The API could not be reached or sent an answer that cannot be used (`cause`, kept whole),
    /// and no offline copy holds the dataset.
    case notStored(what: String, cause: WorldBankError)
    /// Figures were asked as of the release `release` of `database`, which the mirror does not hold
    /// (`held`: the days it does), or which holds no value of `what`.
    case releaseNotHeld(release: String, database: String, held: [String], what: String?)
    /// The members of `group` were asked offline, and the cache holds none: only the API lists
    /// them, and they have never been fetched (from this API root).
    case membersNeverFetched(group: Classification)
    /// The API sent no values (or nearly none) for a dataset no offline copy holds.
    case emptyAnswer(what: String, values: Int, records: Int)
    /// A run that takes figures from the API only was sent an answer that the copy held contradicts
    /// (`problem`: fewer economies, values far off).
    case liveAnswerDoubted(key: DatasetKey, problem: String)
    /// A file of the mirror's newest release cannot be read as what its manifest says it is.
    case mirrorDamaged(path: String, reason: String)

    /// One line for people.
    public var message: String {
        switch self {
        case .foreign(let reason): "not a countries data file: \(reason)"
        case .corrupt(let reason): "corrupt data file: \(reason)"
        case .tooLarge(let size): "data file too large (\(size) bytes)"
        case .unreadable(let reason): "cannot read the data file (\(reason))"
        case .snapshotMissing(let reason): "the bundled World Bank snapshot is missing: \(reason)"
        case .snapshotCorrupt(let reason): "the bundled World Bank snapshot is damaged: \(reason)"
        case .notInSnapshot(let what):
            "no copy on this machine (the cache, a mirror, the bundled snapshot) holds \(what)"
        case .notStored(let what, let cause):
            "\(cause.fallbackReason); no copy on this machine (the cache, a mirror, the bundled snapshot) holds \(what)"
        case .releaseNotHeld(let release, let database, let held, let what):
            if let what {
                "release \(release) of the \(database) holds no value of \(what)"
            } else {
                "the mirror holds no release \(release) of the \(database) ("
                    + (held.isEmpty ? "it holds none" : "it holds " + held.joined(separator: ", ")) + ")"
            }
        case .membersNeverFetched(let group):
            "the members of \(group.name) (\(group.id)) have never been fetched: only the World Bank API lists them, "
                + "and the cache holds no copy"
        case .emptyAnswer(let what, let values, let records):
            "the World Bank API sent \(values == 0 ? "no values" : "only \(values) values in \(records) records") "
                + "for the \(what), and neither the cache nor the bundled snapshot holds it"
        case .liveAnswerDoubted(let key, let problem):
            "the World Bank API answered the \(key) with \(problem), and no other copy may answer"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .mirrorDamaged(let path, let reason): "the mirror's \(path) is damaged: \(reason)"
        case .builtInSnapshotIsReadOnly: "cannot write the snapshot built into countries: it is part of the binary"
        }
    }
}
