import Analysis
import WorldBank

/// How the map is drawn: the Equal Earth projection fitted to a drawing 960 units wide, from 90° N
/// to 58° S (Antarctica is left out), economies filled by class, the small ones as dots.
extension WorldMap {
    /// The drawing's width in viewBox units.
    static let width = 960.0
    /// Space left and right of the map.
    static let margin = 6.0
    /// The latitudes the map spans: the North Pole (a flat line in Equal Earth) to below Tierra del Fuego.
    static let north = 90.0
    static let south = -58.0
    /// Units per unit of the projection's plane.
    static var unit: Double { (width - 2 * margin) / (2 * EqualEarth.halfWidth) }
    /// The y of the north edge on the projection's plane.
    private static var top: Double { EqualEarth.project(longitude: 0, latitude: north).y }
    /// The height of the map in viewBox units.
    static var mapHeight: Double { (top - EqualEarth.project(longitude: 0, latitude: south).y) * unit }

    /// The radius of an economy's dot, and its outline's width.
    static let dotRadius = 2.8

    /// Fills that are not classes.
    static let noDataFill = "url(#map-no-data)"
    static let notEconomyFill = "url(#map-not-economy)"
    static let outsideFill = "#ffffff"
    /// Borders of countries and dots.
    static let border = "#4d4d4d"

    /// The point of a position on the drawing.
    static func point(_ position: WorldOutlines.Position) -> (x: Double, y: Double) {
        let projected = EqualEarth.project(longitude: position.longitude, latitude: position.latitude)
        return (margin + (projected.x + EqualEarth.halfWidth) * unit, (top - projected.y) * unit)
    }

    /// One economy or territory as drawn: its fill and what its `<title>` says.
    struct Mark: Sendable {
        let code: String
        let fill: String
        let title: String
    }

    /// The mark of the economy or territory `code`, called `name` when the Bank does not list it.
    func mark(_ code: String, name: String) -> Mark {
        guard let country = economies[code] else {
            return Mark(code: code, fill: Self.notEconomyFill, title: "\(name): not a World Bank economy")
        }
        guard let entry = entries[code] else {
            let outside = region.map { "outside \($0.name)" } ?? "not listed"
            return Mark(code: code, fill: Self.outsideFill, title: "\(country.name): \(outside)")
        }
        guard let value = entry.value, value.value.isFinite else {
            return Mark(
                code: code, fill: Self.noDataFill, title: "\(country.name): no data" + (year.map { " for \($0)" } ?? "")
            )
        }
        return Mark(
            code: code, fill: scale.colour(scale.classIndex(of: value.value)),
            title: "\(country.name): \(format(value.value)) (\(value.year))")
    }

    /// The economies in scope that have no outline, each at its capital (the country list's
    /// coordinates, else `map-points.csv`), and those that have no position at all.
    var dots: (placed: [(Mark, WorldOutlines.Position)], unplaced: [Country]) {
        let outlined = Set(outlines.shapes.map(\.code))
        var placed: [(Mark, WorldOutlines.Position)] = []
        var unplaced: [Country] = []
        for entry in entries.values.sorted(by: { $0.country.id < $1.country.id })
        where !outlined.contains(entry.country.id) {
            let country = entry.country
            let position =
                if let longitude = country.longitude, let latitude = country.latitude {
                    WorldOutlines.Position(longitude: longitude, latitude: latitude)
                } else {
                    outlines.places[country.id]?.position
                }
            if let position {
                placed.append((mark(country.id, name: country.name), position))
            } else {
                unplaced.append(country)
            }
        }
        return (placed, unplaced)
    }

    /// The part of the world drawing a map shows: all of it, or the box around a region's economies.
    struct View: Sendable, Equatable {
        let x: Double
        let y: Double
        let width: Double
        let height: Double

        /// The whole world.
        static let world = View(x: 0, y: 0, width: WorldMap.width, height: WorldMap.mapHeight)

        /// How much larger than the world drawing it is drawn: the view fills the width, but a tall
        /// one is no higher than the world map itself.
        var scale: Double { min(WorldMap.width / width, WorldMap.mapHeight * 1.25 / height) }

