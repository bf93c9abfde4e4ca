import Testing

@testable import Rendering

/// Tables show what could reorder or recolour the terminal as visible stand-ins.
@Suite struct TextTableTests {
    @Test func aRightToLeftOverrideOrAnEscapeCannotReachTheTerminal() {
        let table = TextTable(
            columns: [TextTable.Column(header: "Name")], lines: [.cells(["\u{202E}ainoznaT\u{1B}[2J"])])

        #expect(table.render(width: nil, style: .plain) == ["Name", "─────────────", "\u{FFFD}ainoznaT␛[2J"])
    }

    @Test func aFlagTakesTwoColumnsSoTheNextColumnStillLinesUp() {
        let table = TextTable(
            columns: [TextTable.Column(header: "Name", shrinks: true), TextTable.Column(header: "Capital")],
            lines: [.cells(["🇰🇪 Kenya", "Nairobi"]), .cells(["Channel Islands", "—"])])

        #expect(
            table.render(width: nil, style: .plain) == [
                "Name" + String(repeating: " ", count: 13) + "Capital", String(repeating: "─", count: 24),
                "🇰🇪 Kenya" + String(repeating: " ", count: 9) + "Nairobi", "Channel Islands  —",
            ])
        #expect("🇰🇪 Kenya".prefix(columns: 4) == "🇰🇪 K")
        #expect("🇰🇪 Kenya".prefix(columns: 1) == "", "a flag is never cut in half")
    }
}
