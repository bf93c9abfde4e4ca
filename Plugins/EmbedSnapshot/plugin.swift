import PackagePlugin

/// Builds the bundled snapshot into the binary: at build time, `embed-snapshot` turns the files of
/// `data/` into a Swift source of the target, so a copied binary answers `--offline` anywhere.
///
/// `data/` stays the readable, diffable source of truth; the embedded copy is regenerated whenever a
/// file of it changes, and a test proves the two are equal byte for byte.
@main struct EmbedSnapshot: BuildToolPlugin {
    /// The files of `data/` that the tool reads.
    static let files = [
        "countries.json", "SP.POP.TOTL@history.json", "NY.GDP.MKTP.CD@history.json", "wdi-indicators.csv",
        "iso3166-names.csv", "economy-aliases.csv", "world-110m.geojson", "map-points.csv",
    ]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let data = context.package.directoryURL.appending(path: "data")
        let inputs = Self.files.map { data.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding data/ into \(target.name)",
                executable: try context.tool(named: "embed-snapshot").url,
                arguments: [output.path(percentEncoded: false)] + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs, outputFiles: [output])
        ]
    }
}