        /// Its height as drawn.
        var drawnHeight: Double { height * scale }
    }

    /// The view of a region's map: the box around its economies' outlines and dots (`points`, by
    /// economy), with a margin, cut to the world; and the economies left outside it. A region that
    /// reaches across the 180° meridian (Fiji, Samoa and Tonga beside China) is drawn from its side
    /// that holds most of its points, and the economies on the other side are said in a note.
    static func view(of points: [String: [WorldOutlines.Position]]) -> (view: View, outside: Set<String>) {
        let drawn = points.mapValues { $0.map(point) }
        let xs = drawn.values.joined().map(\.x).sorted()
        // The widest empty band across the drawing, if it splits the region in two.
        let gaps = zip(xs, xs.dropFirst()).map { (from: $0, to: $1) }
        var keep: (Double) -> Bool = { _ in true }
        if let gap = gaps.max(by: { $0.to - $0.from < $1.to - $1.from }), gap.to - gap.from > width / 3 {
            let westward = xs.filter { $0 <= gap.from }.count
            keep = westward > xs.count - westward ? { $0 <= gap.from } : { $0 >= gap.to }
        }
        let outside = Set(drawn.filter { !$0.value.contains { keep($0.x) } }.keys)
        let kept = drawn.values.joined().filter { keep($0.x) }
        guard let left = kept.map(\.x).min(), let right = kept.map(\.x).max(), let top = kept.map(\.y).min(),
            let bottom = kept.map(\.y).max()
        else { return (.world, []) }
        let pad = max(12, 0.05 * max(right - left, bottom - top))
        let (x, y) = (max(0, left - pad), max(0, top - pad))
        let view = View(x: x, y: y, width: min(width, right + pad) - x, height: min(mapHeight, bottom + pad) - y)
        return view.width >= width * 0.95 && view.height >= mapHeight * 0.95 ? (.world, []) : (view, outside)
    }

    /// The map alone: the world's outline, every country, the dots, fitted to ``view``; `y` shifts
    /// it down.
    func mapLayer(y: Double = 0) -> HTMLText {
        let scale = view.scale
        /// A width or radius that stays as thick on the page however large the view is drawn.
        func thin(_ width: Double) -> String { "\((width / scale * 1_000).rounded() / 1_000)" }
        let shapes = outlines.shapes.map { shape -> HTMLText in
            let mark = mark(shape.code, name: shape.name)
            return
                "<path data-code=\"\(mark.code)\" fill=\"\(mark.fill)\" d=\"\(Self.path(shape.rings))\"><title>\(mark.title)</title></path>"
        }
        let circles = dots.placed.map { mark, position -> HTMLText in
            let point = Self.point(position)
            return """
                <circle data-code="\(mark.code)" cx="\(point.x)" cy="\(point.y)" r="\(thin(Self.dotRadius))" \
                fill="\(mark.fill)"><title>\(mark.title)</title></circle>
                """
        }
        // A region's view: scaled to the drawing's width, everything outside the box cut away.
        let (fit, fitEnd): (HTMLText, HTMLText) =
            view == .world
            ? ("", "")
            : (
                "\n<g transform=\"scale(\(scale)) translate(\(-view.x) \(-view.y))\" clip-path=\"url(#map-view)\">",
                "\n</g>"
            )
        return """
            <g transform="translate(\((Self.width - view.width * scale) / 2) \(y))">\(fit)
            <path class="sphere" d="\(Self.spherePath)" fill="#f4f6f8" stroke="#b8c0c8" stroke-width="\(thin(0.8))" clip-path="url(#map-frame)"/>
            <g class="economies" stroke="\(Self.border)" stroke-width="\(thin(0.35))" stroke-linejoin="round" fill-rule="evenodd">
            \(shapes)
            </g>
            <g class="dots" stroke="\(Self.border)" stroke-width="\(thin(0.7))">
            \(circles)
            </g>\(fitEnd)
            </g>
            """
    }

