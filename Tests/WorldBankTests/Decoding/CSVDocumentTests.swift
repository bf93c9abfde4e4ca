import Testing
import WorldBank

/// The one CSV reader, on the quirks of the files the tool ships and reads.
@Suite struct CSVDocumentTests {
    /// Line 558 of the bundled WDI catalogue, whose description quotes a word, with its header.
    static let catalogueLines =
        "id,name,sourceNote,sourceOrganization\r\n"
        + "EN.GHG.CO2.LU.DF.MT.CE.AR5,Carbon dioxide (CO2) net fluxes from LULUCF - Deforestation (Mt CO2e),"
        + "\"Net flux of carbon dioxide (CO2) in the category \"\"Deforestation\"\".\",\"Carbon fluxes, 2000\"\r\n"

    @Test func quotedFieldsKeepTheirCommasAndDoubledQuotes() {
        let document = CSVDocument(Self.catalogueLines)
        #expect(document.header == ["id", "name", "sourceNote", "sourceOrganization"])
        #expect(
            document.rows == [
                [
                    "EN.GHG.CO2.LU.DF.MT.CE.AR5",
                    "Carbon dioxide (CO2) net fluxes from LULUCF - Deforestation (Mt CO2e)",
                    "Net flux of carbon dioxide (CO2) in the category \"Deforestation\".", "Carbon fluxes, 2000",
                ]
            ])
        #expect(document.field("sourceOrganization", of: document.rows[0]) == "Carbon fluxes, 2000")
    }

    @Test func aQuotedLineBreakStaysInItsFieldAndLineEndingsMayBeLFOrCRLF() {
        let document = CSVDocument("code,name\nKOR,\"Korea,\nRep.\"\r\nCIV,Côte d’Ivoire")
        #expect(document.rows == [["KOR", "Korea,\nRep."], ["CIV", "Côte d’Ivoire"]])
        #expect(
            document.namedRows == [["code": "KOR", "name": "Korea,\nRep."], ["code": "CIV", "name": "Côte d’Ivoire"]])
    }

    @Test func aShortRowHasNoFieldForTheMissingColumnAndEmptyLinesNoRecord() {
        let document = CSVDocument("Country Code,Year,Value\n\nABW,1960\r\n\r\n\n")
        #expect(document.rows == [["ABW", "1960"]])
        #expect(document.field("Year", of: document.rows[0]) == "1960")
        #expect(document.field("Value", of: document.rows[0]) == nil)
        #expect(document.field("Region", of: document.rows[0]) == nil)
        #expect(CSVDocument("\n\r\n").header.isEmpty && CSVDocument("").rows.isEmpty)
        #expect(CSVDocument("code\n\"\"\n").rows == [[""]])
    }
}
