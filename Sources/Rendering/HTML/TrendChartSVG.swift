#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One region's trend as a small line chart in inline SVG, for a grid of small multiples: one line on
/// its own scale from zero, stated on its axis, from its first to its last year with data, so that a
/// small region is as readable as a large one and no line drops to zero where the data stops.
///
/// Its `viewBox` is about as wide as a grid cell is drawn (300–370 CSS px from a phone to a desktop),
/// so its 13-unit text shows at 12–15 px rather than being shrunk with the drawing.
struct TrendChartSVG {
    /// What the chart shows (`Population of South Asia`), for its `<title>` and `aria-label`.
    let title: String
    /// The values by year; a year missing between two others breaks the line.
    let values: [Int: Double]
    /// How values are written on the axis (`1.2 B`, `$3 T`).
    let format: @Sendable (Double) -> String

    static let width = 320.0
    static let height = 150.0
    static let left = 58.0
    static let right = 16.0
    static let top = 8.0
    static let bottom = 22.0

    /// The finite values, oldest first.
    private var points: [(year: Int, value: Double)] {
        values.filter(\.value.isFinite).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The grid from zero: two to four equal steps of 1, 2, 2.5 or 5 times a power of ten, the top as
    /// close above the largest value as those allow.
    var ticks: [Double] {
        let largest = points.map(\.value).max() ?? 0
        guard largest > 0 else { return [0, 1] }
        let power = pow(10, log10(largest).rounded(.down))
        let choices = [0.25, 0.5, 1, 2, 2.5, 5].map { $0 * power }.compactMap { step -> (Double, Int)? in
            let count = Int((largest / step).rounded(.up))
            return (2...4).contains(count) ? (step, count) : nil
        }
        guard let (step, count) = choices.min(by: { ($0.0 * Double($0.1), -$0.1) < ($1.0 * Double($1.1), -$1.1) })
        else { return [0, largest] }
        return (0...count).map { Double($0) * step }
    }

    /// The `<svg>` element.
    var svg: HTMLText {
        let points = points
        guard let first = points.first, let last = points.last else {
            return .svg(
                class: "trend-chart", label: "\(title): no data", width: Self.width, height: Self.height,
                title: title, parts: ["<text x=\"\(Self.left)\" y=\"60\" font-size=\"13\">No data</text>"])
        }
        let ticks = ticks
        let top = ticks.last ?? 1
        let span = Double(max(1, last.year - first.year))
        let x = { (year: Int) in
            first.year == last.year
                ? (Self.left + Self.width - Self.right) / 2
                : Self.left + Double(year - first.year) / span * (Self.width - Self.left - Self.right)
        }
        let y = { (value: Double) in Self.top + (1 - max(0, value) / top) * (Self.height - Self.top - Self.bottom) }
        var parts = ticks.map { tick -> HTMLText in
            """
            <line class="\(tick == 0 ? "base" : "grid")" x1="\(Self.left)" y1="\(y(tick))" x2="\(Self.width - Self.right)" y2="\(y(tick))"/>
            <text x="\(Self.left - 5)" y="\(y(tick) + 4)" text-anchor="end" font-size="13">\(format(tick))</text>
            """
        }
        // The first year, every fifth after it and the last, none closer than four years to the last.
        let years = [first.year] + Array(stride(from: first.year, through: last.year - 4, by: 5)) + [last.year]
        parts += Set(years).sorted().map { year in
            "<text x=\"\(x(year))\" y=\"\(Self.height - 5)\" text-anchor=\"middle\" font-size=\"13\">\(year)</text>"
        }
        let path = points.enumerated().map { index, point in
            let move = index == 0 || points[index - 1].year != point.year - 1
            return
                "\(move ? "M" : "L")\(HTMLText.decimal(x(point.year)).markup) \(HTMLText.decimal(y(point.value)).markup)"
        }.joined(separator: " ")
        parts.append("<path class=\"line\" d=\"\(path)\"/>")
        parts.append("<circle class=\"end\" cx=\"\(x(last.year))\" cy=\"\(y(last.value))\" r=\"3\"/>")
        let label = "\(title): \(format(first.value)) in \(first.year), \(format(last.value)) in \(last.year)"
        return .svg(
            class: "trend-chart", label: label, width: Self.width, height: Self.height, title: title, parts: parts)
    }
}
