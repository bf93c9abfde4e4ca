/// An Excel workbook (Office Open XML, `.xlsx`) of the rows a command writes as TSV: the table on
/// a first sheet, "Data", and the source and freshness on a second, "Source".
///
/// Made from the TSV form so that no renderer needs to know about workbooks: TSV holds the same
/// fields as CSV (raw numbers, formula-like text neutralised with `'`, control characters shown as
/// their pictures) without quoting, so its rows split at tabs and line ends. The `source` column
/// every row repeats moves to the second sheet, one statement per line.
public enum Workbook {
    /// The workbook's bytes for `tsv`, a header line then one line per row.
    public static func render(tsv: String) -> [UInt8] {
        var rows = tsv.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        var sources: [Substring] = []
        if rows.first?.last == "source" {
            for row in rows.dropFirst() where row.count == rows[0].count && !sources.contains(row[row.count - 1]) {
                sources.append(row[row.count - 1])
            }
            rows = rows.map { Array($0.dropLast()) }
        }
        let statements = sources.flatMap { $0.split(separator: "; ") }
        var archive = ZipArchive()
        for (name, text) in [
            ("[Content_Types].xml", contentTypes), ("_rels/.rels", packageRelationships),
            ("xl/workbook.xml", workbook), ("xl/_rels/workbook.xml.rels", workbookRelationships),
            ("xl/styles.xml", styles), ("xl/worksheets/sheet1.xml", Worksheet.xml(rows)),
            ("xl/worksheets/sheet2.xml", Worksheet.xml([["source"]] + statements.map { [$0] })),
        ] {
            archive.add(name, Array(text.utf8))
        }
        return archive.archived
    }

    private static let header = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
    private static let main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    private static let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    private static let packageRelationshipsNamespace = "http://schemas.openxmlformats.org/package/2006/relationships"
    private static let spreadsheetML = "application/vnd.openxmlformats-officedocument.spreadsheetml"

    private static let contentTypes =
        header + #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#
        + #"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#
        + #"<Default Extension="xml" ContentType="application/xml"/>"#
        + #"<Override PartName="/xl/workbook.xml" ContentType="\#(spreadsheetML).sheet.main+xml"/>"#
        + #"<Override PartName="/xl/styles.xml" ContentType="\#(spreadsheetML).styles+xml"/>"#
        + (1...2).map {
            #"<Override PartName="/xl/worksheets/sheet\#($0).xml" ContentType="\#(spreadsheetML).worksheet+xml"/>"#
        }.joined() + "</Types>"

    private static let packageRelationships =
        header + #"<Relationships xmlns="\#(packageRelationshipsNamespace)">"#
        + #"<Relationship Id="rId1" Type="\#(relationships)/officeDocument" Target="xl/workbook.xml"/>"#
        + "</Relationships>"

    private static let workbook =
        header + #"<workbook xmlns="\#(main)" xmlns:r="\#(relationships)"><sheets>"#
        + #"<sheet name="Data" sheetId="1" r:id="rId1"/><sheet name="Source" sheetId="2" r:id="rId2"/>"#
        + "</sheets></workbook>"

    private static let workbookRelationships =
        header + #"<Relationships xmlns="\#(packageRelationshipsNamespace)">"#
        + (1...2).map {
            #"<Relationship Id="rId\#($0)" Type="\#(relationships)/worksheet" Target="worksheets/sheet\#($0).xml"/>"#
        }.joined()
        + #"<Relationship Id="rId3" Type="\#(relationships)/styles" Target="styles.xml"/></Relationships>"#

    /// Two cell formats: 0 plain, 1 bold (the header row).
    private static let styles =
        header + #"<styleSheet xmlns="\#(main)">"#
        + #"<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>"#
        + #"<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>"#
        + #"<fills count="2"><fill><patternFill patternType="none"/></fill>"#
        + #"<fill><patternFill patternType="gray125"/></fill></fills>"#
        + #"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#
        + #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#
        + #"<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"#
        + #"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>"#
        + "</styleSheet>"
}