    /// The patterns of "no data" (hatched) and "not a World Bank economy" (dotted), the frame the
    /// world's outline is cut to, and the box of a region's view.
    var definitions: HTMLText {
        """
        <defs>
        <pattern id="map-no-data" patternUnits="userSpaceOnUse" width="5" height="5" patternTransform="rotate(45)">
        <rect width="5" height="5" fill="#ffffff"/>
        <line x1="0" y1="0" x2="0" y2="5" stroke="#6e6e6e" stroke-width="1.6"/>
        </pattern>
        <pattern id="map-not-economy" patternUnits="userSpaceOnUse" width="4" height="4">
        <rect width="4" height="4" fill="#ffffff"/>
        <circle cx="2" cy="2" r="0.8" fill="#8c8c8c"/>
        </pattern>
        <clipPath id="map-frame"><rect x="0" y="0" width="\(Self.width)" height="\(Self.mapHeight)"/></clipPath>\(viewClip)
        </defs>
        """
    }

    /// The clip path of a region's view; nothing for the world.
    private var viewClip: HTMLText {
        view == .world
            ? ""
            : "\n<clipPath id=\"map-view\"><rect x=\"\(view.x)\" y=\"\(view.y)\" width=\"\(view.width)\" height=\"\(view.height)\"/></clipPath>"
    }

    /// The outline of the whole world (the meridians ±180°), cut to the map's frame by a clip path.
    private static var spherePath: String {
        let east = stride(from: 90.0, through: -90, by: -5).map { WorldOutlines.Position(longitude: 180, latitude: $0) }
        let west = stride(from: -90.0, through: 90, by: 5).map { WorldOutlines.Position(longitude: -180, latitude: $0) }
        return path([east + west])
    }

    /// The SVG path of `rings`, in tenths of a unit; a point that rounds to the one before is left out.
    static func path(_ rings: [[WorldOutlines.Position]]) -> String {
        var path = ""
        path.reserveCapacity(rings.reduce(0) { $0 + $1.count } * 11)
        for ring in rings {
            var previous: (Int, Int)?
            var count = 0
            for position in ring {
                let point = point(position)
                let tenths = (Int((point.x * 10).rounded()), Int((point.y * 10).rounded()))
                if let previous, previous == tenths { continue }
                path += count == 0 ? "M" : count == 1 ? "L" : " "
                path += tenthsText(tenths.0) + " " + tenthsText(tenths.1)
                previous = tenths
                count += 1
            }
            if count > 0 { path += "Z" }
        }
        return path
    }

    /// A number of tenths written as a decimal: 123 is `12.3`, -40 is `-4`.
    private static func tenthsText(_ tenths: Int) -> String {
        let sign = tenths < 0 ? "-" : ""
        let size = abs(tenths)
        return size % 10 == 0 ? "\(sign)\(size / 10)" : "\(sign)\(size / 10).\(size % 10)"
    }

    /// Each legend entry: its fill, its text and how many economies it holds; "no data",
    /// "not a World Bank economy" and "outside the region" after the classes.
    var legend: [(fill: String, text: String)] {
        var items = (0..<scale.classCount).map { index in
            (scale.colour(index), "\(scale.label(index, format: format)) (\(scale.counts[index]))")
        }
        if valueCount == 0 { items = [] }
        items.append((Self.noDataFill, "no data (\(missingCount))"))
        items.append((Self.notEconomyFill, "not a World Bank economy"))
        if let region { items.append((Self.outsideFill, "outside \(region.name)")) }
        return items
    }

    /// How the classes were made, for the legend.
    var scaleNote: String {
        guard scale.classCount > 1 else { return "One class: the values shown do not differ." }
        return "\(scale.classCount) classes by quantile (about as many economies in each), bounds rounded to two "
            + "significant digits."
    }

    /// The credit for the outlines and the projection.
    static let outlineCredit = "Outlines: Natural Earth 1:110m (public domain); Equal Earth projection."

    /// The economies in scope drawn nowhere, for a note; empty when every one is on the map.
    var unplacedNote: String {
        let names = dots.unplaced.map(\.name)
        let outside = outsideView.compactMap { economies[$0]?.name }.sorted()
        return [
            names.isEmpty ? "" : "Not on the map (no outline or position): \(names.joined(separator: ", ")).",
            outside.isEmpty ? "" : "Across the 180° meridian, outside this view: \(outside.joined(separator: ", ")).",
        ].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
