import Testing

@testable import Rendering

/// A note after its mark (`[1] footnote`) as a terminal draws it: wrapped to the width between
/// words, the lines after the first under the text, no word ever cut.
@Suite struct MarkedNoteTests {
    @Test func aLongNoteWrapsBetweenWordsUnderItsText() {
        let text = "Synthetic: estimated from the census of 2019 and the registers of births and deaths since then."
        #expect(
            Document.hanging(text, after: "[12]", width: 40) == [
                "[12] Synthetic: estimated from the",
                "     census of 2019 and the registers of",
                "     births and deaths since then.",
            ])
    }

    @Test func aWordLongerThanTheRoomStandsWholeOnALineOfItsOwn() {
        let word = String(repeating: "x", count: 45)
        #expect(
            Document.hanging("before \(word) after", after: "[1]", width: 30) == [
                "[1] before", "    \(word)", "    after",
            ])
    }

    @Test func withoutAWidthANoteIsOneLine() {
        #expect(Document.hanging("one two three", after: "F:", width: nil) == ["F: one two three"])
    }

    @Test func aNarrowTerminalStillGivesTheTextTwentyCharacters() {
        #expect(
            Document.hanging("aaaa bbbb cccc dddd eeee", after: "[3]", width: 10) == [
                "[3] aaaa bbbb cccc dddd", "    eeee",
            ])
    }
}
