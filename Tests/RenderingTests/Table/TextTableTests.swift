import Testing

@testable import Rendering

/// Tables show what could reorder or recolour the terminal as visible stand-ins.
@Suite struct TextTableTests {
    @Test func aRightToLeftOverrideOrAnEscapeCannotReachTheTerminal() {
        let table = TextTable(
            columns: [TextTable.Column(header: "Name")], lines: [.cells(["\u{202E}ainoznaT\u{1B}[2J"])])

        #expect(table.render(width: nil, style: .plain) == ["Name", "─────────────", "\u{FFFD}ainoznaT␛[2J"])
    }
}
