import CountriesCLI
import Foundation
import TestSupport
import Testing

/// `--format xlsx` and `.xlsx` files: real workbooks, opened with Python's standard library and
/// compared cell by cell with the CSV of the same command.
@Suite struct WorkbookOutputTests {
    /// Reads a workbook with zipfile and ElementTree and compares every cell with the CSV: numbers
    /// as numbers with the CSV's digits, text as inline strings, flags as booleans, the source
    /// column on sheet 2.
    /// Prints the rows and numbers it checked, or the first difference on stderr.
    static let compare = #"""
        import csv, sys, zipfile, xml.etree.ElementTree as ET
        M = '{http://schemas.openxmlformats.org/spreadsheetml/2006/main}'
        def sheet(z, n):
            rows = []
            for row in ET.fromstring(z.read(f'xl/worksheets/sheet{n}.xml')).iter(M + 'row'):
                cells = {}
                for c in row.iter(M + 'c'):
                    col = 0
                    for ch in c.get('r').rstrip('0123456789'): col = col * 26 + ord(ch) - 64
                    text = ''.join(t.text or '' for t in c.iter(M + 't'))
                    cells[col - 1] = (c.get('t'), text or c.findtext(M + 'v'), c.get('s'))
                rows.append(cells)
            return rows
        z = zipfile.ZipFile(sys.argv[1])
        assert z.testzip() is None
        data, about = sheet(z, 1), sheet(z, 2)
        table = list(csv.reader(open(sys.argv[2], newline='', encoding='utf-8')))
        assert len(data) == len(table), (len(data), len(table))
        numbers = 0
        for r, (cells, fields) in enumerate(zip(data, table)):
            for c, field in enumerate(fields[:-1]):
                kind, value, style = cells.get(c, ('inlineStr', '', None))
                # Inline strings never run as formulas: the CSV's guard is not in the workbook.
                if kind == 'inlineStr' and field[:2] in ("'=", "'+", "'-", "'@"): field = field[1:]
                if kind == 'b': value = 'true' if value == '1' else 'false'
                assert value == field, (r, c, value, field)
                assert (style == '1') == (r == 0), (r, c, style)
                if kind not in ('inlineStr', 'b'): float(value); numbers += 1
            assert max(cells, default=-1) < len(fields) - 1, (r, 'extra cells')
        sources = {fields[-1] for fields in table[1:]}
        assert table[0][-1] == 'source' and ['; '.join(cells[0][1] for cells in about[1:])] == sorted(sources), about
        print(len(table) - 1, 'rows,', numbers, 'numbers')
        """#

    static func check(workbook: URL, csv: URL) async throws -> BinaryRun {
        try await BinaryRun.run(
            ["python3", "-c", compare, workbook.path, csv.path], environment: [:],
            executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test(arguments: [
        (["list", "--year", "2022", "--offline"], "217 rows, 1242 numbers"),
        (["regions", "--year", "2015:2020", "--offline"], "48 rows, 1008 numbers"),
        (["show", "KOR", "--offline"], "10 rows, 57 numbers"),
        (["economies", "low", "income"], "25 rows, 0 numbers"),
        (["indicators", "population", "--offline"], "25 rows, 0 numbers"),
        (["list", "--region", "NAC", "--year", "2020:2022", "--wide", "--offline"], "3 rows, 27 numbers"),
    ])
    func everyCellMatchesTheCSV(arguments: [String], checked: String) async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let workbook = folder.appendingPathComponent("out.XLSX")
        let csv = folder.appendingPathComponent("out.csv")
        let written = try await CommandRun.run(arguments + ["-q", "-o", workbook.path])
        let text = try await CommandRun.run(arguments + ["-q", "-o", csv.path])
        let piped = try await CommandRun.run(arguments + ["-q", "--format", "xlsx"])
        #expect(written.exitCode == .success)
        #expect(text.exitCode == .success)
        #expect(piped.stdoutBytes == Array(try Data(contentsOf: workbook)), "stdout holds the same workbook")

        let check = try await Self.check(workbook: workbook, csv: csv)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == checked + "\n")
    }

    @Test func aReportHoldsAWorkbookOfItsListing() async throws {
        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let run = try await CommandRun.run(["report", "--offline", "--year", "2022", "--out", folder.path])
        #expect(run.exitCode == .success)
        let latest = folder.appendingPathComponent("latest-2022")
        let check = try await Self.check(
            workbook: latest.appendingPathComponent("countries.xlsx"),
            csv: latest.appendingPathComponent("countries.csv"))
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "217 rows, 1242 numbers\n")
    }

    @Test func parquetIsRefusedForATerminalAndChosenByItsExtension() async throws {
        let run = try await CommandRun.run(["list", "--offline", "-f", "parquet"], terminal: true)
        #expect(run.exitCode == .usage)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasSuffix(
                "error: a Parquet file cannot be shown on a terminal\n"
                    + "hint: write it to a file with --output FILE.parquet, or pipe stdout to a file\n"))

        let folder = try RepositoryPaths.temporaryFolder()
        defer { RepositoryPaths.removeTemporaryFolder(folder) }
        let file = folder.appendingPathComponent("list.Parquet")
        let written = try await CommandRun.run(["list", "--offline", "-q", "-o", file.path])
        let piped = try await CommandRun.run(["list", "--offline", "-q", "-f", "parquet"])
        let bytes = Array(try Data(contentsOf: file))
        #expect(written.exitCode == .success)
        #expect(piped.stdoutBytes == bytes)
        #expect(Array(bytes.prefix(4)) == Array("PAR1".utf8) && Array(bytes.suffix(4)) == Array("PAR1".utf8))
    }

    @Test func aWorkbookIsRefusedForATerminal() async throws {
        let run = try await CommandRun.run(["regions", "--offline", "-f", "xlsx"], terminal: true)
        #expect(run.exitCode == .usage)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasSuffix(
                "error: an Excel workbook cannot be shown on a terminal\n"
                    + "hint: write it to a file with --output FILE.xlsx, or pipe stdout to a file\n"))
    }
}
