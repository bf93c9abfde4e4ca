import Testing
import WorldBank

/// The licence labels of BULK.md section 6 and the words a credit line says of them: CC BY 4.0 only
/// when every indicator is known to be, what differs said once, what is not known never assumed.
@Suite struct LicenceNoteTests {
    @Test(arguments: [
        ("CC BY-4.0", IndicatorLicence.Kind.ccBy4), ("CC BY 4.0", .ccBy4), (" cc by-4.0 ", .ccBy4),
        ("CC BY 3.0 IGO", .ccBy3IGO), ("CC BY-NC 4.0", .otherTerms), ("SIPRI: third-party terms apply", .otherTerms),
        ("", .notGiven), ("  ", .notGiven),
    ])
    func aLabelIsReadAsTheBankWritesIt(label: String, kind: IndicatorLicence.Kind) {
        #expect(IndicatorLicence(label: label).kind == kind)
    }

    static let sipri = IndicatorLicence(label: "SIPRI: third-party terms apply")
    static let military = IndicatorCode("MS.MIL.XPND.CD")!
    static let life = IndicatorCode("SP.DYN.LE00.IN")!

    @Test func figuresAllUnderCCBy4SayIt() {
        let note = LicenceNote(known: LicenceNote.coreSeries)
        #expect(note.text == "CC BY 4.0")
        #expect(note.isCCBy4)
        #expect(note.url == "https://creativecommons.org/licenses/by/4.0/")
        #expect(
            SourceNote(origin: "live", lastUpdated: [], licences: note).credit
                == "Source: World Bank, World Development Indicators (CC BY 4.0)")
    }

    @Test func oneRestrictedSeriesIsNamedOnceBesideTheRest() {
        var known = LicenceNote.coreSeries
        known[Self.military] = Self.sipri
        let note = LicenceNote(known: known)
        #expect(
            note.text
                == "licences differ by indicator: MS.MIL.XPND.CD third-party terms (SIPRI: third-party terms apply), "
                + "the rest CC BY 4.0")
        #expect(!note.isCCBy4)
        #expect(note.url == nil)
    }

    @Test func aSeriesAloneUnderOtherTermsIsCalledByThem() {
        let note = LicenceNote(known: [Self.military: Self.sipri])
        #expect(note.text == "third-party terms (SIPRI: third-party terms apply)")
        let igo = LicenceNote(known: [Self.life: IndicatorLicence(label: "CC BY 3.0 IGO")])
        #expect(igo.text == "CC BY 3.0 IGO")
        #expect(igo.url == "https://creativecommons.org/licenses/by/3.0/igo/")
    }

    @Test func aLicenceNotHeldIsSaidNotAssumed() {
        let note = LicenceNote(known: LicenceNote.coreSeries, unknown: [Self.life])
        #expect(
            note.text
                == "CC BY 4.0 for the database as a whole, but the licence of SP.DYN.LE00.IN is not held on this machine"
        )
        #expect(!note.isCCBy4)
        let codes = ["A.B", "C.D", "E.F", "G.H", "I.J"].compactMap(IndicatorCode.init)
        #expect(
            LicenceNote(unknown: codes).text.hasSuffix(
                "the licence of A.B, C.D, E.F and 2 more is not held on this machine"))
        #expect(
            LicenceNote(unknown: Array(codes.prefix(2))).text.hasSuffix(
                "the licence of A.B and C.D is not held on this machine"))
    }

    @Test func aKnownLicenceIsNeverAlsoUnknown() {
        let note = LicenceNote(known: [Self.military: Self.sipri], unknown: [Self.military])
        #expect(note.unknown.isEmpty)
    }
}
