import OfflineStore
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The manifest of a run: written to `--manifest FILE` once the command has succeeded, and into
/// every report folder as `manifest.json`.
enum ManifestOutput {
    /// The manifest of `datasets`, for the command line of `context`.
    static func manifest(
        of datasets: [Manifest.Dataset], outputs: [Manifest.Output] = [], context: RunContext
    ) -> Manifest {
        Manifest(
            tool: "countries \(ToolVersion.current)", commandLine: context.arguments.map(shown),
            createdAt: context.now, datasets: datasets, outputs: outputs)
    }

    /// Writes the manifest of every dataset the command used to `--manifest FILE`, when given:
    /// after the command's own output, so that a failed command leaves no manifest of its own.
    static func writeIfAsked(_ parsed: ParsedArguments, context: RunContext) async throws {
        guard let path = parsed.value(DataCommandOptions.manifest) else { return }
        let gathered = context.manifestDatasets
        let text = ManifestJSON.render(manifest(of: gathered.all, outputs: gathered.outputs, context: context))
        guard path != "-" else { return try context.console.out(Array(text.utf8)) }
        try await OutputWriter.write(Array(text.utf8), to: path, option: "--manifest", context: context)
    }

    /// An argument as a manifest may hold it: a URL without its user name or password, which are
    /// used for the requests only and never stored.
    static func shown(_ argument: String) -> String {
        guard argument.contains("@"), let url = URL(string: argument), url.scheme != nil, url.user != nil else {
            return argument
        }
        return url.shownText
    }
}
