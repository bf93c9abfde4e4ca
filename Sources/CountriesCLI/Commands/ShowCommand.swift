import Analysis
import Rendering
import WorldBank

/// `countries show CODE`: one economy's metadata and its last ten years.
enum ShowCommand {
    static let spec = CommandSpec(
        name: "show",
        summary: "One economy: metadata, population and GDP over the last 10 years with growth",
        positionals: ["CODE"],
        options: [.value("years", "N", "how many recent years to show (default 10)")] + OutputOptions.specs,
        discussion:
            "CODE is an ISO3 code (KEN), an ISO2 code (KE) or a name (Kenya). A sparkline is drawn on terminals.",
        examples: ["countries show KEN", "countries show \"korea, rep.\" --format json"])

    @MainActor static func run(_ parsed: ParsedArguments, context: RunContext) async throws -> ExitCode {
        let output = try OutputOptions(parsed)
        guard let code = parsed.positionals.first else {
            throw UsageError("missing economy", hint: "give an ISO3 code, an ISO2 code or a name: countries show KEN")
        }
        let count =
            try parsed.value("years").map { text throws(UsageError) in
                try ValueParser.integer(text, option: "--years", range: 1...65)
            } ?? 10
        let answer = try await context.provide(indicators: [.population, .gdp], period: .history)
        let country = try EconomyLookup.find(code, in: answer.data.countries)
        guard let economy = answer.data.economies.first(where: { $0.country.id == country.id }) else {
            throw UsageError("unknown economy '\(code)'", hint: "see countries list")
        }
        let text = ProfileRenderer.render(
            EconomyProfile(economy: economy, count: count), format: output.format, source: context.sourceNote(answer),
            style: output.path == nil ? context.style : .plain)
        try OutputWriter.write(text, to: output.path, console: context.console)
        return .success
    }
}
