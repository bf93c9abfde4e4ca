import Analysis
import Rendering
import WorldBank

/// `countries show CODE`: one economy's metadata and its last ten years.
enum ShowCommand {
    static let years = Option<Int>.integer(
        "years", "N", in: 1...65, help: "how many recent years to show (default 10)")

    static let spec = CommandSpec(
        name: "show",
        summary: "One economy: metadata, population and GDP over the last 10 years with growth",
        positionals: ["CODE"],
        options: [years] + OutputOptions.all,
        discussion:
            "CODE is an ISO3 code (KEN), an ISO2 code (KE) or a name (Kenya). A sparkline is drawn on terminals.",
        examples: ["countries show KEN", "countries show \"korea, rep.\" --format json"])

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws -> ExitCode {
        let output = try OutputOptions(parsed)
        let session = try DataSession(parsed, context: context)
        guard let code = parsed.positionals.first else {
            throw UsageError("missing economy", hint: "give an ISO3 code, an ISO2 code or a name: countries show KEN")
        }
        let count = try parsed.value(years) ?? 10
        let answer = try await session.provide(IndicatorCode.core, period: .history)
        let country = try EconomyLookup.find(code, in: answer.data.countries)
        guard let economy = answer.data.economies.first(where: { $0.country.id == country.id }) else {
            throw UsageError("unknown economy '\(code)'", hint: "see countries list")
        }
        let text = ProfileRenderer.render(
            EconomyProfile(economy: economy, count: count), format: output.format,
            source: answer.sourceNote(now: context.now), style: output.style(in: context))
        try output.write(text, in: context)
        return .success
    }
}
