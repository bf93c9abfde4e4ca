/// The observations of one answer, held compactly and read as ``Observation`` values.
///
/// A panel of 60 indicators over every economy and 35 years is over half a million observations;
/// as records of six strings each they took 180 MB. Here a row is a series number, a year and a
/// `Double` (16 bytes and a bit): each series (economy, its ISO2 code, indicator) is stored once,
/// and units, statuses and footnotes only for the few rows that carry one. Rows keep the order they
/// were appended in, which is the order the API sent them.
public struct ObservationTable: Sendable, Hashable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The economy and indicator that rows share.
    private struct Series: Sendable, Hashable {
        let economyID: String
        let economyISO2: String
        let indicator: IndicatorCode
    }

    /// What few rows carry: a unit, a status, a footnote, or a year too large for the row's cell.
    private struct Extra: Sendable, Hashable {
        let unit: String
        let status: String
        let footnote: String
        let year: Int?
    }

    private var series: [Series] = []
    private var seriesNumbers: [Series: Int32] = [:]
    private var seriesOfRow: [Int32] = []
    private var years: [Int32] = []
    private var values: [Double] = []
    /// A bit per row, set where the value is missing (`null` on the wire).
    private var missing: [UInt64] = []
    private var extras: [Int: Extra] = [:]

    /// An empty table.
    public init() {}

    /// The table of `observations`, in their order.
    public init(_ observations: some Sequence<Observation>) {
        append(contentsOf: observations)
    }

    /// The table of the observations listed.
    public init(arrayLiteral observations: Observation...) {
        self.init(observations)
    }

    /// The position of the first row.
    public var startIndex: Int { 0 }
    /// The position after the last row.
    public var endIndex: Int { years.count }

    /// The observation of row `position`, as it was appended.
    public subscript(position: Int) -> Observation {
        let row = series[Int(seriesOfRow[position])]
        let extra = extras.isEmpty ? nil : extras[position]
        return Observation(
            economyID: row.economyID, economyISO2: row.economyISO2, indicator: row.indicator,
            year: extra?.year ?? Int(years[position]),
            value: missing[position >> 6] & (1 << UInt64(position & 63)) != 0 ? nil : values[position],
            unit: extra?.unit ?? "", status: extra?.status ?? "", footnote: extra?.footnote ?? "")
    }

    /// Consecutive rows of one economy and indicator: how an answer lists an economy's years.
    public struct Run: Sendable, Hashable {
        /// The economy's ISO3 code, as in ``Observation/economyID``.
        public let economyID: String
        /// The economy's ISO2 code.
        public let economyISO2: String
        /// The indicator.
        public let indicator: IndicatorCode
        /// The positions of the run's rows.
        public let rows: Range<Int>

        /// The code the economy goes by (``Observation/economyCode(id:iso2:)``).
        public var economyCode: String { Observation.economyCode(id: economyID, iso2: economyISO2) }
    }

    /// The rows as runs of one series each, in order: readers that go series by series (merging,
    /// storing, checking) then look an economy up once a run, and read each row's year and value
    /// with ``year(at:)`` and ``value(at:)`` without making an ``Observation``.
    public var runs: [Run] {
        var runs: [Run] = []
        var start = 0
        while start < seriesOfRow.count {
            let number = seriesOfRow[start]
            var end = start + 1
            while end < seriesOfRow.count, seriesOfRow[end] == number { end += 1 }
            let row = series[Int(number)]
            runs.append(
                Run(economyID: row.economyID, economyISO2: row.economyISO2, indicator: row.indicator, rows: start..<end)
            )
            start = end
        }
        return runs
    }

    /// The year of row `position`.
    public func year(at position: Int) -> Int {
        guard !extras.isEmpty, let year = extras[position]?.year else { return Int(years[position]) }
        return year
    }

    /// The value of row `position`; `nil` where it is missing.
    public func value(at position: Int) -> Double? {
        missing[position >> 6] & (1 << UInt64(position & 63)) != 0 ? nil : values[position]
    }

    /// True when row `position` carries a unit, a status or a footnote: read it whole then.
    public func hasExtra(at position: Int) -> Bool {
        !extras.isEmpty && extras[position] != nil
    }

    /// Appends `observation` as the last row.
    public mutating func append(_ observation: Observation) {
        let number = seriesNumber(
            of: Series(
                economyID: observation.economyID, economyISO2: observation.economyISO2,
                indicator: observation.indicator))
        let position = years.count
        if position & 63 == 0 { missing.append(0) }
        seriesOfRow.append(number)
        let year = Int32(exactly: observation.year)
        years.append(year ?? 0)
        values.append(observation.value ?? 0)
        if observation.value == nil { missing[position >> 6] |= 1 << UInt64(position & 63) }
        if year == nil || !observation.unit.isEmpty || observation.isNoted {
            extras[position] = Extra(
                unit: observation.unit, status: observation.status, footnote: observation.footnote,
                year: year == nil ? observation.year : nil)
        }
    }

    /// Appends `count` rows of one economy's series, each with a value: the series is found once
    /// for them all, and a row costs its year, its value and, rarely, a status or footnote. How a
    /// history cut from the snapshot (thousands of rows of a few hundred economies) becomes a
    /// table, without making an ``Observation`` of each row.
    public mutating func append(
        economyID: String, economyISO2: String, indicator: IndicatorCode, rows count: Int,
        _ row: (Int) -> (year: Int, value: Double, status: String, footnote: String)
    ) {
        let number = seriesNumber(of: Series(economyID: economyID, economyISO2: economyISO2, indicator: indicator))
        for index in 0..<count {
            let (year, value, status, footnote) = row(index)
            let position = years.count
            if position & 63 == 0 { missing.append(0) }
            seriesOfRow.append(number)
            let small = Int32(exactly: year)
            years.append(small ?? 0)
            values.append(value)
            if small == nil || !status.isEmpty || !footnote.isEmpty {
                extras[position] = Extra(unit: "", status: status, footnote: footnote, year: small == nil ? year : nil)
            }
        }
    }

    /// Appends the rows of `run`, one of `other`'s, in their order: how a page's rows join their
    /// indicator's table, without making an ``Observation`` of each.
    public mutating func append(_ run: Run, of other: ObservationTable) {
        let number = seriesNumber(
            of: Series(economyID: run.economyID, economyISO2: run.economyISO2, indicator: run.indicator))
        for row in run.rows { append(row, of: other, as: number) }
    }

    /// The rows at `positions`, in the order given: a part of an answer (the values that are
    /// there, the years a period asks for) taken without making an ``Observation`` of each row.
    public func rows(at positions: [Int]) -> ObservationTable {
        var part = ObservationTable()
        part.reserveCapacity(positions.count)
        // This table's number of the last row's series, and the part's.
        var last: (number: Int32, numberInPart: Int32)?
        for position in positions {
            let number = seriesOfRow[position]
            let numberInPart: Int32
            if let last, last.number == number {
                numberInPart = last.numberInPart
            } else {
                numberInPart = part.seriesNumber(of: series[Int(number)])
                last = (number, numberInPart)
            }
            part.append(position, of: self, as: numberInPart)
        }
        return part
    }

    /// Appends row `row` of `other` as a row of this table's series `number`.
    private mutating func append(_ row: Int, of other: ObservationTable, as number: Int32) {
        let position = years.count
        if position & 63 == 0 { missing.append(0) }
        seriesOfRow.append(number)
        years.append(other.years[row])
        values.append(other.values[row])
        if other.value(at: row) == nil { missing[position >> 6] |= 1 << UInt64(position & 63) }
        if !other.extras.isEmpty, let extra = other.extras[row] { extras[position] = extra }
    }

    /// The number of the series `key`, numbered now if it is new. An answer lists an economy's
    /// years one after another: most rows continue the last series.
    private mutating func seriesNumber(of key: Series) -> Int32 {
        if let last = seriesOfRow.last, series[Int(last)] == key { return last }
        if let known = seriesNumbers[key] { return known }
        let number = Int32(series.count)
        series.append(key)
        seriesNumbers[key] = number
        return number
    }

    /// Appends `observations` as the last rows, in their order.
    public mutating func append(contentsOf observations: some Sequence<Observation>) {
        for observation in observations { append(observation) }
    }

    /// Reserves room for `count` more rows, when an answer says how many it holds, and for `series`
    /// more series when that is known too (the table of series is then not grown and rehashed).
    public mutating func reserveCapacity(_ count: Int, series: Int = 0) {
        if series > 0 {
            self.series.reserveCapacity(self.series.count + series)
            seriesNumbers.reserveCapacity(seriesNumbers.count + series)
        }
        seriesOfRow.reserveCapacity(seriesOfRow.count + count)
        years.reserveCapacity(years.count + count)
        values.reserveCapacity(values.count + count)
        missing.reserveCapacity((years.count + count + 63) / 64)
    }
}

extension ObservationTable: Codable {
    /// Encoded as the list of its observations, as the array it replaced was.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd { append(try container.decode(Observation.self)) }
    }

    /// Encodes the list of its observations.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for observation in self { try container.encode(observation) }
    }
}
