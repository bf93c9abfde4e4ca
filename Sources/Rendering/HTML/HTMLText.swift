/// A piece of finished markup, as opposed to a plain `String` of data.
///
/// The HTML renderer builds its page only from `HTMLText`, and a `String` can become one only by
/// interpolation, which escapes it: `"<td>\(country.name)</td>" as HTMLText` is safe whatever the
/// name holds. Forgetting to escape a name from the World Bank (`Côte d'Ivoire`, `Latin America &
/// Caribbean`) is then a compile error rather than a broken or hostile page. String literals written
/// in the code are trusted markup.
struct HTMLText: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The markup, ready to be written out.
    let markup: String

    /// Trusted markup from a literal in the code.
    init(stringLiteral markup: String) {
        self.markup = markup
    }

    init(stringInterpolation: Interpolation) {
        markup = stringInterpolation.markup
    }

    private init(markup: String) {
        self.markup = markup
    }

    /// Markup that shows `text` as it is.
    init(text: String) {
        markup = Self.escape(text)
    }

    /// Escapes `text` for element content and double- or single-quoted attribute values.
    ///
    /// Only the five entities every XML parser knows are used, so the page stays well-formed XML
    /// (polyglot XHTML5). Characters XML 1.0 forbids (C0 controls other than tab, line feed and
    /// carriage return, and the noncharacters U+FFFE and U+FFFF) are dropped: one stray control
    /// character in a name would otherwise make the whole page unreadable to an XML parser.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Pieces of markup one after the other, separated by `separator`.
    static func joined(_ parts: [HTMLText], separator: String = "\n") -> HTMLText {
        HTMLText(markup: parts.map(\.markup).joined(separator: separator))
    }

    /// A length or coordinate with two decimals at most, no trailing zeros and always a dot, so that
    /// the page never depends on the locale and stays byte-identical between runs.
    static func decimal(_ value: Double) -> HTMLText {
        var text = NumberText.fixed(value, decimals: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return HTMLText(markup: text == "-0" ? "0" : text)
    }

    /// The economy's two-letter code before its name, where a terminal shows its flag: a flag is
    /// an emoji that a browser without a colour-emoji font (a stock Debian Chromium) draws as two
    /// boxes, and a code reads the same everywhere, in print too. Hidden from screen readers (which
    /// would read "KE Kenya"); empty but as wide for an economy without one, so names line up.
    static func codeMark(_ iso2: String) -> HTMLText {
        "<span class=\"mark\" aria-hidden=\"true\">\(FlagEmoji.of(iso2) == nil ? "" : iso2)</span>"
    }

    /// A chart as inline SVG that scales to its column (a `viewBox` and `width="100%"`) and is one
    /// image to assistive technology, read out by `label`.
    static func svg(
        class name: String, label: String, width: Double, height: Double, title: String, parts: [HTMLText]
    ) -> HTMLText {
        """
        <svg xmlns="http://www.w3.org/2000/svg" class="\(name)" role="img" aria-label="\(label)" \
        viewBox="0 0 \(width) \(height)" width="100%" preserveAspectRatio="xMinYMin meet">
        <title>\(title)</title>
        \(parts)
        </svg>
        """
    }

    /// Builds markup from literals (trusted) and interpolated values (escaped unless already markup).
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var markup = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// Text from the data: escaped.
        mutating func appendInterpolation(_ text: String) {
            markup += HTMLText.escape(text)
        }

        /// Markup built elsewhere: inserted as it is.
        mutating func appendInterpolation(_ html: HTMLText) {
            markup += html.markup
        }

        /// Pieces of markup, one per line.
        mutating func appendInterpolation(_ parts: [HTMLText]) {
            markup += parts.map(\.markup).joined(separator: "\n")
        }

        /// A length or coordinate, written as ``HTMLText/decimal(_:)`` writes it.
        mutating func appendInterpolation(_ value: Double) {
            markup += HTMLText.decimal(value).markup
        }

        /// A count: digits need no escaping.
        mutating func appendInterpolation(_ number: Int) {
            markup += String(number)
        }
    }
}
