/// One real economy with the figures of every indicator that was asked for: the merged row.
public struct Economy: Sendable, Hashable, Codable {
    /// The economy's entry in the country list.
    public let country: Country
    /// The non-empty values of each indicator by year.
    public let values: [IndicatorCode: [Int: Double]]
    /// The status and footnote of each value that has one, by indicator and year: few values have
    /// any, so they are kept apart from ``values`` rather than beside every figure.
    public let notes: [IndicatorCode: [Int: ObservationNote]]

    /// Creates a merged row.
    public init(
        country: Country, values: [IndicatorCode: [Int: Double]], notes: [IndicatorCode: [Int: ObservationNote]] = [:]
    ) {
        self.country = country
        self.values = values
        self.notes = notes
    }

    /// The status and footnote of the value of `indicator` in `year`; `nil` when it has neither.
    public func note(_ indicator: IndicatorCode, in year: Int) -> ObservationNote? {
        // Most economies have no notes at all: no code is hashed then.
        notes.isEmpty ? nil : notes[indicator]?[year]
    }

    /// The value of `indicator` in `year`, `nil` when the Bank has none.
    public func value(_ indicator: IndicatorCode, in year: Int) -> Double? {
        values[indicator]?[year]
    }

    /// The most recent non-empty value of `indicator`, with its year.
    public func latest(_ indicator: IndicatorCode) -> YearValue? {
        values[indicator]?.max { $0.key < $1.key }.map { YearValue(year: $0.key, value: $0.value) }
    }
}

/// What the Bank says of one value beside the figure: its observation status (`obs_status`) and its
/// footnote (sent only when asked with `footnote=y`).
public struct ObservationNote: Sendable, Hashable, Codable {
    /// The status code as sent, such as `F` (a forecast); empty for none.
    public let status: String
    /// The footnote as sent (at most ``Observation/maximumFootnoteLength`` characters); empty for none.
    public let footnote: String

    /// Creates a note.
    public init(status: String, footnote: String) {
        self.status = status
        self.footnote = footnote
    }
}
