import CountriesAnalysis
import OfflineStore
import Parquet
import Rendering
import ReportPublishing
import WorldBank

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `countries report`: a dated report folder (HTML, Markdown, CSV, JSON), safe to run from cron.
enum ReportCommand {
    static let out = Option(
        "out", "DIR", default: "reports", help: "the report folder", completion: .directories, parse: .path)
    static let year = Option(
        "year", "Y", short: "y", default: .latest, help: "a year from 1960, or 'latest'", parse: .year(ranges: false))
    static let keep = Option(
        "keep", "N", help: "keep only the N newest reports of this series", parse: .integer(in: 1...100_000))
    static let ifChanged = Flag(
        "if-changed", help: "write nothing when the data equals that of the series' latest report")
    static let title = Option(
        "title", "TEXT", help: "the report's title (default names the year and scope)", parse: .text)
    static let region = Option(
        "region", "R", short: "r", help: "only this region's economies, totals and charts", completion: .regions,
        parse: .text)
    static let name = Option(
        "name", "NAME",
        help: "name the series: DIR/YYYY-MM-DD-NAME, DIR/latest-NAME (default from --region, --year, --indicator)",
        parse: .reportName)
    static let indicator = Option(
        "indicator", "CODE",
        help: "add a column and a chart for another indicator, such as SP.DYN.LE00.IN (repeatable, up to 200)",
        repeating: .indicators())

    static let spec = CommandSpec(
        name: "report",
        summary: "Write a dated report (HTML, Markdown, CSV, JSON) into reports/, safe under cron",
        options: [out, title, year, region, indicator, name, keep, ifChanged, DataCommandOptions.footnotes],
        discussion: """
            Writes DIR/YYYY-MM-DD/ with index.html, index.md, map.svg, countries.csv, countries.xlsx,
            regions/<region>.csv, summary.json and economies.json, and points DIR/latest at it. Another
            query is another series: --region, --year and --indicator name it, as in
            DIR/YYYY-MM-DD-ssf-2022/ and DIR/latest-ssf-2022 (--name NAME names it instead; the title does
            not); a second run of one series the same day replaces that day's folder, keeping any file
            someone else put there (and saying so). The report is built in a hidden folder and renamed into
            place, so a failed, interrupted or killed run leaves earlier reports intact and no hidden folder
            behind (a killed run's is removed by the next); a lock (DIR/.lock) makes a second concurrent run
            exit 75. On success the only output is the folder written, on stdout. When an earlier report of
            the same series and query exists, a "What changed" section lists new data years, revisions above
            0.5 %, reclassified, added and removed economies; --keep and --if-changed work within the
            series. --footnotes asks for the Bank's footnotes: countries.csv, countries.xlsx, regions/*.csv
            and countries.parquet get a column beside each published figure (population_footnote,
            bank_population_footnote), the pages a mark beside it and numbered notes under the table.
            """,
        examples: [
            "countries report", "countries report --out /srv/reports --keep 30 --if-changed",
            "countries report --year 2022 --offline", "countries report --region ssf --name africa-board",
            "countries report --footnotes",
        ], usesDataOptions: true, run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let session = try DataSession(parsed, context: context)
        let source = SessionStatistics(command: session, quiet: true)
        var question = Question(listing: ListQuery(year: parsed.value(year)))
        question.listing.footnotes = parsed.isSet(DataCommandOptions.footnotes)
        (question.region, question.indicators) = (parsed.value(region), parsed.value(indicator))
        (question.database, question.reconciled) = (session.options.source, true)
        // Every value is checked before the report folder is touched: a typo writes nothing.
        let resolved = try await question.resolved(with: source, thisYear: DayText.year(context.now))
        let scope = { (region: Classification?) in
            parsed.value(name)
                ?? ReportScope(ListQuery(region: region, year: question.listing.year, extras: resolved.query.extras))
        }
        let day = DayText.format(context.now)
        let (directory, lock) = try lockedFolder(parsed, context: context)
        defer { lock.release() }
        // A same-day folder countries did not write is refused before the fetch when the series is
        // known, else (a binary without its country list) once the answer names the region.
        if resolved.namesFound { try directory.checkCanPublish(scope(resolved.query.region).folderName(day: day)) }
        let model = try await ReportModel.load(resolved, from: source)
        let listing = await model.listing
        let series = scope(listing.query.region)
        if !resolved.namesFound { try directory.checkCanPublish(series.folderName(day: day)) }
        guard listing.total.population != nil || listing.total.gdp != nil, let answer = model.answer else {
            throw CLIError(
                "no population or GDP figures for \(question.listing.year); no report was written",
                hint: "choose a year the World Bank has published, or 'latest'", code: .dataError)
        }
        let basis = ReportBasis(listing: listing, lastUpdated: answer.lastUpdated)
        guard
            let previous = try previousReport(
                in: directory, series: series, basis: basis, parsed: parsed, context: context)
        else { return }
        // "World Bank country statistics, latest values" or ", 2022", with the region when one is chosen.
        let title =
            parsed.value(title) ?? "World Bank country statistics"
            + (listing.query.region.map { " for \($0.name)" } ?? "")
            + ", " + (question.listing.year == .latest ? "latest values" : "\(question.listing.year)")
        let document = await model.document(
            title: title, changes: previous.map { basis.changes(since: $0.basis) }, generatedAt: context.now,
            freshness: ReportFreshness(answer))
        try publish(
            document, of: model, listing: listing, basis: basis, series: series, in: directory, day: day,
            parsed: parsed,
            context: context)
    }

