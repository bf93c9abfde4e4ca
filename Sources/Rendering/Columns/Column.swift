import CountriesAnalysis

/// One column of a view (a listing, the regions, a profile), described once: every writer
/// (terminal, CSV, TSV, JSON, Markdown, HTML, workbook) draws it from this description, so adding a
/// column is one entry in the view's column list. ``Column`` binds it to the rows of one view.
struct ColumnDescription: Sendable {
    /// The heading in Markdown and HTML (`GDP per capita`).
    let header: String
    /// The heading in a terminal table, where width is scarce (`GDP/capita`).
    let terminalHeader: String
    /// The CSV column and JSON member name (`gdp_per_capita_usd`).
    let key: String
    /// The name of the year column of a dated value (`gdp_year`), in CSV and JSON.
    let yearKey: String
    /// What it holds.
    let kind: ColumnKind
    /// Whether its values are plain, carry their year, or are classifications.
    let shape: Shape
    /// The outputs it appears in.
    let audience: Audience
    /// In a narrow terminal, columns with higher numbers are dropped first; 0 is never dropped.
    let dropPriority: Int
    /// Columns of one group are gathered into one JSON object (the extra indicators of a listing,
    /// the years of one indicator in the wide layout), and into one table per group for people.
    let group: ColumnGroup?

    /// True when its values carry their year.
    var isDated: Bool { shape == .dated }

    /// The shape of a column's values, which decides how many CSV columns and JSON members it takes.
    enum Shape: Sendable, Hashable {
        /// One value.
        case plain
        /// A value and its year (`population`, `population_year`), the year shown beside the value
        /// in a "latest" listing.
        case dated
        /// A classification: `region_id` and `region` in CSV, `{"id", "name"}` in JSON.
        case classification
    }
}

/// A column's description bound to the rows of one view: how to take its cell from a row, and
/// from a totals row. ``Table`` takes the cells once; writers see only descriptions and cells.
@dynamicMemberLookup
struct Column<Row>: Sendable {
    /// What the column is, for every writer.
    let description: ColumnDescription
    /// The cell of a row.
    let value: @Sendable (Row) -> CellValue
    /// The cell in a totals row; `nil` leaves it blank.
    let total: (@Sendable (RegionSummary) -> CellValue)?

    /// Describes a column; the terminal heading defaults to `header`, the year key to `key_year`.
    init(
        _ header: String, terminalHeader: String? = nil, key: String, yearKey: String? = nil, kind: ColumnKind,
        shape: Shape = .plain, audience: Audience = .all, dropPriority: Int = 0, group: ColumnGroup? = nil,
        value: @escaping @Sendable (Row) -> CellValue, total: (@Sendable (RegionSummary) -> CellValue)? = nil
    ) {
        description = ColumnDescription(
            header: header, terminalHeader: terminalHeader ?? header, key: key, yearKey: yearKey ?? "\(key)_year",
            kind: kind, shape: shape, audience: audience, dropPriority: dropPriority, group: group)
        self.value = value
        self.total = total
    }

    /// A fact of the description (`column.kind`, `column.key`).
    subscript<Value>(dynamicMember fact: KeyPath<ColumnDescription, Value>) -> Value {
        description[keyPath: fact]
    }
}

extension Column {
    /// The shape of its values.
    typealias Shape = ColumnDescription.Shape

    /// The column of `measure`, its cells taken by `value`; `dated` for values that carry their year.
    /// Totals rows show the measure's total.
    init(
        _ measure: Measure, dated: Bool = false, group: ColumnGroup? = nil,
        value: @escaping @Sendable (Row) -> CellValue
    ) {
        let total = measure.total
        self.init(
            measure.header, terminalHeader: measure.terminalHeader, key: measure.key, yearKey: measure.yearKey,
            kind: measure.kind, shape: dated ? .dated : .plain, group: group, value: value,
            total: total.map { sum in { @Sendable summary in .number(sum(summary)) } })
    }
}

extension Array where Element == ColumnDescription {
    /// The columns that appear in `audience`.
    func shown(in audience: Audience) -> [ColumnDescription] {
        positions(shownIn: audience).map { self[$0] }
    }

    /// The positions of the columns that appear in `audience`, for reading a row's cells in place.
    func positions(shownIn audience: Audience) -> [Int] {
        indices.filter { self[$0].audience.contains(audience) }
    }
}
