import OfflineStore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries completions SHELL` and `countries manual`: the shell completions and the manual page,
/// printed from the same declarations the parser reads, for `scripts/install.sh` or by hand.
enum DocumentationCommand {
    static let completionsSpec = CommandSpec(
        name: "completions",
        summary: "Print the completion script for bash, zsh or fish",
        positionals: ["SHELL"], positionalCompletion: .shells,
        discussion: """
            It completes commands, options and their closed values: formats, sort keys, and the region,
            income level and economy codes of the built-in country list. scripts/install.sh installs all three.
            """,
        examples: [
            "countries completions bash > ~/.local/share/bash-completion/completions/countries",
            "countries completions zsh > ~/.zfunc/_countries",
            "countries completions fish > ~/.config/fish/completions/countries.fish",
        ], run: completions)

    static let manualSpec = CommandSpec(
        name: "manual",
        summary: "Print the manual page (roff) for man",
        examples: ["countries manual > countries.1 && man -l countries.1"], run: manual)

    static func completions(_ parsed: ParsedArguments, context: RunContext) throws {
        let names = CompletionScript.Shell.allCases.map(\.rawValue)
        guard let text = parsed.positionals.first else {
            throw UsageError("missing shell", hint: "choose one of: \(names.joined(separator: ", "))")
        }
        let shell = try ValueParser<CompletionScript.Shell>.choice(text, noun: "shell")
        let countries = (try? context.snapshot.file(.countries).countries) ?? []
        try context.console.out(
            CompletionScript(commands: CountriesCommand.entries, countries: countries).render(shell))
    }

    static func manual(_ parsed: ParsedArguments, context: RunContext) throws {
        try context.console.out(
            ManualPage.render(
                commands: CountriesCommand.entries,
                date: ManualPage.date(now: context.now, environment: context.environment)))
    }
}
