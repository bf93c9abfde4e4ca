/// A bar chart in HTML and CSS: a list with one item per bar, its name on a line of its own above the
/// bar and its value after it.
///
/// The names and values are the page's own text, so they keep their size at any width and a long
/// name ("Middle East, North Africa, Afghanistan & Pakistan") wraps instead of being cut or shrunk.
/// Bars are proportional to the value, the largest spanning the width its value text leaves; zero,
/// negative and non-finite values draw no bar rather than a misleading one.
struct BarListHTML {
    /// One bar: what it is, how long it is, and what it says.
    struct Bar {
        /// The name above the bar, already markup (it may hold the economy's code).
        let label: HTMLText
        /// The value the bar's length is proportional to.
        let value: Double
        /// The value as shown after the bar: `1.43 B`, `$4.46 T (2022)`.
        let valueText: String
    }

    let bars: [Bar]

    /// Each bar's length as a share of the longest.
    var shares: [Double] {
        let values = bars.map { $0.value.isFinite ? max($0.value, 0) : 0 }
        let largest = values.max() ?? 0
        return values.map { largest > 0 ? $0 / largest : 0 }
    }

    /// The list; each bar's length is its share in percent in the custom property `--percent`, which
    /// the style sheet turns into a width.
    var html: HTMLText {
        guard !bars.isEmpty else { return "<p class=\"note\">No data</p>" }
        let items = zip(bars, shares).map { bar, share -> HTMLText in
            """
            <li><span class="bar-label">\(bar.label)</span><span class="bar-row">\
            <span class="bar" style="--percent: \(share * 100)"></span>\
            <span class="bar-value">\(bar.valueText)</span></span></li>
            """
        }
        return "<ol class=\"bars\">\n\(items)\n</ol>"
    }
}