    /// The report folder `--out` names, locked for this run; what runs that were stopped left in it is
    /// removed and said.
    private static func lockedFolder(_ parsed: ParsedArguments, context: RunContext) throws -> (
        ReportDirectory, ReportLock
    ) {
        let directory = try ReportDirectory(root: URL(fileURLWithPath: parsed.value(out), isDirectory: true))
        let (lock, leftovers) = try directory.lock()
        if !leftovers.isEmpty {
            context.console.err(
                "notice: removed what runs that were stopped left unfinished in \(directory.root.path): "
                    + "\(leftovers.joined(separator: ", "))\n")
        }
        return (directory, lock)
    }

    /// The figures of the series' previous report of this query, to say what changed: `.some(nil)`
    /// when there is none (or it cannot be read: said on stderr, and the report is built without
    /// "What changed" rather than failing or pretending nothing changed); `nil` when `--if-changed`
    /// finds nothing new, said on stderr, and nothing is to be written.
    private static func previousReport(
        in directory: ReportDirectory, series: ReportScope, basis: ReportBasis, parsed: ParsedArguments,
        context: RunContext
    ) throws -> (name: String, basis: ReportBasis)?? {
        var previous: (name: String, basis: ReportBasis)?
        do {
            previous = try directory.previousBasis(in: series, for: basis)
        } catch {
            context.console.err("notice: \(error.message); this report has no \"What changed\" section\n")
        }
        guard parsed.isSet(ifChanged), let previous else { return .some(previous) }
        if previous.basis.hasSameFigures(as: basis) {
            context.console.err(
                "notice: the data equals that of report \(previous.name) (World Bank lastupdated "
                    + "\(basis.lastUpdated.joined(separator: ", "))); nothing written\n")
            return nil
        }
        // During an outage the offline copy may be an older release than the last report's.
        if let now = basis.lastUpdated.max(), let before = previous.basis.lastUpdated.max(), now < before {
            context.console.err(
                "notice: the data at hand (World Bank lastupdated \(now)) is older than that of report "
                    + "\(previous.name) (lastupdated \(before)); nothing written\n")
            return nil
        }
        return .some(previous)
    }

