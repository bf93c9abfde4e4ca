/// A horizontal bar chart drawn as inline SVG: one bar per value, each labelled with its name and
/// its value as people read it.
///
/// The name sits on its own line above its bar, so that a long region name ("Middle East, North
/// Africa, Afghanistan & Pakistan") never squeezes the bars on a phone; the SVG has a `viewBox`
/// and `width="100%"`, so it scales to its column. Bars are proportional to the value, the largest
/// spanning `barSpan`; zero, negative and non-finite values draw no bar rather than a misleading one.
/// The chart is an image to assistive technology (`role="img"`), and its `aria-label` reads out every
/// bar, since a screen reader does not enter the drawing.
struct BarChartSVG: Sendable, Hashable {
    /// One bar: what it is, how long it is, and what it says.
    struct Bar: Sendable, Hashable {
        /// The name shown above the bar.
        let label: String
        /// The value the bar's length is proportional to.
        let value: Double
        /// The value as shown beside the bar: `1.43 B`, `$4.46 T`.
        let valueText: String
    }

    /// The chart's title, for its `<title>` and `aria-label`.
    let title: String
    /// The width of the drawing in viewBox units: 420 for a chart in a column of the grid, wider for
    /// one across the page, so that its text is drawn at the same size.
    var width = 420.0
    /// The bars, top to bottom, in the order given.
    let bars: [Bar]

    /// The length of the largest bar; the rest of the width holds its value text.
    var barSpan: Double { width - 70 }
    /// The height of one labelled bar.
    static let rowHeight = 40.0
    /// The font size of the value texts.
    static let valueFontSize = 13.0
    /// A generous average character width, in ems, to tell whether a value fits beside its bar.
    static let characterWidth = 0.62
    /// Labels longer than this are cut with an ellipsis; the full name stays in the bar's `<title>`.
    static let maximumLabelLength = 50

    /// The length of each bar, in order: proportional to its value, the largest spanning `barSpan`.
    var barWidths: [Double] {
        let values = bars.map { $0.value.isFinite ? max($0.value, 0) : 0 }
        let largest = values.max() ?? 0
        guard largest > 0 else { return values.map { _ in 0 } }
        return values.map { $0 / largest * barSpan }
    }

    /// The `<svg>` element.
    var svg: HTMLText {
        let height = Double(max(bars.count, 1)) * Self.rowHeight + 4
        let spoken = bars.map { "\($0.label) \($0.valueText)" }.joined(separator: "; ")
        let label = bars.isEmpty ? "\(title): no data" : "\(title): \(spoken)"
        var rows = zip(bars, barWidths).enumerated().map { index, bar in
            row(bar.0, width: bar.1, top: Double(index) * Self.rowHeight + 2)
        }
        if bars.isEmpty {
            rows.append("<text class=\"empty\" x=\"0\" y=\"24\" font-size=\"14\">No data</text>")
        }
        return .svg(class: "bar-chart", label: label, width: width, height: height, title: title, parts: rows)
    }

    private func row(_ bar: Bar, width: Double, top: Double) -> HTMLText {
        let label =
            bar.label.count > Self.maximumLabelLength
            ? String(bar.label.prefix(Self.maximumLabelLength - 1)) + "…" : bar.label
        let barTop = top + 20
        return """
            <g>
            <title>\(bar.label): \(bar.valueText)</title>
            <text class="label" x="0" y="\(top + 14)" font-size="14">\(label)</text>
            <rect class="bar" x="0" y="\(barTop)" width="\(width)" height="14" rx="2"/>
            \(value(bar.valueText, barWidth: width, baseline: barTop + 11.5))
            </g>
            """
    }

    /// The value beside the end of its bar, or inside the bar, in white and aligned to its end, when
    /// the text would run past the right edge (a long text beside a long bar).
    private func value(_ text: String, barWidth: Double, baseline: Double) -> HTMLText {
        let textWidth = Double(text.count) * Self.valueFontSize * Self.characterWidth
        if barWidth + 6 + textWidth > width, barWidth > textWidth + 12 {
            return """
                <text class="value inside" x="\(barWidth - 6)" y="\(baseline)" text-anchor="end" font-size="13">\(text)</text>
                """
        }
        return "<text class=\"value\" x=\"\(barWidth + 6)\" y=\"\(baseline)\" font-size=\"13\">\(text)</text>"
    }
}
