public import CountriesAnalysis
public import WorldBank

/// A listing as a ``Document``, drawn from its one column description (``ListingColumns``).
///
/// People see the economies under one heading per region with a subtotal each, unless one region
/// was asked for, the listing is a ranking, or it is panel data; the World Bank's aggregates come
/// last, never added into a total. A year range is long by default (one row per economy and year)
/// and wide on request (one row per economy, one column per indicator and year).
public enum ListingRenderer {
    /// The JSON members of `listing` drawn in `columns`: its rows, and its group, totals and regions
    /// where it has them. Made only when JSON is written: a terminal or CSV run never needs them.
    private static func json(of listing: Listing, columns: [Column<CountryRow>]) -> [(String, JSONValue)] {
        var json: [(String, JSONValue)] = [("rows", ColumnJSON.array(columns, rows: listing.rows))]
        if let group = listing.query.group {
            json.append(
                (
                    "group",
                    .object([
                        ("id", .string(group.group.id)), ("name", .string(group.group.name)),
                        ("members", .string(group.explanation)),
                    ])
                ))
        }
        if listing.query.group != nil, listing.isPanel {
            json.append(("totals", ColumnJSON.array(RegionColumns.columns(byYear: true), rows: listing.yearTotals)))
        }
        if !listing.isPanel {
            let regions = listing.groups.filter(\.holdsEconomies).map(\.summary)
            json += [
                ("regions", ColumnJSON.array(RegionColumns.all, rows: regions)),
                ("total", ColumnJSON.object(RegionColumns.all, row: listing.total)),
            ]
        }
        return json
    }

    /// The document of `listing`; `wide` asks for the wide layout of a year range. A terminal marks
    /// each noted figure and lists the notes under the table, where Markdown has footnote columns;
    /// `notesUnderTables` has Markdown mark them too (the report's page, which a column of long
    /// footnotes would stretch).
    public static func document(
        _ listing: Listing, wide: Bool = false, source: SourceNote, notesUnderTables: Bool = false
    ) -> Document {
        if listing.isPanel, wide { return self.wide(listing, source: source) }
        // Footnotes are numbered in the order people read the rows (by region when grouped).
        let notes = FigureNotes(
            listing: listing, rows: displayOrder(listing), markedIn: notesUnderTables ? .people : .terminal)
        let columns = ListingColumns.all(for: listing, notes: notes)
        var document = Document(
            data: Table(columns, rows: listing.rows), shape: listing.isPanel ? .panel : .listing,
            json: json(of: listing, columns: columns),
            query: MetadataJSON.query(listing.query),
            source: source)
        var entries: [TableEntry<CountryRow>] =
            listing.isGroupedByRegion
            ? listing.groups.flatMap { group in
                [.caption("\(group.region.name) (\(Plural.rows(group.rows)))")] + group.rows.map { .row($0) }
                    + (group.holdsEconomies ? [.total(group.summary, label: "Subtotal")] : [])
            }
            : listing.rows.map { .row($0) }
        // A listing of one year says which above it: its rows carry no year column then.
        let year = if case .year(let year) = listing.query.year { year } else { Int?.none }
        if let group = listing.query.group, !listing.isPanel {
            // The members' sum right above the Bank's own figure for the group.
            let own = entries.filter { if case .row(let row) = $0 { row.country.isAggregate } else { false } }
            entries.removeAll { if case .row(let row) = $0 { row.country.isAggregate } else { false } }
            let heading = "\(group.group.name) (\(group.group.id))" + (year.map { ", \($0)" } ?? "")
            entries +=
                [
                    .separator(heading: heading),
                    .total(listing.total, label: "Sum of the \(listing.total.economies) members"),
                ] + own
        } else if !listing.isPanel {
            let total = listing.total
            let heading = "All listed economies" + (year.map { ", \($0)" } ?? "")
            entries += [
                .separator(heading: heading), .total(total, label: "Total (\(Plural.economies(total.economies)))"),
            ]
        }
        let table = Table(columns, entries: entries, showsYears: listing.showsYears)
        document.add(.table(table, title: nil), for: [.markdown])
        let scope = listing.query.group?.group.name ?? listing.query.region?.name ?? "Economies"
        document.add(.table(table, title: year.map { "\(scope), \($0)" }), for: .terminal)
        addYearSums(listing, to: &document)
        document.note(footnotes(listing))
        document.note([groupLines(listing)].compactMap { $0 })
        document.note(yearLines(listing))
        document.note(notes)
        return document
    }

