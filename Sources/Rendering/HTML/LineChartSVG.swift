/// A line chart drawn as inline SVG: one line per series over the same years, with labelled axes
/// and a legend that works without colour (each series has its own dash pattern and marker, and is
/// named at the end of its line).
///
/// Like the bar charts it has a `viewBox` and `width="100%"`, scales to its column, loads nothing,
/// and reads out as an image with a summary of every series to assistive technology.
struct LineChartSVG: Sendable {
    /// One line: its name, a short tag drawn at its end, and its values by year.
    struct Series: Sendable, Hashable {
        let name: String
        let tag: String
        let values: [Int: Double]
    }

    /// The chart's title.
    let title: String
    /// The years on the horizontal axis, oldest first.
    let years: [Int]
    /// The lines.
    let series: [Series]
    /// How values are written on the vertical axis (`1.2 B`, `$3 T`).
    let format: @Sendable (Double) -> String

    static let width = 640.0
    static let height = 300.0
    static let left = 64.0
    static let right = 64.0
    static let top = 12.0
    static let bottom = 36.0
    /// Dash patterns, one per series in turn, so lines differ without colour.
    static let dashes = ["", "6 3", "2 3", "8 3 2 3", "12 4", "4 2 1 2", "1 2"]

    /// The largest finite value of any line; 0 when there is none.
    private var largest: Double { series.flatMap(\.values.values).filter(\.isFinite).max() ?? 0 }

    /// The distance between two grid lines: a round number (1, 2, 2.5 or 5 times a power of ten)
    /// that needs at most five lines to pass the largest value.
    var tickStep: Double {
        guard largest > 0 else { return 1 }
        var power = 1.0
        while power * 10 <= largest / 5 { power *= 10 }
        while power > largest / 5 { power /= 10 }
        return [1.0, 2.0, 2.5, 5.0, 10.0].map { $0 * power }.first { $0 * 5 >= largest } ?? power * 10
    }

    /// The dash pattern of the `index`th line as an attribute; none for a solid line.
    private static func dash(_ index: Int) -> HTMLText {
        let dash = dashes[index % dashes.count]
        return dash.isEmpty ? "" : " stroke-dasharray=\"\(dash)\""
    }

    /// The top of the vertical axis: the first grid line at or above the largest value.
    var axisMaximum: Double {
        tickStep * max(1, (largest / tickStep).rounded(.up))
    }

    private func x(_ year: Int) -> Double {
        guard let first = years.first, let last = years.last, last > first else { return Self.left }
        let span = Self.width - Self.left - Self.right
        return Self.left + Double(year - first) / Double(last - first) * span
    }

    private func y(_ value: Double) -> Double {
        let span = Self.height - Self.top - Self.bottom
        return Self.top + span * (1 - max(0, value) / axisMaximum)
    }

    /// The `<svg>` element.
    var svg: HTMLText {
        let spoken = series.map { line -> String in
            let known = years.compactMap { year in line.values[year].map { (year, $0) } }
            guard let first = known.first, let last = known.last else { return "\(line.name): no data" }
            return "\(line.name) \(format(first.1)) in \(first.0), \(format(last.1)) in \(last.0)"
        }.joined(separator: "; ")
        let parts = [axes] + series.enumerated().map { path($1, index: $0) } + [endLabels]
        return .svg(
            class: "line-chart", label: "\(title): \(spoken)", width: Self.width, height: Self.height, title: title,
            parts: parts)
    }

    private var axes: HTMLText {
        var parts: [HTMLText] = []
        let bottom = Self.height - Self.bottom
        for tick in 0...Int((axisMaximum / tickStep).rounded()) {
            let value = tickStep * Double(tick)
            parts.append(
                """
                <line class="grid" x1="\(Self.left)" y1="\(y(value))" x2="\(Self.width - Self.right)" y2="\(y(value))"/>
                <text class="axis" x="\(Self.left - 6)" y="\(y(value) + 4)" text-anchor="end" font-size="12">\(format(value))</text>
                """)
        }
        let step = max(1, years.count / 5)
        for (index, year) in years.enumerated() where index % step == 0 || index == years.count - 1 {
            parts.append(
                """
                <text class="axis" x="\(x(year))" y="\(bottom + 18)" text-anchor="middle" font-size="12">\(year)</text>
                """)
        }
        parts.append(
            """
            <line class="axis-line" x1="\(Self.left)" y1="\(bottom)" x2="\(Self.width - Self.right)" y2="\(bottom)"/>
            """)
        return HTMLText.joined(parts)
    }

    private func path(_ line: Series, index: Int) -> HTMLText {
        var segments: [[(Double, Double)]] = [[]]
        for year in years {
            if let value = line.values[year], value.isFinite {
                segments[segments.count - 1].append((x(year), y(value)))
            } else if segments.last?.isEmpty == false {
                segments.append([])
            }
        }
        // A gap in the data is a gap in the line; a year alone between gaps is a dot.
        let paths = segments.filter { !$0.isEmpty }.map { points -> HTMLText in
            if points.count == 1, let point = points.first {
                return """
                    <circle class="dot series-\(index % Self.dashes.count)" cx="\(point.0)" cy="\(point.1)" r="2.5"/>
                    """
            }
            let d = points.enumerated().map { offset, point in
                "\(offset == 0 ? "M" : "L")\(HTMLText.decimal(point.0).markup) \(HTMLText.decimal(point.1).markup)"
            }.joined(separator: " ")
            return
                "<path class=\"line series-\(index % Self.dashes.count)\" d=\"\(d)\" fill=\"none\"\(Self.dash(index))/>"
        }
        return """
            <g>
            <title>\(line.name)</title>
            \(HTMLText.joined(paths))
            </g>
            """
    }

    /// The tag of every line at its last point, moved apart vertically so that tags never overlap.
    private var endLabels: HTMLText {
        var labels = series.compactMap { line -> (String, Double)? in
            guard let year = years.last(where: { line.values[$0] != nil }), let value = line.values[year] else {
                return nil
            }
            return (line.tag, y(value) + 4)
        }.sorted { $0.1 < $1.1 }
        for index in labels.indices.dropFirst() where labels[index].1 - labels[index - 1].1 < 13 {
            labels[index].1 = labels[index - 1].1 + 13
        }
        // Tags pushed below the axis are moved back up, keeping their spacing.
        let floor = Self.height - Self.bottom
        if let last = labels.indices.last, labels[last].1 > floor {
            labels[last].1 = floor
            for index in labels.indices.dropLast().reversed() where labels[index + 1].1 - labels[index].1 < 13 {
                labels[index].1 = labels[index + 1].1 - 13
            }
        }
        let x = Self.width - Self.right + 6
        return HTMLText.joined(
            labels.map { tag, y in
                "<text class=\"tag\" x=\"\(x)\" y=\"\(y)\" font-size=\"12\">\(tag)</text>"
            })
    }

    /// The legend under the chart: a sample of each line's dash pattern, its tag and its name.
    var legend: HTMLText {
        let items = series.enumerated().map { index, line -> HTMLText in
            """
            <li><svg xmlns="http://www.w3.org/2000/svg" class="sample" viewBox="0 0 36 10" width="36" height="10" aria-hidden="true">\
            <line class="line series-\(index % Self.dashes.count)" x1="0" y1="5" x2="36" y2="5"\(Self.dash(index))/></svg> \
            <span class="code">\(line.tag)</span> \(line.name)</li>
            """
        }
        return """
            <ul class="legend">
            \(items)
            </ul>
            """
    }
}
