import WorldBank

/// The map as a file: a standalone SVG with its title, legend and source, or an HTML page holding
/// the map with the legend as text; and the figure the report shows. Like the report, both are
/// well-formed XML (polyglot XHTML5 for the page), load nothing, and escape every name.
extension WorldMap {
    /// The standalone drawing: title, map, legend, notes and the source line, in one SVG that scales
    /// to its container (a `viewBox` and `width="100%"`).
    public var svg: String {
        let mapTop = 40.0
        var y = mapTop + view.drawnHeight + 24
        var parts: [HTMLText] = [
            "<text x=\"\(Self.margin)\" y=\"26\" font-size=\"20\" font-weight=\"bold\">\(title)</text>",
            mapLayer(y: mapTop),
            "<text x=\"\(Self.margin)\" y=\"\(y)\" font-size=\"13\" fill=\"#444444\">\(scaleNote)</text>",
        ]
        y += 10
        let items = legend
        let rows = (items.count + 2) / 3
        for (index, item) in items.enumerated() {
            let x = Self.margin + Double(index / rows) * 320
            let top = y + Double(index % rows) * 22
            parts.append(
                """
                <g class="legend-item"><rect x="\(x)" y="\(top)" width="24" height="15" fill="\(item.fill)" \
                stroke="\(Self.border)" stroke-width="0.7"/><text x="\(x + 32)" y="\(top + 12.5)" font-size="14">\(item.text)</text></g>
                """)
        }
        y += Double(rows) * 22 + 14
        for line in [unplacedNote, source.line, Self.outlineCredit] where !line.isEmpty {
            parts.append("<text x=\"\(Self.margin)\" y=\"\(y)\" font-size=\"12\" fill=\"#444444\">\(line)</text>")
            y += 17
        }
        let drawing: HTMLText = """
            <svg xmlns="http://www.w3.org/2000/svg" class="world-map" role="img" aria-label="\(spokenSummary)" \
            viewBox="0 0 \(Self.width) \(y)" width="100%" preserveAspectRatio="xMinYMin meet" \
            font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fill="#1f2328">
            <title>\(title)</title>
            \(definitions)
            \(parts)
            </svg>

            """
        return drawing.markup
    }

    /// The HTML page: the title, the map, the legend and notes as text, and the source line, in the
    /// report's style.
    public var page: String {
        ReportHTML.page(
            title: title, css: "\(ReportStyleSheet.css)\n\(Self.css)", header: "<h1>\(title)</h1>", main: figure,
            source: source)
    }

    /// The map with its legend as text, as the page and the report show it: text that wraps and
    /// stays readable on a phone, where the drawing's own text would shrink with the map.
    var figure: HTMLText {
        let items = legend.map { item -> HTMLText in
            """
            <li><svg viewBox="0 0 24 15" width="24" height="15" aria-hidden="true"><rect x="0.5" y="0.5" width="23" \
            height="14" fill="\(item.fill)" stroke="\(Self.border)"/></svg>\(item.text)</li>
            """
        }
        let notes = [
            scaleNote, unplacedNote, "Each economy's name, value and year are in its tooltip. \(Self.outlineCredit)",
        ]
        .filter { !$0.isEmpty }.map { note -> HTMLText in "<p class=\"map-note\">\(note)</p>" }
        return """
            <figure class="world-map">
            <svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="\(spokenSummary)" \
            viewBox="0 0 \(Self.width) \(view.drawnHeight)" width="100%" preserveAspectRatio="xMinYMin meet">
            <title>\(title)</title>
            \(definitions)
            \(mapLayer())
            </svg>
            <figcaption>
            <ul class="map-legend">
            \(items)
            </ul>
            \(notes)
            </figcaption>
            </figure>
            """
    }

    /// What a screen reader says of the map, which it does not enter: the title and the classes.
    var spokenSummary: String {
        let classes = (0..<scale.classCount).map { scale.label($0, format: format) }
        let range =
            valueCount == 0 ? "no values" : "\(valueCount) economies in classes \(classes.joined(separator: "; "))"
        return "World map of \(title): \(range); \(missingCount) without data"
    }

    /// The rules of the map's figure, inside the report's stylesheet or the page's. Like the report's,
    /// they hold no `<`, `&` or `url(` and load nothing.
    static let css: HTMLText = """
        .world-map { margin: 1rem 0; }
        .world-map > svg { display: block; width: 100%; height: auto; }
        .map-legend {
          list-style: none;
          margin: 0.6rem 0 0.4rem;
          padding: 0;
          display: flex;
          flex-wrap: wrap;
          gap: 0.3rem 1.2rem;
          font-size: 0.9rem;
        }
        .map-legend li { display: flex; align-items: center; gap: 0.45rem; white-space: nowrap; }
        .map-legend svg { flex: none; }
        .map-note { color: #59636e; font-size: 0.85rem; margin: 0.2rem 0; }
        """
}
