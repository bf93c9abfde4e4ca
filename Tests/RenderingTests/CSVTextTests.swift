import Testing

@testable import Rendering

/// CSV is RFC 4180 and safe to open in a spreadsheet.
@Suite struct CSVTextTests {
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
        #expect(CSVText.document(header: ["h"], rows: [[.text(text)]]) == "h\r\n\(field)\r\n")
    }

    @Test func tsvCellsShowTheirControlCharactersAndKeepOneLinePerRecord() {
        let tsv = CSVText.document(header: ["h"], rows: [[.text("a\tb\nc\u{1B}")]], dialect: .tsv)
        #expect(tsv == "h\na␉b␊c␛\n")
    }

    @Test func numbersAreRawAndMissingValuesEmpty() {
        let csv = CSVText.document(
            header: ["a", "b", "c", "d", "e", "f"],
            rows: [
                [
                    .number(1_673_916_511_799.7087), .number(-0.25), .number(51_672_569), .empty,
                    .number(.leastNonzeroMagnitude),
                    .number(1e20),
                ]
            ])
        #expect(csv == "a,b,c,d,e,f\r\n1673916511799.7087,-0.25,51672569,,5e-324,100000000000000000000\r\n")
    }
}

/// Tables show what could reorder or recolour the terminal as visible stand-ins.
@Suite struct TableControlCharacterTests {
    @Test func aRightToLeftOverrideOrAnEscapeCannotReachTheTerminal() {
        let table = TextTable(
            columns: [TextTable.Column(header: "Name")], lines: [.cells(["\u{202E}ainoznaT\u{1B}[2J"])])

        #expect(table.render(width: nil, style: .plain) == ["Name", "─────────────", "\u{FFFD}ainoznaT␛[2J"])
    }
}
