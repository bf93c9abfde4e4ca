import Testing

@testable import Rendering

/// The workbook's parts: zip checksums, column letters, which fields are numbers, the sheet XML.
@Suite struct WorkbookTests {
    @Test func theChecksumIsZipsCRC32() {
        #expect(ZipArchive.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(ZipArchive.crc32([]) == 0)
    }

    @Test(arguments: [(0, "A"), (25, "Z"), (26, "AA"), (27, "AB"), (701, "ZZ"), (702, "AAA")])
    func columnsAreNamedAsSpreadsheetsNameThem(index: Int, name: String) {
        #expect(Worksheet.columnName(index) == name)
    }

    @Test(arguments: [
        ("51672569", true), ("-12", true), ("0.5", true), ("1673916511799.7087", true), ("5e-324", true),
        ("0", true), ("007", false), ("2020:2023", false), ("KOR", false), ("'-1", false), ("inf", false),
        ("nan", false), ("-", false), ("1,5", false), ("", false),
    ])
    func numbersAreTheFieldsTheCSVWriterWritesAsNumbers(field: String, isNumber: Bool) {
        #expect(Worksheet.isNumber(Substring(field)) == isNumber)
    }

    @Test func aSheetHasABoldFrozenHeaderNumbersAndEscapedInlineText() {
        let xml = Worksheet.xml([["name", "population"], ["A & <B>", "42"], ["", "-1.5"], ["Caribbean ", "x"]])
        let expected =
            #"<cols><col min="1" max="1" width="12" customWidth="1"/><col min="2" max="2" width="12" customWidth="1"/>"#
            + #"</cols><sheetData><row r="1"><c r="A1" s="1" t="inlineStr"><is><t>name</t></is></c>"#
            + #"<c r="B1" s="1" t="inlineStr"><is><t>population</t></is></c></row>"#
            + #"<row r="2"><c r="A2" t="inlineStr"><is><t>A &amp; &lt;B&gt;</t></is></c>"#
            + #"<c r="B2"><v>42</v></c></row><row r="3"><c r="B3"><v>-1.5</v></c></row>"#
            + #"<row r="4"><c r="A4" t="inlineStr"><is><t xml:space="preserve">Caribbean </t></is></c>"#
            + #"<c r="B4" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>"#
        #expect(xml.hasSuffix(expected))
        #expect(xml.contains(#"<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>"#))
    }

    @Test func theSameRowsAlwaysGiveTheSameBytesInAZip() {
        let tsv = "name\tsource\nKorea\tSource: World Bank; snapshot\n"
        let workbook = Workbook.render(tsv: tsv)
        #expect(workbook == Workbook.render(tsv: tsv))
        #expect(Array(workbook.prefix(4)) == [0x50, 0x4B, 0x03, 0x04])
        #expect(Array(workbook.suffix(22).prefix(4)) == [0x50, 0x4B, 0x05, 0x06])
        // The source column moved to the second sheet, one statement per row.
        let text = String(decoding: workbook, as: UTF8.self)
        #expect(!text.contains("Korea</t></is></c><c"))
        #expect(text.contains(#"<c r="A3" t="inlineStr"><is><t>snapshot</t></is></c>"#))
    }
}
