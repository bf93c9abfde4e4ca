import Foundation
import TestSupport
import Testing
import WorldBank

@testable import Parquet

/// Parquet files written and read back: by the test's own reader of the footer and pages (always),
/// and by pyarrow where it is installed (CI has only the toolchain and python3, so that test says
/// it is skipped there; scripts/check-parquet.py runs pyarrow, polars and DuckDB on real figures).
@Suite struct ParquetWriterTests {
    /// Synthetic values, made up for the plumbing: a null in every column, text past ASCII and
    /// empty, the integers' extremes, both zeros, and more booleans than one byte holds.
    static let table = ParquetTable(
        columns: [
            ParquetColumn(
                name: "name",
                values: .strings(["Korea, Rep.", nil, "", "Côte d’Ivoire", "Sub-Saharan Africa ", "a", nil])),
            ParquetColumn(name: "count", values: .int64([0, .min, nil, .max, -1, 1_412_360_000, nil])),
            ParquetColumn(
                name: "measure", values: .doubles([0.5, -0.0, nil, 1e308, -2.25, nil, .leastNonzeroMagnitude])),
            ParquetColumn(name: "flag", values: .booleans([true, false, nil, true, true, nil, false])),
        ],
        keyValueMetadata: [("source", "synthetic test values"), ("lastupdated", "2026-03-01")])

    @Test(arguments: [ParquetWriter.Compression.gzip, .uncompressed])
    func everyValueAndEveryNullReadsBack(compression: ParquetWriter.Compression) async throws {
        let bytes = try ParquetWriter(compression: compression, rowsPerGroup: 3, createdBy: "countries version 9.9")
            .write(Self.table)
        var reader = try ParquetTestReader(bytes)
        #expect(try await reader.columns() == Self.table.columns)

        let footer = reader.footer
        #expect(footer[1] == .int(2), "format version 2")
        #expect(footer[3] == .int(7))
        #expect(footer[6]?.text == "countries version 9.9")
        let keyValues: [[String?]] = footer[5]?.list?.map { [$0[1]?.text, $0[2]?.text] } ?? []
        #expect(keyValues == [["source", "synthetic test values"], ["lastupdated", "2026-03-01"]])
        let groups = footer[4]?.list ?? []
        let rows: [Int64?] = groups.map { $0[3]?.int }
        #expect(rows == [3, 3, 1], "row groups of at most 3 rows")
        let codec: Int64 = compression == .gzip ? 2 : 0
        let codecs: [Int64?] = groups.flatMap { $0[1]?.list ?? [] }.map { $0[3]?[4]?.int }
        #expect(codecs == Array(repeating: codec, count: 12))
    }

    @Test func theSchemaIsOneOptionalLeafAColumnWithStringsAnnotated() throws {
        let footer = try ParquetTestReader(try ParquetWriter().write(Self.table)).footer
        let schema = footer[2]?.list ?? []
        #expect(schema.first?[4]?.text == "schema")
        #expect(schema.first?[5] == .int(4))
        #expect(schema.dropFirst().map { $0[4]?.text } == ["name", "count", "measure", "flag"])
        #expect(schema.dropFirst().map { $0[1]?.int } == [6, 2, 5, 0], "BYTE_ARRAY, INT64, DOUBLE, BOOLEAN")
        #expect(schema.dropFirst().map { $0[3]?.int } == [1, 1, 1, 1], "OPTIONAL")
        #expect(schema.dropFirst().map { $0[6]?.int } == [0, nil, nil, nil], "ConvertedType UTF8 on strings")
        #expect(schema.dropFirst().map { $0[10] } == [.structure([1: .structure([:])]), nil, nil, nil], "STRING")
        #expect(footer[7]?.list?.count == 4, "a TypeDefinedOrder a column")
    }

    @Test func theFileIsFramedByPAR1AndTheFootersLength() throws {
        let bytes = try ParquetWriter().write(Self.table)
        let footer = try ParquetTestReader(bytes).footer
        #expect(Array(bytes.prefix(4)) == Array("PAR1".utf8))
        // The first chunk's first page starts right after the leading magic.
        #expect(footer[4]?.list?.first?[1]?.list?.first?[3]?[9] == .int(4))
        #expect(try ParquetWriter().write(Self.table) == bytes, "the same table gives the same bytes")
    }

    @Test func aTableWithoutRowsHasItsSchemaAndNoRowGroup() async throws {
        let empty = ParquetTable(columns: [ParquetColumn(name: "name", values: .strings([]))])
        var reader = try ParquetTestReader(try ParquetWriter().write(empty))
        #expect(reader.footer[3] == .int(0))
        #expect(reader.footer[4] == .list([]))
        #expect(try await reader.columns() == empty.columns)
    }