    /// For the members of a group over a range of years: a table of each year's sum beside the
    /// Bank's aggregate of the group and their difference, for people (programs read the same on
    /// the aggregate's rows, and JSON in `totals`).
    private static func addYearSums(_ listing: Listing, to document: inout Document) {
        // A sum of some members only (--limit, --full-span) is not the group's: it is not compared.
        guard let group = listing.query.group, listing.isPanel, let first = listing.yearTotals.first,
            first.economies == group.members.count
        else { return }
        let columns = RegionColumns.columns(byYear: true).filter { !["region", "id"].contains($0.key) }
        let title =
            "Sum of the \(first.economies) members against the World Bank's \(group.group.id), year by year"
        document.add(.table(Table(columns, rows: listing.yearTotals), title: title), for: [.terminal, .markdown])
    }

    /// Under the sums of a group's years: which years agree with the Bank's aggregate, and for each
    /// year that does not, by how much and why; none for a sum of some members only.
    private static func yearLines(_ listing: Listing) -> [String] {
        guard let group = listing.query.group, listing.isPanel else { return [] }
        let reconciled = listing.yearTotals.filter { $0.reconciliation != nil }
        guard !reconciled.isEmpty else { return [] }
        let id = group.group.id
        let agreement = [(Measure.population, \Reconciliation.population), (Measure.gdp, \Reconciliation.gdp)]
            .compactMap { measure, comparison -> String? in
                let years = reconciled.filter { $0.reconciliation?[keyPath: comparison]?.agrees == true }
                    .compactMap(\.year)
                guard !years.isEmpty else { return nil }
                let when =
                    years.count == listing.yearTotals.count
                    ? "every year" : years.map(String.init).joined(separator: ", ")
                return "\(measure.title): the members' sum agrees with the World Bank's \(id) in \(when)."
            }
        return ["WB: the World Bank's own \(id) aggregate; Δ: the members' sum against it, year by year."]
            + agreement + reconciled.compactMap(RegionsRenderer.reason)
    }

    /// How the members of the listing's group were found and how their sum compares with the Bank's
    /// own aggregate of it; `nil` for a listing that is not a group's.
    private static func groupLines(_ listing: Listing) -> String? {
        guard let group = listing.query.group else { return nil }
        let listed = listing.isPanel ? listing.yearTotals.first?.economies ?? 0 : listing.total.economies
        let compared =
            listed < group.members.count
            ? "The sum of \(listed) of its \(group.members.count) members is not compared with the Bank's aggregate."
            : listing.isPanel
                ? nil
                : ReconciliationText.agreement(listing.total.reconciliation).map {
                    "Their sum against the Bank's aggregate: " + $0
                }
        return [group.explanation, compared].compactMap { $0 }.joined(separator: " ")
    }

    /// The rows in the order the terminal table shows them: by region when it is grouped.
    private static func displayOrder(_ listing: Listing) -> [CountryRow] {
        listing.isGroupedByRegion ? listing.groups.flatMap(\.rows) : listing.rows
    }

    /// The wide layout of a year range: one row per economy, the years as columns.
    ///
    /// CSV, TSV and JSON hold every indicator in one row (`population_2015`, or a `population`
    /// object keyed by year in JSON), the shape a spreadsheet wants; people get one table per
    /// indicator, since three indicators over a dozen years would not fit beside each other.
    private static func wide(_ listing: Listing, source: SourceNote) -> Document {
        let notes = FigureNotes(listing: listing, rows: listing.rows)
        let columns = ListingColumns.wide(for: listing, notes: notes)
        let series = listing.series
        var document = Document(
            data: Table(columns, rows: series), shape: .panelWide,
            json: [("rows", ColumnJSON.array(columns, rows: series))],
            query: MetadataJSON.query(listing.query), source: source)
        // The people's tables are cut from the data table when drawn: its cells are made once.
        document.add(.tablePerGroup(Measure.listed(for: listing.query).map { ($0.key, $0.header) }))
        addYearSums(listing, to: &document)
        document.note(["One table per indicator; without --wide, one row per economy and year."])
        document.note([groupLines(listing)].compactMap { $0 })
        document.note(yearLines(listing))
        document.note(notes, for: .people)
        return document
    }

    /// The lines under a listing: what its totals cover, and for a range how to get the other layout.
    static func footnotes(_ listing: Listing) -> [String] {
        if listing.isPanel {
            return ["One row per economy and year; add --wide for one row per economy with the years as columns."]
        }
        let coverage = [CoverageText.gaps(listing.total), CoverageText.mixedYears(listing.total)].filter { !$0.isEmpty }
        let rates = listing.query.extras.filter { !listing.query.summable.contains($0) }.map(\.rawValue)
        let means =
            rates.isEmpty
            ? []
            : ["Totals of \(rates.joined(separator: ", ")) are means weighted by population: a rate does not add up."]
        return (coverage.isEmpty ? [] : [coverage.joined(separator: ". ")]) + means
    }
}
