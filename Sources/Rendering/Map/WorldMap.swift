public import Analysis
public import WorldBank

/// A world map of one figure by economy (a choropleth): each economy coloured by the class of its
/// value, the small ones as a dot at their capital, drawn as SVG in the Equal Earth projection.
///
/// What it shows is decided here once; ``svg`` (a standalone drawing with its title, legend and
/// source) and ``page`` (an HTML page around the same map) draw it, and so does the report's map
/// section. Every economy of the listing is in scope; the other economies are drawn for context,
/// plain white without a value, so a region's map stays a map of the world.
public struct WorldMap: Sendable {
    /// What the map shows of one economy in scope.
    struct Entry: Sendable {
        let country: Country
        /// Its value and the year of it; `nil` when the Bank has none.
        let value: YearValue?
    }

    /// What the legend and title call the figure (`GDP per capita (US$)`).
    let subject: String
    /// Which values: `latest values (2014–2023)` or `2022`.
    let period: String
    /// The year asked for, `nil` for each economy's latest.
    let year: Int?
    /// The region shown, `nil` for the world.
    let region: Classification?
    /// The economies in scope, by ISO3 code.
    let entries: [String: Entry]
    /// Every economy of the World Bank's list, in scope or not, by ISO3 code.
    let economies: [String: Country]
    let outlines: WorldOutlines
    let scale: MapScale
    /// How a value is written (`$40,886`, `72.3`).
    let format: @Sendable (Double) -> String
    /// Where the figures came from.
    let source: SourceNote
    /// The part of the world drawn: all of it, or the box around the region's economies.
    private(set) var view = View.world
    /// The economies in scope that a region's view leaves out (across the 180° meridian).
    private(set) var outsideView: Set<String> = []

    /// The map of `listing`'s economies: GDP per capita, or the indicator `indicator` (the
    /// listing's query must hold it among its extras unless it is population or GDP), called
    /// `indicatorName` when the catalogue names it. `economies` is the World Bank's whole country
    /// list, so that a territory it does not list is told apart from an economy out of scope.
    public init(
        listing: Listing, indicator: IndicatorCode? = nil, indicatorName: String? = nil, economies: [Country],
        outlines: WorldOutlines, source: SourceNote
    ) {
        let measure: Measure =
            if let indicator {
                Measure.core.first { $0.code == indicator }
                    ?? Measure.extra(indicator, at: listing.query.extras.firstIndex(of: indicator) ?? -1)
            } else {
                .gdpPerCapita
            }
        subject = indicatorName.map { "\($0) (\(indicator?.rawValue ?? ""))" } ?? measure.titleWithUnit
        let rows = listing.rows.filter { !$0.country.isAggregate }
        let entries = rows.map { Entry(country: $0.country, value: measure.row($0)) }
        self.entries = Dictionary(entries.map { ($0.country.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.economies = Dictionary(
            economies.withoutAggregates.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        scale = MapScale(values: entries.compactMap { $0.value?.value })
        let kind = measure.kind
        format = { kind.format($0) }
        switch listing.query.year {
        case .year(let year):
            period = "\(year)"
            self.year = year
        case .latest, .range:
            let years = entries.compactMap { $0.value?.year }
            let span = years.min().flatMap { first in
                years.max().map { $0 == first ? " (\(first))" : " (\(first)–\($0))" }
            }
            period = "latest values" + (span ?? "")
            year = nil
        }
        region = listing.query.region
        self.outlines = outlines
        self.source = source
        if region != nil {
            var points: [String: [WorldOutlines.Position]] = [:]
            for shape in outlines.shapes where self.entries[shape.code] != nil {
                points[shape.code, default: []] += shape.rings.joined()
            }
            for (mark, position) in dots.placed { points[mark.code, default: []].append(position) }
            (view, outsideView) = Self.view(of: points)
        }
    }

    /// The title: `GDP per capita (US$), latest values (2014–2023)`, with the region when there is one.
    var title: String {
        subject + (region.map { ", \($0.name)" } ?? "") + ", \(period)"
    }

    /// How many economies in scope have a value.
    var valueCount: Int { scale.counts.reduce(0, +) }

    /// How many economies in scope have none.
    var missingCount: Int { entries.count - valueCount }
}