    @Test func pagesAreCutAtAboutOneMebibyte() async throws {
        // Synthetic: 3,000 strings of 1,000 bytes, about 2.9 MiB of PLAIN values.
        let long = ParquetColumn(
            name: "text", values: .strings((0..<3_000).map { String(repeating: "x", count: 999) + "\($0 % 10)" }))
        var reader = try ParquetTestReader(
            try ParquetWriter(compression: .uncompressed).write(ParquetTable(columns: [long])))
        #expect(try await reader.columns() == [long])
        #expect(reader.pageCount == 3)
    }

    @Test func statisticsGiveTheNullCountAndExactBounds() {
        let exact: [(Int16, ThriftValue?)] = [(7, .bool(true)), (8, .bool(true))]
        let doubles = ParquetColumn.Values.doubles([0.0, nil, .nan, 2.5]).statistics(0..<4)
        let maximum: [UInt8] = littleEndian((2.5).bitPattern)
        let minimum: [UInt8] = littleEndian((-0.0).bitPattern)
        let expectedDoubles: [(Int16, ThriftValue?)] =
            [(3, .i64(1)), (5, .binary(maximum)), (6, .binary(minimum))] + exact + [(9, .i64(1))]
        #expect(doubles == ThriftStruct(expectedDoubles), "NaN counted and out of the bounds; a zero minimum is -0.0")

        let strings = ParquetColumn.Values.strings(["b", nil, "a", "é"]).statistics(0..<4)
        let expectedStrings: [(Int16, ThriftValue?)] =
            [(3, .i64(1)), (5, .string("é")), (6, .string("a"))] + exact
        #expect(strings == ThriftStruct(expectedStrings), "strings by unsigned bytes")

        let nulls = ParquetColumn.Values.int64([nil, nil]).statistics(0..<2)
        #expect(nulls == ThriftStruct([(3, .i64(2))]), "no bounds without values")

        let booleans = ParquetColumn.Values.booleans([true, true]).statistics(0..<2)
        let expectedBooleans: [(Int16, ThriftValue?)] = [(3, .i64(0)), (5, .binary([1])), (6, .binary([1]))] + exact
        #expect(booleans == ThriftStruct(expectedBooleans))
    }

    @Test(arguments: [
        (ParquetTable(columns: []), ParquetError(.noColumns)),
        (
            ParquetTable(columns: [
                ParquetColumn(name: "a", values: .int64([1])), ParquetColumn(name: "a", values: .int64([2])),
            ]),
            ParquetError(.duplicateColumn(name: "a"))
        ),
        (
            ParquetTable(columns: [
                ParquetColumn(name: "a", values: .int64([1])), ParquetColumn(name: "b", values: .booleans([])),
            ]),
            ParquetError(.unequalLengths(column: "b", count: 0, expected: 1))
        ),
    ])
    func aTableThatIsNotOneIsRefused(table: ParquetTable, error: ParquetError) {
        #expect(throws: error) { try ParquetWriter().write(table) }
    }

    @Test func errorsSayWhatIsWrongWithWhichColumn() {
        #expect(
            ParquetError(.unequalLengths(column: "gdp", count: 2, expected: 3)).description
                == "the column \"gdp\" has 2 rows where the first column has 3")
    }

    /// Whether python3 has pyarrow (developers' machines may; CI does not).
    static func hasPyarrow() async throws -> Bool {
        try await PythonZlib.run("import pyarrow", on: []).status == 0
    }

    @Test(.enabled("needs pyarrow, which CI does not have (scripts/check-parquet.py installs it)", hasPyarrow))
    func pyarrowReadsTheTypesNullsAndValues() async throws {
        let script = """
            import sys, pyarrow.parquet as pq
            t = pq.read_table(sys.argv[1])
            print(t.schema.to_string(show_schema_metadata=False))
            print(t.schema.metadata)
            for c in t.column_names: print(c, t[c].to_pylist())
            """
        let run = try await PythonZlib.run(script, on: try ParquetWriter(rowsPerGroup: 3).write(Self.table))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                name: string
                count: int64
                measure: double
                flag: bool
                {b'source': b'synthetic test values', b'lastupdated': b'2026-03-01'}
                name ['Korea, Rep.', None, '', 'Côte d’Ivoire', 'Sub-Saharan Africa ', 'a', None]
                count [0, -9223372036854775808, None, 9223372036854775807, -1, 1412360000, None]
                measure [0.5, -0.0, None, 1e+308, -2.25, None, 5e-324]
                flag [True, False, None, True, True, None, False]

                """)
    }
}
