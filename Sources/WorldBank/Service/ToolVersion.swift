/// The tool's version, shown by `--version`, sent in the `User-Agent` and written into reports.
public enum ToolVersion {
    /// The current release.
    public static let current = "0.1.0"
}
