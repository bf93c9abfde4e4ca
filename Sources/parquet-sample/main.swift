// Writes a Parquet file of real World Bank figures for scripts/check-parquet.py, which reads it
// back with pyarrow, polars and DuckDB: one row per economy (or aggregate) of countries.csv and
// year 1960-2024, with population (INT64), GDP (DOUBLE), region, capital (STRING), longitude
// (DOUBLE) and whether the economy is high income (BOOLEAN). Each type has real nulls: years
// without a figure, aggregates without a region, capital, position or income level.
//
//   parquet-sample WORLDBANK_FOLDER OUT.parquet [ROWS_PER_GROUP] [uncompressed]
import Foundation
import Parquet
import Rendering
import WorldBank

/// The rows of `file` in `folder` as dictionaries from the header's names, or exit 66 (EX_NOINPUT).
func records(_ file: String, in folder: URL) -> [[String: String]] {
    guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else {
        FileHandle.standardError.write(Data("parquet-sample: cannot read \(file) in \(folder.path)\n".utf8))
        exit(66)
    }
    return CSVDocument(text).namedRows
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(
        Data("usage: parquet-sample WORLDBANK_FOLDER OUT.parquet [ROWS_PER_GROUP] [uncompressed]\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[1], isDirectory: true)
let economies = records("countries.csv", in: folder)
/// A figure of one indicator by economy and year: "ABW 1960" → "54922".
func figures(_ file: String) -> [String: String] {
    Dictionary(
        records(file, in: folder).map { ("\($0["Country Code"] ?? "") \($0["Year"] ?? "")", $0["Value"] ?? "") },
        uniquingKeysWith: { first, _ in first })
}
let population = figures("SP.POP.TOTL.csv")
let gdp = figures("NY.GDP.MKTP.CD.csv")

let years = 1960...2024
let rows = economies.flatMap { economy in years.map { (economy, $0) } }
/// An empty field is a null, as the CSV has it.
func text(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
/// Aggregates have the region id "NA": no region, capital, position or income level.
func isAggregate(_ economy: [String: String]) -> Bool { economy["region_id"] == "NA" }

let table = ParquetTable(
    columns: [
        ParquetColumn(name: "iso3", values: .strings(rows.map { text($0.0["id"]) })),
        ParquetColumn(name: "name", values: .strings(rows.map { text($0.0["name"]) })),
        ParquetColumn(name: "year", values: .int64(rows.map { Int64($0.1) })),
        ParquetColumn(
            name: "population",
            values: .int64(rows.map { population["\($0.0["id"] ?? "") \($0.1)"].flatMap { Int64($0) } })),
        ParquetColumn(
            name: "gdp_usd", values: .doubles(rows.map { gdp["\($0.0["id"] ?? "") \($0.1)"].flatMap { Double($0) } })),
        ParquetColumn(name: "region", values: .strings(rows.map { isAggregate($0.0) ? nil : text($0.0["region"]) })),
        ParquetColumn(name: "capital", values: .strings(rows.map { text($0.0["capitalCity"]) })),
        ParquetColumn(name: "longitude", values: .doubles(rows.map { text($0.0["longitude"]).flatMap { Double($0) } })),
        ParquetColumn(
            name: "high_income",
            values: .booleans(rows.map { isAggregate($0.0) ? nil : $0.0["incomeLevel_id"] == "HIC" })),
    ],
    keyValueMetadata: [
        ("source", "Source: World Bank, World Development Indicators (CC BY 4.0)"),
        ("indicators", "SP.POP.TOTL NY.GDP.MKTP.CD"),
    ])

let writer = ParquetWriter(
    compression: arguments.contains("uncompressed") ? .uncompressed : .gzip,
    rowsPerGroup: arguments.count > 3 ? Int(arguments[3]) ?? 100_000 : 100_000)
do {
    let bytes = try writer.write(table)
    try Data(bytes).write(to: URL(fileURLWithPath: arguments[2]))
    print("\(arguments[2]): \(rows.count) rows, \(bytes.count) bytes")
} catch {
    FileHandle.standardError.write(Data("parquet-sample: \(error)\n".utf8))
    exit(73)
}
