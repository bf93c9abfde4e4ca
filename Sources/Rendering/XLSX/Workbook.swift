import WorldBank

/// An Excel workbook (Office Open XML, `.xlsx`) of a table's rows: the table on a first sheet,
/// "Data", with the CSV's columns and a number format per column; the source and freshness on a
/// second, "Source", one statement per row, and in the document properties.
enum Workbook {
    /// The workbook's bytes for the rows of `table`.
    static func render(_ table: Table, source: SourceNote) -> [UInt8] {
        let fields = table.fieldNames(in: .csv)
        let rows = table.fieldRows(in: .csv)
        let columns = fields.enumerated().map { index, field in
            let whole = rows.allSatisfy { row in
                if case .number(let value) = row[index] { return value == value.rounded() && abs(value) < 1e15 }
                return true
            }
            return Worksheet.Column(header: field.name, style: CellStyle(field.kind, whole: whole))
        }
        let statements = source.cellText.split(separator: "; ").map { [Table.Field.text(String($0))] }
        var archive = ZipArchive()
        for (name, text) in [
            ("[Content_Types].xml", contentTypes), ("_rels/.rels", packageRelationships),
            ("docProps/core.xml", coreProperties(source)), ("docProps/app.xml", appProperties),
            ("xl/workbook.xml", workbook), ("xl/_rels/workbook.xml.rels", workbookRelationships),
            ("xl/styles.xml", styles), ("xl/worksheets/sheet1.xml", Worksheet(columns: columns, rows: rows).xml),
            (
                "xl/worksheets/sheet2.xml",
                Worksheet(columns: [.init(header: "source", style: .general)], rows: statements).xml
            ),
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
        }.joined()
        + #"<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>"#
        + #"<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>"#
        + "</Types>"

    private static let packageRelationships =
        header + #"<Relationships xmlns="\#(packageRelationshipsNamespace)">"#
        + #"<Relationship Id="rId1" Type="\#(relationships)/officeDocument" Target="xl/workbook.xml"/>"#
        + #"<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>"#
        + #"<Relationship Id="rId3" Type="\#(relationships)/extended-properties" Target="docProps/app.xml"/>"#
        + "</Relationships>"

    /// The title and the source in the document's properties, where a spreadsheet's "Properties"
    /// dialog and a file manager show them. No date: the same rows always give the same bytes.
    private static func coreProperties(_ source: SourceNote) -> String {
        header
            + #"<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" "#
            + #"xmlns:dc="http://purl.org/dc/elements/1.1/">"#
            + "<dc:title>World Bank country statistics</dc:title><dc:creator>countries \(ToolVersion.current)</dc:creator>"
            + "<dc:description>\(HTMLText.escape(ControlCharacters.visible(source.cellText)))</dc:description>"
            + "</cp:coreProperties>"
    }

    private static let appProperties =
        header
        + #"<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">"#
        + "<Application>countries</Application></Properties>"

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

    /// The cell formats of ``CellStyle``, in its order, and the Normal style every cell is of.
    private static let styles =
        header + #"<styleSheet xmlns="\#(main)">"#
        + #"<numFmts count="1"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0"/></numFmts>"#
        + #"<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>"#
        + #"<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>"#
        + #"<fills count="2"><fill><patternFill patternType="none"/></fill>"#
        + #"<fill><patternFill patternType="gray125"/></fill></fills>"#
        + #"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#
        + #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#
        + #"<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"#
        + #"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#
        + #"<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + #"<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + #"<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>"#
        + #"<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>"#
        + "</styleSheet>"
}
