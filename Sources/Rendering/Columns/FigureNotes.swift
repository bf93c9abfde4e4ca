import CountriesAnalysis
import WorldBank

/// What the Bank says beside the figures of one table: their footnotes (asked with `--footnotes`)
/// and their observation statuses (`obs_status`, shown whenever one is set), gathered in the order
/// people read the rows, so that the terminal can number each distinct footnote once and list the
/// notes under the table instead of drawing a wide column.
///
/// Formats for programs (CSV, TSV, JSON, the workbook, Parquet) and Markdown get columns instead:
/// `population_footnote` beside each published figure when footnotes were asked, and
/// `population_status` beside each figure of which any shown value has a status. Footnotes are
/// outside text: every writer already makes control characters visible and escapes its own format,
/// and ``Observation/maximumFootnoteLength`` caps their length when they are read.
struct FigureNotes: Sendable {
    /// True when footnotes were asked for, so that every published figure has a footnote column.
    let footnotesAsked: Bool
    /// The outputs for people that get a mark beside each noted figure and the notes under the
    /// table (the terminal; every output for people in the report, whose pages a column of
    /// 500-character footnotes would stretch); the others get the footnote and status columns.
    let markedIn: Audience
    /// The distinct footnotes, in the order first read; the first is note 1.
    private(set) var footnotes: [String] = []
    /// The distinct status codes, in the order first read.
    private(set) var statuses: [String] = []
    private var numbers: [String: Int] = [:]
    private var withFootnotes: Set<IndicatorCode> = []
    private var withStatuses: Set<IndicatorCode> = []

    /// The notes of `rows` (each row's notes of the figures `codes`, in column order).
    init<Row>(
        _ rows: some Sequence<Row>, codes: [IndicatorCode], footnotesAsked: Bool, markedIn: Audience = .terminal,
        notes: (Row) -> [IndicatorCode: ObservationNote]
    ) {
        self.footnotesAsked = footnotesAsked
        self.markedIn = markedIn
        for row in rows {
            let held = notes(row)
            guard !held.isEmpty else { continue }
            for code in codes {
                guard let note = held[code] else { continue }
                if !note.status.isEmpty {
                    withStatuses.insert(code)
                    if !statuses.contains(note.status) { statuses.append(note.status) }
                }
                if footnotesAsked, !note.footnote.isEmpty {
                    withFootnotes.insert(code)
                    if numbers[note.footnote] == nil {
                        footnotes.append(note.footnote)
                        numbers[note.footnote] = footnotes.count
                    }
                }
            }
        }
    }

    /// True when any value of `code` read has a footnote (asked for) or a status, so that a mark
    /// beside its figures says something.
    func isNoted(_ code: IndicatorCode) -> Bool {
        withStatuses.contains(code) || withFootnotes.contains(code)
    }

    /// The columns beside the figure `measure` (nothing for a figure computed here): its footnote
    /// and status for programs and Markdown, and a narrow mark (`1`, `F`, `2 F`) for the terminal
    /// (the outputs of ``markedIn``), whose notes ``lines`` lists under the table. `note` takes a row's note of the figure.
    func columns<Row>(
        beside measure: Measure, group: ColumnGroup?, note: @escaping @Sendable (Row) -> ObservationNote?
    ) -> [Column<Row>] {
        guard let code = measure.code else { return [] }
        return columns(of: code, key: measure.key, header: measure.header, group: group, note: note)
    }

    /// The same beside any column of the figures of `code`, such as the Bank's own aggregate in a
    /// region table (`bank_population_footnote`): `key`, `header` and `dropPriority` are that
    /// column's, so that a narrow terminal drops the mark with its figure.
    func columns<Row>(
        of code: IndicatorCode, key: String, header: String, group: ColumnGroup?, dropPriority: Int = 0,
        note: @escaping @Sendable (Row) -> ObservationNote?
    ) -> [Column<Row>] {
        let derived = group.map { ColumnGroup(name: $0.name, member: nil, title: $0.title) }
        let written = Audience.all.subtracting(markedIn)
        var columns: [Column<Row>] = []
        if footnotesAsked {
            columns.append(
                Column(
                    "\(header) footnote", key: "\(key)_footnote", kind: .label(width: 16), audience: written,
                    group: derived
                ) { .text(note($0)?.footnote) })
        }
        if withStatuses.contains(code) {
            columns.append(
                Column(
                    "\(header) status", key: "\(key)_status", kind: .label(width: 4), audience: written,
                    group: derived
                ) { .text(note($0)?.status) })
        }
        if isNoted(code) {
            columns.append(
                markColumn(
                    key: "\(key)_note", audience: markedIn, group: derived, dropPriority: dropPriority, note: note))
        }
        return columns
    }

    /// The narrow `Note` column of marks beside a figure for `audience`, whose notes are listed
    /// under the table: the side-by-side tables of `show` put one beside each economy's figures.
    func markColumn<Row>(
        key: String, audience: Audience, group: ColumnGroup? = nil, dropPriority: Int = 0,
        note: @escaping @Sendable (Row) -> ObservationNote?
    ) -> Column<Row> {
        let numbers = self.numbers
        return Column(
            "Note", key: key, kind: .label(width: 4), audience: audience, dropPriority: dropPriority, group: group
        ) {
            Self.mark(note($0), numbers: numbers)
        }
    }

    /// A figure's mark: its footnote's number among `numbers`, then its status.
    private static func mark(_ note: ObservationNote?, numbers: [String: Int]) -> CellValue {
        guard let note else { return .text("") }
        let number = numbers[note.footnote].map { "\($0)" }
        return .text([number, note.status.isEmpty ? nil : note.status].compactMap { $0 }.joined(separator: " "))
    }

    /// The notes under the table, each with its mark: `[1]` before each numbered footnote, then
    /// what each status code means (`F:` before `a forecast`), as far as the Bank documents it.
    var lines: [(mark: String, text: String)] {
        footnotes.enumerated().map { ("[\($0.offset + 1)]", ControlCharacters.visible($0.element)) }
            + statuses.map { ("\(ControlCharacters.visible($0)):", Self.meaning(ofStatus: $0)) }
    }

    /// What a status code means: the API documents `F` (a forecast) and no other.
    static func meaning(ofStatus code: String) -> String {
        code == "F" ? "a forecast" : "an observation status the World Bank sends without documenting it"
    }
}

extension Document {
    /// Adds the notes of `notes` under what comes before, each after its mark (`[1]`, `F:`), for
    /// `audience` (by default those of ``FigureNotes/markedIn``): a terminal wraps a long one to
    /// its width under its text.
    mutating func note(_ notes: FigureNotes, for audience: Audience? = nil) {
        let audience = audience ?? notes.markedIn
        for line in notes.lines { add(.markedNote(mark: line.mark, text: line.text), for: audience) }
    }
}