    /// Writes the files of `document` into a staging folder, publishes it as the series' report of
    /// `day` with its manifest and figures, prunes older reports under `--keep`, and prints the folder.
    private static func publish(
        _ document: ReportDocument, of model: ReportModel, listing: Listing, basis: ReportBasis, series: ReportScope,
        in directory: ReportDirectory, day: String, parsed: ParsedArguments, context: RunContext
    ) throws {
        guard let answer = model.answer else { return }
        let source = answer.sourceNote(now: nil)
        let map = Self.map(of: listing, countries: answer.data.countries, source: source, context: context)
        let staged = try directory.stage(series, day: day, scratch: context.scratch)
        do {
            // Another database's indicators are named as its answer names them, as `cite` does.
            let database = model.question?.database ?? .wdi
            let names = Dictionary(
                answer.data.datasets.map { ($0.indicator, $0.name) }, uniquingKeysWith: { first, _ in first })
            let citation = CiteCommand.citation(
                of: IndicatorCode.core + document.listing.query.extras, note: source, accessed: day, in: context,
                names: database.id == .wdi ? [:] : names)
            var written: [Manifest.Output] = []
            for (path, contents) in try files(
                of: document, source: source, citation: citation, map: map, requests: answer.requests.count)
            {
                try staged.write(contents, to: path)
                written.append(Manifest.Output(path: path, contents: contents))
            }
            // A report of one region is judged by its economies' figures, as a listing of them is.
            let values = answer.datasetsByKey
            let economies = Set(document.listing.rows.map(\.country.id))
            let datasets = answer.manifestDatasets.map { dataset in
                guard document.listing.query.region != nil, let held = values[dataset.key] else { return dataset }
                var scoped = dataset
                scoped.scope = Manifest.Scope(economies, of: held)
                return scoped
            }
            let manifest = ManifestOutput.manifest(of: datasets, outputs: written, context: context)
            try staged.write(Array(ManifestJSON.render(manifest).utf8), to: "manifest.json")
            // The figures the next report compares against (ReportDirectory.previousBasis reads them).
            try staged.write(
                Array(ReportEconomiesJSON.render(basis, source: source).utf8), to: ReportDirectory.basisFileName)
            if let foreign = directory.foreignLatest(series) {
                context.console.err("notice: \(foreign); it was left as it is\n")
            }
            let published = try directory.publish(staged)
            if !published.kept.isEmpty {
                context.console.err(
                    "notice: kept \(published.kept.joined(separator: ", ")) from the earlier report of the day in "
                        + "\(published.folder.path): not written by countries\n")
            }
            if let keep = parsed.value(keep) {
                let foreign = try directory.prune(keep: keep, protecting: staged)
                if !foreign.isEmpty {
                    context.console.err(
                        "notice: --keep left alone \(foreign.joined(separator: ", ")): not written by countries\n")
                }
            }
            try context.console.out(published.folder.path + "\n")
        } catch {
            staged.discard()
            throw error
        }
    }

    /// The files of one report, by path inside the report folder, in a fixed order.
    private static func files(
        of document: ReportDocument, source: SourceNote, citation: Citation, map: WorldMap?, requests: Int
    ) throws(ParquetError) -> [(String, [UInt8])] {
        let listing = ListingRenderer.document(document.listing, source: source)
        var files: [(String, [UInt8])] = [
            ("index.html", Array(ReportHTML.render(document, source: source, citation: citation, map: map).utf8)),
            ("index.md", Array(ReportMarkdown.render(document, source: source, map: map).utf8)),
            ("countries.csv", try listing.rendered(as: .csv, style: .plain)),
            ("countries.xlsx", try listing.rendered(as: .xlsx, style: .plain)),
            ("countries.parquet", try listing.rendered(as: .parquet, style: .plain)),
            ("summary.json", Array(ReportSummaryJSON.render(document, source: source, requests: requests).utf8)),
        ]
        if let map { files.append(("map.svg", Array(map.svg.utf8))) }
        var tables = [(path: "countries.csv", document: listing)]
        for group in document.listing.groups {
            var query = document.listing.query
            query.region = group.region
            let path = "regions/\(Slug.make(group.region.name, empty: "region")).csv"
            let region = ListingRenderer.document(Listing(query: query, rows: group.rows), source: source)
            files.append((path, try region.rendered(as: .csv, style: .plain)))
            tables.append((path, region))
        }
        files.append(
            ("datapackage.json", Array(DataPackage.json(tables, title: document.title, source: source).utf8)))
        return files
    }

    /// The world map of GDP per capita of `listing`'s economies; `nil`, said in a notice, when the
    /// outlines cannot be read: the report is still worth writing without it.
    private static func map(
        of listing: Listing, countries: [Country], source: SourceNote, context: RunContext
    ) -> WorldMap? {
        let outlines: WorldOutlines
        do {
            outlines = try MapCommand.outlines(context.snapshot)
        } catch {
            context.console.err("notice: \(CLIError.from(error).message); this report has no map\n")
            return nil
        }
        return WorldMap(listing: listing, economies: countries, outlines: outlines, source: source)
    }
}
