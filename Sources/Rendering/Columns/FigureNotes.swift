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
    /// The distinct footnotes, in the order first read; the first is note 1.
    private(set) var footnotes: [String] = []
    /// The distinct status codes, in the order first read.
    private(set) var statuses: [String] = []
    private var numbers: [String: Int] = [:]
    private var withFootnotes: Set<IndicatorCode> = []
    private var withStatuses: Set<IndicatorCode> = []

    /// The notes of `rows` (each row's notes of the figures `codes`, in column order).
    init<Row>(
        _ rows: some Sequence<Row>, codes: [IndicatorCode], footnotesAsked: Bool,
        notes: (Row) -> [IndicatorCode: ObservationNote]
    ) {
        self.footnotesAsked = footnotesAsked
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

    /// The columns beside the figure `measure` (nothing for a figure computed here): its footnote
    /// and status for programs and Markdown, and a narrow mark (`1`, `F`, `2 F`) for the terminal,
    /// whose notes ``lines`` lists under the table. `note` takes a row's note of the figure.
    func columns<Row>(
        beside measure: Measure, group: ColumnGroup?, note: @escaping @Sendable (Row) -> ObservationNote?
    ) -> [Column<Row>] {
        guard let code = measure.code else { return [] }
        let derived = group.map { ColumnGroup(name: $0.name, member: nil, title: $0.title) }
        var columns: [Column<Row>] = []
        if footnotesAsked {
            columns.append(
                Column(
                    "\(measure.header) footnote", key: "\(measure.key)_footnote", kind: .label(width: 16),
                    audience: [.machines, .markdown, .html], group: derived
                ) { .text(note($0)?.footnote) })
        }
        if withStatuses.contains(code) {
            columns.append(
                Column(
                    "\(measure.header) status", key: "\(measure.key)_status", kind: .label(width: 4),
                    audience: [.machines, .markdown, .html], group: derived
                ) { .text(note($0)?.status) })
        }
        if withStatuses.contains(code) || withFootnotes.contains(code) {
            let numbers = self.numbers
            let (asked, key) = (footnotesAsked, "\(measure.key)_note")
            columns.append(
                Column("Note", key: key, kind: .label(width: 4), audience: .terminal, group: derived) {
                    Self.mark(note($0), numbers: asked ? numbers : [:])
                })
        }
        return columns
    }

    /// A figure's mark in the terminal: its footnote's number among `numbers`, then its status.
    private static func mark(_ note: ObservationNote?, numbers: [String: Int]) -> CellValue {
        guard let note else { return .text("") }
        let number = numbers[note.footnote].map { "\($0)" }
        return .text([number, note.status.isEmpty ? nil : note.status].compactMap { $0 }.joined(separator: " "))
    }

    /// The lines under the terminal table: `[1] footnote` for each numbered footnote, then what
    /// each status code means (`F: a forecast`), as far as the Bank documents it.
    var lines: [String] {
        footnotes.enumerated().map { "[\($0.offset + 1)] \(ControlCharacters.visible($0.element))" }
            + statuses.map { "\(ControlCharacters.visible($0)): \(Self.meaning(ofStatus: $0))" }
    }

    /// What a status code means: the API documents `F` (a forecast) and no other.
    static func meaning(ofStatus code: String) -> String {
        code == "F" ? "a forecast" : "an observation status the World Bank sends without documenting it"
    }
}
