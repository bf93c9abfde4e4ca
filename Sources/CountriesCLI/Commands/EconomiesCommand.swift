import CountriesAnalysis
import OfflineStore
import Rendering
import WorldBank

/// `countries economies [WORDS…]`: finding an economy's codes and groups, or the Bank's aggregates,
/// from the country list built into the tool, with no network; `--in GROUP` lists a group's members,
/// asking the API (once, then cached) only for a group the country list does not classify.
enum EconomiesCommand {
    static let aggregates = Flag(
        "aggregates", help: "list the World Bank's aggregates (World, regions, income and lending groups)")
    static let group = Option(
        "in", "GROUP",
        help: "only the members of this World Bank group: a code (SSF, IDA, EUU) or name (Middle income)",
        completion: .groups, parse: .text)

    static let spec = CommandSpec(
        name: "economies",
        summary: "Find economies or the World Bank's aggregates: codes, region, income, lending type, capital",
        positionals: ["WORDS..."],
        options: [aggregates, group] + OutputOptions.all,
        discussion: """
            Lists the 217 economies of the World Bank's country list (or, with --aggregates, its 79
            aggregates) whose codes, names (the Bank's, ISO 3166 and common ones such as South Korea),
            region, income level or lending type hold every word; no words lists them all. Read from the
            country list built into countries, so it works with no network. Any code or name shown here
            is accepted by --country and show.

            --in lists the members of one of the Bank's groups: a region (SSF), a region without its
            high-income economies (SSA), an income level (LMC), a lending type (IDX), or one the Bank
            forms of those (IDA total = IDA only + IDA blend; Middle income; Low & middle income; the
            World), all read from the country list, so it works with no network. The other groups (EUU
            European Union, EMU Euro area, OED OECD members, FCS fragile situations, LDC, small states,
            the demographic-dividend groups) only the World Bank API lists: their members are fetched
            once (/v2/country?region=CODE), cached, and read from the cache afterwards, --offline too
            (--refresh asks again). Offline before they were ever fetched, the command fails with exit
            69. The output says how the members were found: classified by the country list, derived
            from its groups, or listed by the API on a day, with the request. A group is named by its
            code or name; an unknown one is exit 64 before any request.
            """,
        examples: [
            "countries economies korea", "countries economies low income --format csv",
            "countries economies --aggregates", "countries economies --in IDA --format csv",
            "countries economies --in EUU",
        ], usesDataOptions: true,
        run: run)

    static func run(_ parsed: ParsedArguments, context: RunContext) async throws {
        let output = OutputOptions(parsed)
        let stored = try context.snapshot.file(.countries)
        let lookup = EconomyLookup(countries: stored.countries ?? [], aliases: context.snapshot.aliases())
        let wanted = parsed.isSet(aggregates)
        let countries = stored.countries ?? []
        if wanted, parsed.value(group) != nil {
            throw UsageError(
                "--aggregates and --in cannot be combined", hint: "a group's members are economies; drop one of them")
        }
        if parsed.value(DataCommandOptions.manifest) != nil {
            // The answer is read from the country list built into the binary: that list is a dataset
            // of it, and so is a group's member list (added where it is read).
            context.manifestDatasets.add(
                Manifest.Dataset(
                    database: .wdi, key: .countries, requests: [], lastUpdated: nil, fetchedAt: stored.fetchedAt,
                    origin: .snapshot, values: ValuesFingerprint(countries)))
        }
        var found: ResolvedQuestion?
        if let text = parsed.value(group) {
            var question = Question()
            question.group = text
            found = try await DataSession(parsed, context: context).resolve(question)
        }
        let members = found?.query.group
        let inGroup = members.map { Set($0.members.map(\.id)) }
        let entries = lookup.search(parsed.positionals).filter { entry in
            inGroup.map { $0.contains(entry.id) } ?? (entry.isAggregate == wanted)
        }
        guard !entries.isEmpty else {
            let kind =
                members.map { "member of \($0.group.name) (\($0.group.id))" } ?? (wanted ? "aggregate" : "economy")
            throw CLIError(
                "no \(kind) matches '\(parsed.positionals.joined(separator: " "))'",
                hint: "use fewer or other words"
                    + (wanted || members != nil ? "" : ", or add --aggregates for the World Bank's groups"),
                code: .usage)
        }
        if let members, !members.leftOut.isEmpty, [.csv, .tsv, .xlsx, .parquet].contains(output.format) {
            // These formats hold rows only: the codes left out of the members are said here instead.
            context.console.err(
                "notice: the World Bank API also listed \(members.leftOut.joined(separator: ", ")) for "
                    + "\(members.group.id), not an economy of the country list: left out\n")
        }
        let listed = found?.memberList.map { "; " + $0.sourceNote(now: context.now).origin }
        let source = SourceNote(
            origin: "World Bank country list, snapshot (fetched \(DayText.format(stored.fetchedAt)))" + (listed ?? ""),
            lastUpdated: [])
        try await output.write(EconomiesRenderer.document(entries, of: members, source: source), in: context)
    }
}
