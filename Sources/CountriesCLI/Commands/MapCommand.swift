import BundledData
import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries map`: a world map of GDP per capita, or of another indicator, by economy, as an SVG
/// drawing or an HTML page.
enum MapCommand {
    /// What the map is written as.
    enum Format: String, Sendable, CaseIterable {
        case svg, html

        /// The format a file name asks for by its extension (`.svg`, `.html`, `.htm`); `nil` for any other.
        init?(fileExtensionOf path: String) {
            switch OutputFormat.fileExtension(of: path) {
            case "svg": self = .svg
            case "html", "htm": self = .html
            default: return nil
            }
        }
    }

    static let indicator = Option(
        "indicator", "CODE", help: "map this indicator instead of GDP per capita, such as SP.DYN.LE00.IN",
        parse: .indicator)
    // 'latest' is named in the help text, so the default is shown as just "(default)".
    static let year = Option(
        "year", "Y", short: "y", default: .latest, shownDefault: "",
        help: "a year from 1960, or 'latest' for each economy's latest value", parse: .year(ranges: false))
    static let region = Option(
        "region", "R", short: "r", help: "colour only this region's economies: id (SSF), name, or part of a name",
        completion: .regions, parse: .text)
    static let format = Option<Format?>(
        "format", "FORMAT", short: "f", help: "svg or html (default: from the --output extension, else svg)",
        parse: .choice(noun: "map format"))
    static let output = Option(
        "output", "FILE", short: "o",
        help: "write to FILE (atomically) instead of stdout ('-'); .svg or .html choose the format",
        completion: .files, parse: .path)

    static let spec = CommandSpec(
        name: "map",
        summary: "Draw a world map of GDP per capita (or another indicator) by economy, as SVG or HTML",
        options: [indicator, year, region, format, output],
        discussion: """
            Each economy is coloured by its class: up to six classes by quantile, bounds rounded to two
            significant digits, one blue from light to dark that reads in greyscale too. No value is
            hatched; a territory the World Bank does not list is dotted; the 47 economies too small for
            an outline are a dot at their capital. Each economy's name, value and year are in its
            tooltip. --region colours that region, leaves the rest white and fits the map to it; a
            region across the 180th meridian (East Asia & Pacific) is drawn from its larger side, and a
            note names the economies left out. Equal Earth projection; Natural Earth outlines (public domain), built in, so the map works offline. A map is never
            written to a terminal: give --output FILE or pipe stdout.
            """,
        examples: [
            "countries map -o map.svg", "countries map --year 2022 --output map.html",
            "countries map --indicator SP.DYN.LE00.IN -o life-expectancy.svg",
            "countries map --region \"Sub-Saharan Africa\" -f html > africa.html",
        ], usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let session = try DataSession(parsed, context: context)
        let path = parsed.value(output).flatMap { $0 == "-" ? nil : $0 }
        let chosen = try parsed.value(format) ?? path.map(Self.format(of:)) ?? .svg
        let code = parsed.value(indicator)
        var question = Question(listing: ListQuery(year: parsed.value(year)))
        (question.region, question.database) = (parsed.value(region), session.options.source)
        (question.indicators, question.withoutCore) = (code.map { [$0] } ?? [], code != nil)
        // Every value is checked before any request: a typo fetches nothing.
        let source = SessionStatistics(command: session)
        let resolved = try await question.resolved(with: source, thisYear: DayText.year(context.now))
        if path == nil, context.console.stdoutIsTerminal {
            throw UsageError(
                "a map cannot be shown on a terminal",
                hint: "write it to a file with --output map.svg (or map.html), or pipe stdout to a file")
        }
        let outlines = try Self.outlines(context.snapshot)
        let model = try await ReportModel.load(resolved, from: source)
        guard let answer = model.answer else { return }
        // The map draws economies only: the Bank's aggregates have no outline, and a map's question
        // names none, so its listing holds none.
        let listing = await model.listing
        let name = code.flatMap { code in source.catalogue?.info(code)?.name }
        let map = WorldMap(
            listing: listing, indicator: code, indicatorName: name, economies: answer.data.countries,
            outlines: outlines, source: answer.sourceNote(now: context.now))
        let bytes = Array((chosen == .svg ? map.svg : map.page).utf8)
        guard let path else { return try context.console.out(bytes) }
        try await OutputWriter.write(bytes, to: path, context: context)
    }

    /// The format the name `path` asks for, or the usage error saying that it asks for none.
    private static func format(of path: String) throws(UsageError) -> Format {
        guard let format = Format(fileExtensionOf: path) else {
            throw UsageError(
                "cannot tell the map format of '\(path)'",
                hint: "name the file .svg or .html, or give --format svg|html")
        }
        return format
    }

    /// The map files of `snapshot`, or those built in when it is a folder without them.
    private static func mapFiles(_ snapshot: BundledSnapshot) throws(StoreError) -> (outlines: Data, places: Data?) {
        for source in [snapshot] + (snapshot.folder == nil ? [] : [BundledSnapshot.embedded]) {
            guard let outlines = try source.contents(WorldOutlines.outlinesFile) else { continue }
            guard outlines.count <= 16 * 1_048_576 else { throw .tooLarge(outlines.count) }
            let places = try source.contents(WorldOutlines.placesFile)
            return (outlines, places.flatMap { $0.count <= 1_048_576 ? $0 : nil })
        }
        throw .snapshotMissing("no \(WorldOutlines.outlinesFile) in \(snapshot.location)")
    }

    /// The outlines of the snapshot: `$COUNTRIES_DATA_DIR`'s when that folder holds them, else the
    /// copy built into the binary (they are no World Bank data, so a folder of figures may lack them).
    static func outlines(_ snapshot: BundledSnapshot) throws -> WorldOutlines {
        let files = try Self.mapFiles(snapshot)
        do {
            return try WorldOutlines(geoJSON: files.outlines, places: files.places)
        } catch {
            throw CLIError(
                "the map outlines in \(snapshot.location) cannot be read: \(error.message)",
                hint: "reinstall countries, or point COUNTRIES_DATA_DIR at a complete data folder", code: .dataError)
        }
    }
}
