import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

/// `countries cite`: the citation of the figures a command would use, as text, BibTeX or CSL-JSON.
enum CiteCommand {
    /// The forms a citation is written in.
    enum Style: String, CaseIterable, Sendable {
        case text
        case bibtex
        case cslJSON = "csl-json"
    }

    static let indicator = Option(
        "indicator", "CODE", help: "cite another indicator too, such as SP.DYN.LE00.IN (repeatable, up to 200)",
        repeating: .indicators())
    static let style = Option(
        "format", "STYLE", short: "f", default: Style.text, help: "text, bibtex or csl-json",
        parse: .choice(noun: "citation style"))
    static let output = Option(
        "output", "FILE", short: "o", help: "write to FILE (atomically) instead of stdout ('-')", completion: .files,
        parse: .path)

    static let spec = CommandSpec(
        name: "cite",
        summary: "Cite the World Bank data a command uses, or an output's manifest: text, BibTeX or CSL-JSON",
        positionals: ["[MANIFEST|REPORT_DIR]"], positionalCompletion: .files,
        options: [indicator, style, output],
        discussion: """
            With a manifest (--manifest FILE of any data command, or a report folder), cites the data
            behind that output, offline and byte for byte the same however often it is run: its
            databases, its indicators with their names from the catalogue, the World Bank's
            last-updated dates of its datasets, where they were read and when (fetched dates, never
            ages), and the day the output was made.

            Without one, cites what the data options would give now: population, GDP and each
            --indicator, live, cached or the built-in snapshot, said as such with the day they were
            fetched, accessed today. Both name the licence (CC BY 4.0) and the credit it asks for.
            BibTeX is a @misc entry with urldate, as BibLaTeX reads it; CSL-JSON is an array of one
            dataset item, as Zotero and Pandoc import it.
            """,
        examples: [
            "countries cite", "countries cite run.manifest.json --format bibtex", "countries cite reports/latest",
            "countries cite --indicator SP.DYN.LE00.IN --format bibtex", "countries cite --format csl-json -o wdi.json",
        ], usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let citation: Citation
        if let given = parsed.positionals.first {
            guard parsed.positionals.count == 1, parsed.value(indicator).isEmpty else {
                throw UsageError(
                    "cite takes one manifest, and then no --indicator: the manifest names the indicators",
                    hint: "run: countries cite run.manifest.json")
            }
            citation = Self.citation(of: try VerifyCommand.read(given).1, in: context)
        } else {
            let session = try DataSession(parsed, context: context)
            var question = Question()
            question.indicators = parsed.value(indicator)
            let resolved = try await session.resolve(question)
            let database = resolved.database
            let codes = IndicatorCode.core + resolved.query.extras.filter { !IndicatorCode.core.contains($0) }
            let answer = try await session.provide(codes, period: .mostRecentNonEmpty(1), database: database)
            // Another database's indicators are named as its answer names them; the bundled catalogue is WDI's.
            let names = Dictionary(answer.data.datasets.map { ($0.indicator, $0.name) }) { first, _ in first }
            // Where the figures were read, by the day they were fetched: a citation says no age.
            citation = Self.citation(
                of: codes, note: answer.sourceNote(now: nil), accessed: DayText.format(context.now), in: context,
                names: database.id == .wdi ? [:] : names, bulkFiles: answer.provenance.compactMap(\.mirrored))
        }
        let text =
            switch parsed.value(style) {
            case .text: citation.text + "\n"
            case .bibtex: citation.bibTeX
            case .cslJSON: citation.cslJSON
            }
        guard let path = parsed.value(output), path != "-" else { return try context.console.out(Array(text.utf8)) }
        try await OutputWriter.write(Array(text.utf8), to: path, context: context)
    }

    /// The citation of the data behind the output `manifest` describes: its indicators, databases,
    /// releases and origins as it recorded them, accessed the day it was made. Nothing of it
    /// depends on when or where `cite` runs.
    static func citation(of manifest: Manifest, in context: RunContext) -> Citation {
        var codes: [IndicatorCode] = []
        for case .indicator(let code, _, _) in manifest.datasets.map(\.key) where !codes.contains(code) {
            codes.append(code)
        }
        return citation(
            of: codes, note: manifest.sourceNote, accessed: DayText.format(manifest.createdAt), in: context,
            bulkFiles: manifest.datasets.compactMap(\.mirrored))
    }

    /// The citation of `codes`, each named as the bundled catalogue names it (its code when the
    /// catalogue cannot be read): what `cite` prints and a report's page ends with.
    /// `names` come first: the names of another database's indicators, as its answer gave them.
    static func citation(
        of codes: [IndicatorCode], note: SourceNote, accessed: String, in context: RunContext,
        names: [IndicatorCode: String] = [:], bulkFiles: [MirroredRelease] = []
    ) -> Citation {
        let catalogue = try? context.snapshot.catalogue()
        return Citation(
            indicators: codes.map {
                Citation.Indicator(code: $0, name: names[$0] ?? catalogue?.info($0)?.name ?? $0.rawValue)
            },
            note: note, accessed: accessed, bulkFiles: bulkFiles)
    }
}
