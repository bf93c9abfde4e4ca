import CountriesAnalysis
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Shell completion scripts generated from the command and option declarations, so that what a
/// shell offers is always what the parser accepts: commands and their second words (`cache info`),
/// each command's own options, and values: the closed values of options (formats, sort keys), the
/// region, income level, lending type and economy codes of the bundled country list, file and
/// folder names, and nothing at all after an option whose value no shell can guess (`--year`).
///
/// One value, the commands and the country list, is read by three writers, one per shell's syntax
/// (`CompletionScript+Bash.swift`, `+Zsh`, `+Fish`); `scripts/check-completions.sh` drives each
/// real shell through the same cases.
struct CompletionScript {
    let commands: [CommandSpec]
    let countries: [Country]

    /// The shells a script can be printed for.
    enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// What a shell completes one value with.
    enum Value: Equatable {
        /// These words.
        case words([String])
        /// File names.
        case files
        /// Folder names.
        case directories
        /// Nothing: a number, a year, a free text.
        case nothing
    }

    /// The script for `shell`.
    func render(_ shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// The first words of every command (`list`, `cache`), each once, with a summary, and the second
    /// words of the commands that have them (`cache` → `info`, `clear`) with theirs.
    var groups: [(first: String, summary: String, seconds: [(word: String, summary: String)])] {
        var groups: [(first: String, summary: String, seconds: [(word: String, summary: String)])] = []
        for entry in commands {
            let words = entry.name.split(separator: " ").map(String.init)
            let index =
                groups.firstIndex { $0.first == words[0] }
                ?? {
                    groups.append((words[0], words.count == 1 ? entry.summary : "", []))
                    return groups.count - 1
                }()
            if words.count == 1 {
                groups[index].summary = entry.summary
            } else {
                groups[index].seconds.append((words[1], entry.summary))
            }
        }
        // A first word that is no command of its own (`cache`) says what its second words do.
        return groups.map { group in
            let summary =
                group.summary.isEmpty
                ? group.seconds.map { "\(group.first) \($0.word)" }.joined(separator: ", ") : group.summary
            return (group.first, summary, group.seconds)
        }
    }

    /// The commands of two words, such as `cache info`.
    var pairs: [String] { commands.map(\.name).filter { $0.contains(" ") } }

    /// The options a shell offers for `entry`: those its `--help` lists, so not the network options a
    /// command that never asks the API accepts and ignores.
    func offeredOptions(of entry: CommandSpec) -> [OptionSpec] {
        (entry.options + (entry.usesDataOptions ? DataCommandOptions.all.filter { !entry.declaresItself($0) } : [])
            + CommonOptions.all).map(\.spec)
    }

    /// What a shell may offer for the value of `option`.
    func value(of option: OptionSpec) -> Value {
        option.choices.isEmpty ? value(of: option.completion) : .words(option.choices)
    }

    /// What a shell may offer for the positional arguments of `entry`.
    func positionalValue(of entry: CommandSpec) -> Value { value(of: entry.positionalCompletion) }

    private func value(of hint: CompletionHint) -> Value {
        let economies = countries.withoutAggregates
        switch hint {
        case .regions: return .words(ClassificationMatcher.choices(from: economies.map(\.region)).map(\.id))
        case .incomeLevels: return .words(ClassificationMatcher.choices(from: economies.map(\.incomeLevel)).map(\.id))
        case .lendingTypes: return .words(ClassificationMatcher.choices(from: economies.map(\.lendingType)).map(\.id))
        case .economies: return .words(countries.map(\.id).sorted())
        case .groups: return .words(countries.filter(\.isAggregate).map(\.id).sorted())
        case .shells: return .words(Shell.allCases.map(\.rawValue))
        case .files: return .files
        case .directories: return .directories
        case .none: return .nothing
        }
    }
}
