import Testing
import WorldBank

@testable import Rendering

/// CSV is RFC 4180 and safe to open in a spreadsheet.
@Suite struct ColumnCSVTests {
    @Test(arguments: [
        ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""),
        ("+1", "'+1"),
        ("-2+3", "'-2+3"),
        ("@SUM(A1)", "'@SUM(A1)"),
        ("\tTab", "␉Tab"),
        ("Korea, Rep.", "\"Korea, Rep.\""),
        ("=\u{301}1+1", "'=\u{301}1+1"),
        ("\r\n=1", "␍␊=1"),
        ("Cote d'Ivoire", "Cote d'Ivoire"),
        ("Line\nbreak", "Line␊break"),
        ("Bermuda\u{1B}[31m\u{7}\u{0}", "Bermuda␛[31m␇␀"),
        ("\u{202E}4321", "\u{FFFD}4321"),
        ("Latin America & Caribbean ", "\"Latin America & Caribbean \""),
    ])
    func textCellsAreQuotedAndNeutralised(text: String, field: String) {
        #expect(ColumnCSV.field(text, dialect: .csv) == field)
    }

    @Test func tsvCellsShowTheirControlCharactersAndKeepOneLinePerRecord() {
        let columns = [Column<String>("h", key: "h", kind: .name) { .text($0) }]
        let tsv = String(
            decoding: ColumnCSV.render(Table(columns, rows: ["a\tb\nc\u{1B}"]), source: Self.source, dialect: .tsv),
            as: UTF8.self)
        #expect(tsv == "h\tsource\na␉b␊c␛\t\(Self.source.cellText)\n")
    }

    @Test func numbersAreRawAndMissingValuesEmpty() {
        let numbers = [1_673_916_511_799.7087, -0.25, 51_672_569, nil, .leastNonzeroMagnitude, 1e20]
        let column = Column<Double?>("n", key: "n", kind: .quantity) { .number($0) }
        let csv = String(decoding: ColumnCSV.render(Table([column], rows: numbers), source: Self.source), as: UTF8.self)
        let fields = csv.split(separator: "\r\n").map { $0.split(separator: ",", omittingEmptySubsequences: false)[0] }
        #expect(fields == ["n", "1673916511799.7087", "-0.25", "51672569", "", "5e-324", "100000000000000000000"])
    }

    static let source = SourceNote(origin: "snapshot (fetched 2026-04-30)", lastUpdated: ["2026-03-20"])
}
