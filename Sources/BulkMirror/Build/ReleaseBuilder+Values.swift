import Parquet
import WorldBank

extension ReleaseBuilder {
    /// The values table written, and what it holds.
    struct BuiltValues {
        let file: ReleaseManifest.File
        let summary: ReleaseManifest.Values
    }

    /// Reads the values member (a row per economy and indicator, a column per year) into
    /// ``ValueColumns``, writes `values.parquet` with a row group per indicator (economies in code
    /// order, then years), and reads it back to check every value.
    func buildValues(_ zip: ZipFile) async throws -> BuiltValues {
        let name = database.memberName(.values)
        guard let member = zip.member(named: name) else {
            throw BulkError.damaged(path: zipPath, reason: "no member \(name)")
        }
        var columns = ValueColumns()
        var layout: (economy: Int, indicator: Int, years: [(column: Int, year: Int)])?
        var years: ClosedRange<Int>?
        try records(of: member, in: zip) { record, line in
            guard let (economyColumn, indicatorColumn, yearColumns) = layout else {
                let header = (0..<record.count).map { record.text($0).trimmingWhitespace }
                guard let economy = header.firstIndex(of: "Country Code"),
                    let indicator = header.firstIndex(of: "Indicator Code")
                else { throw BulkError.damaged(path: "", reason: "no Country Code or Indicator Code column") }
                let found = header.indices.compactMap { column -> (Int, Int)? in
                    guard header[column].utf8.count == 4, let year = Int(header[column]) else { return nil }
                    return (column, year)
                }
                guard let first = found.map(\.1).min(), let last = found.map(\.1).max() else {
                    throw BulkError.damaged(path: "", reason: "no year columns")
                }
                years = first...last
                layout = (economy, indicator, found)
                return
            }
            let economyCode = record.text(economyColumn)
            let indicatorCode = record.text(indicatorColumn)
            guard !economyCode.isEmpty, !indicatorCode.isEmpty else {
                throw BulkError.damaged(path: "", reason: "line \(line) has no country or indicator code")
            }
            var economy: Int?
            var indicator: Int?
            for (column, year) in yearColumns where !record.isEmpty(column) {
                guard let value = record.number(column) else {
                    throw BulkError.damaged(
                        path: "",
                        reason: "line \(line): the value of \(economyCode) \(indicatorCode) \(year), "
                            + "\"\(record.text(column))\", is not a number")
                }
                let economyNumber = economy ?? columns.economy(economyCode)
                let indicatorNumber = indicator ?? columns.indicator(indicatorCode)
                economy = economyNumber
                indicator = indicatorNumber
                guard economyNumber < ValueColumns.maximumEconomies else {
                    throw BulkError.damaged(path: "", reason: "more than \(ValueColumns.maximumEconomies) economies")
                }
                columns.append(value, economy: economyNumber, year: year, indicator: indicatorNumber)
            }
        }
        guard let years else { throw BulkError.damaged(path: zipPath + ": " + name, reason: "it is empty") }
        let file = try await writeValues(columns)
        return BuiltValues(
            file: file,
            summary: ReleaseManifest.Values(
                rows: columns.count, indicators: columns.groups.count, economies: columns.economies.count,
                firstYear: years.lowerBound, lastYear: years.upperBound))
    }

    /// Writes `columns` as `values.parquet`, row groups encoded `parallelism` at a time and written
    /// in order, then checks the file.
    private func writeValues(_ columns: ValueColumns) async throws -> ReleaseManifest.File {
        let file = try ReleaseFile(
            "values.parquet", in: folder, table: "values", columns: ValueColumns.schema, metadata: metadata,
            writer: writer)
        let groups = columns.groups
        let rank = columns.economyRank
        let writer = self.writer
        var start = 0
        while start < groups.count {
            let window = Array(groups[start..<min(start + parallelism * 4, groups.count)])
            let encoded = try await withThrowingTaskGroup(of: (Int, EncodedRowGroup).self) { group in
                for (place, number) in window.enumerated() {
                    group.addTask {
                        guard let order = columns.order(of: number, economyRank: rank) else {
                            throw BulkError.damaged(
                                path: zipPath,
                                reason: "an economy has two rows of \(columns.indicators[number].code)")
                        }
                        return (place, try writer.encoded(columns.columns(of: number, order: order)))
                    }
                }
                var done = [EncodedRowGroup?](repeating: nil, count: window.count)
                for try await (place, group) in group { done[place] = group }
                return done.compactMap { $0 }
            }
            for group in encoded { try file.append(group) }
            start += window.count
        }
        let entry = try file.finish()
        try check(file.path, against: columns, groups: groups, rank: rank)
        return entry
    }

    /// Reads every row group of the values file back and compares it with what was parsed: the
    /// same economies, indicator, years and values, bit for bit, in the same order.
    private func check(_ path: String, against columns: ValueColumns, groups: [Int], rank: [Int]) throws {
        let file = try ParquetFile(path: path)
        func damaged(_ reason: String) -> BulkError { .damaged(path: path, reason: reason) }
        guard file.rowGroupCount == groups.count else {
            throw damaged("it has \(file.rowGroupCount) row groups for \(groups.count) indicators")
        }
        for (group, number) in groups.enumerated() {
            guard let order = columns.order(of: number, economyRank: rank) else { throw damaged("a repeated row") }
            let expected = columns.columns(of: number, order: order)
            for column in 0..<4 where try file.values(column: column, group: group) != expected[column].values {
                throw damaged("\(expected[column].name) of \(columns.indicators[number].code) reads back otherwise")
            }
        }
    }
}
