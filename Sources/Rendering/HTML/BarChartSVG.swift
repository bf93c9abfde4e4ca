import Foundation

/// A horizontal bar chart drawn as inline SVG: one bar per value, each labelled with its name and
/// its value as people read it.
///
/// The name sits on its own line above its bar, so that a long region name ("Middle East, North
/// Africa, Afghanistan & Pakistan") never squeezes the bars on a phone; the SVG has a `viewBox`
/// and `width="100%"`, so it scales to its column. Bars are proportional to the value, the largest
/// spanning ``barSpan``; zero, negative and non-finite values draw no bar rather than a misleading one.
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
    /// The bars, top to bottom, in the order given.
    let bars: [Bar]

    /// The width of the drawing in viewBox units.
    static let width = 480.0
    /// The length of the largest bar; the rest of the width holds its value text.
    static let barSpan = 400.0
    /// The height of one labelled bar.
    static let rowHeight = 40.0
    /// Labels longer than this are cut with an ellipsis; the full name stays in the bar's `<title>`.
    static let maximumLabelLength = 58

    /// The length of each bar, in order: proportional to its value, the largest spanning ``barSpan``.
    var barWidths: [Double] {
        let values = bars.map { $0.value.isFinite ? max($0.value, 0) : 0 }
        let largest = values.max() ?? 0
        guard largest > 0 else { return values.map { _ in 0 } }
        return values.map { $0 / largest * Self.barSpan }
    }

    /// The `<svg>` element.
    var svg: HTMLText {
        let height = Double(max(bars.count, 1)) * Self.rowHeight + 4
        let spoken = bars.map { "\($0.label) \($0.valueText)" }.joined(separator: "; ")
        let label = bars.isEmpty ? "\(title): no data" : "\(title): \(spoken)"
        var rows: [HTMLText] = []
        for (index, (bar, width)) in zip(bars, barWidths).enumerated() {
            rows.append(row(bar, width: width, top: Double(index) * Self.rowHeight + 2))
        }
        if bars.isEmpty {
            rows.append("<text class=\"empty\" x=\"0\" y=\"24\" font-size=\"14\">No data</text>")
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" class="bar-chart" role="img" aria-label="\(label)" \
            viewBox="0 0 \(Self.number(Self.width)) \(Self.number(height))" width="100%" \
            preserveAspectRatio="xMinYMin meet">
            <title>\(title)</title>
            \(rows)
            </svg>
            """
    }

    private func row(_ bar: Bar, width: Double, top: Double) -> HTMLText {
        let label =
            bar.label.count > Self.maximumLabelLength
            ? String(bar.label.prefix(Self.maximumLabelLength - 1)) + "…" : bar.label
        let barTop = top + 20
        return """
            <g>
            <title>\(bar.label): \(bar.valueText)</title>
            <text class="label" x="0" y="\(Self.number(top + 14))" font-size="14">\(label)</text>
            <rect class="bar" x="0" y="\(Self.number(barTop))" width="\(Self.number(width))" \
            height="14" rx="2"/>
            <text class="value" x="\(Self.number(width + 6))" y="\(Self.number(barTop + 11.5))" \
            font-size="13">\(bar.valueText)</text>
            </g>
            """
    }

    /// Coordinates with two decimals at most and no trailing zeros, always with a dot, so that the
    /// output never depends on the locale and stays byte-identical between runs.
    static func number(_ value: Double) -> HTMLText {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return HTMLText(text: text == "-0" ? "0" : text)
    }
}
