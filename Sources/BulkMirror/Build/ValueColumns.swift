import Parquet

/// The values of the bulk file gathered by indicator as the wide CSV is read (a row per economy and
/// indicator, economies first), so that the Parquet file can hold one row group per indicator.
///
/// A value costs 12 bytes: the economy's number and the year in one `UInt32`, and the `Double`. The
/// whole WDI (8.8 million values) is about 110 MB; nothing else of the CSV is kept.
struct ValueColumns: Sendable {
    /// One indicator's values, in the order read.
    struct Indicator: Sendable {
        let code: String
        /// The economy's number in the high 16 bits, the year in the low 16.
        var keys: [UInt32] = []
        var values: [Double] = []
    }

    private(set) var economies: [String] = []
    private var economyNumbers: [String: Int] = [:]
    private(set) var indicators: [Indicator] = []
    private var indicatorNumbers: [String: Int] = [:]
    /// Every value appended.
    private(set) var count = 0

    /// The number of the economy `code`, numbered now if it is new.
    mutating func economy(_ code: String) -> Int {
        if let number = economyNumbers[code] { return number }
        economies.append(code)
        economyNumbers[code] = economies.count - 1
        return economies.count - 1
    }

    /// The number of the indicator `code`, numbered now if it is new.
    mutating func indicator(_ code: String) -> Int {
        if let number = indicatorNumbers[code] { return number }
        indicators.append(Indicator(code: code))
        indicatorNumbers[code] = indicators.count - 1
        return indicators.count - 1
    }

    /// Appends `value` of economy number `economy` in `year` to indicator number `indicator`.
    mutating func append(_ value: Double, economy: Int, year: Int, indicator: Int) {
        indicators[indicator].keys.append(UInt32(economy) << 16 | UInt32(year))
        indicators[indicator].values.append(value)
        count += 1
    }

    /// The most economies the 16 bits of a key number, and the years they hold.
    static let maximumEconomies = 1 << 16
    static let years = 0...0xFFFF

    /// The indicators with at least one value, in code order: one row group each.
    var groups: [Int] {
        indicators.indices.filter { !indicators[$0].values.isEmpty }.sorted {
            indicators[$0].code < indicators[$1].code
        }
    }

    /// The positions of indicator `number`'s values ordered by economy code, then year; nil when
    /// one economy has two values of one year (the CSV repeated a row).
    func order(of number: Int, economyRank: [Int]) -> [Int]? {
        let keys = indicators[number].keys
        let sorted = keys.indices.sorted { left, right in
            let a = keys[left]
            let b = keys[right]
            let rankA = economyRank[Int(a >> 16)]
            let rankB = economyRank[Int(b >> 16)]
            return rankA != rankB ? rankA < rankB : a & 0xFFFF < b & 0xFFFF
        }
        for (previous, next) in zip(sorted, sorted.dropFirst()) where keys[previous] == keys[next] { return nil }
        return sorted
    }

    /// The columns of indicator `number`'s row group, its rows at `order`.
    func columns(of number: Int, order: [Int]) -> [ParquetColumn] {
        let indicator = indicators[number]
        return [
            ParquetColumn(name: "economy", values: .strings(order.map { economies[Int(indicator.keys[$0] >> 16)] })),
            ParquetColumn(name: "indicator", values: .strings(Array(repeating: indicator.code, count: order.count))),
            ParquetColumn(name: "year", values: .int64(order.map { Int64(indicator.keys[$0] & 0xFFFF) })),
            ParquetColumn(name: "value", values: .doubles(order.map { indicator.values[$0] })),
        ]
    }

    /// The empty columns of the values table, for its schema.
    static let schema = [
        ParquetColumn(name: "economy", values: .strings([])), ParquetColumn(name: "indicator", values: .strings([])),
        ParquetColumn(name: "year", values: .int64([])), ParquetColumn(name: "value", values: .doubles([])),
    ]

    /// Each economy's place in code order.
    var economyRank: [Int] {
        var rank = Array(repeating: 0, count: economies.count)
        for (place, number) in economies.indices.sorted(by: { economies[$0] < economies[$1] }).enumerated() {
            rank[number] = place
        }
        return rank
    }
}
