import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of a page as an XML parser sees them, in document order: the proof that the page is
/// well-formed polyglot XHTML, and a way to check its structure without matching strings.
struct XMLOutline {
    /// One element with its attributes and all the text inside it, descendants included.
    struct Element: Equatable {
        let name: String
        let attributes: [String: String]
        var text: String
        /// The position of its last descendant in ``XMLOutline/elements`` (its own when it has none).
        var end: Int
    }

    /// True when the parser read the whole page without an error.
    let wellFormed: Bool
    /// What the parser reported, for the failure message.
    let error: String
    /// Every element in document order.
    let elements: [Element]

    /// Parses `page` as XML.
    init(parsing page: String) {
        let parser = XMLParser(data: Data(page.utf8))
        let collector = Collector()
        parser.delegate = collector
        wellFormed = parser.parse()
        error = parser.parserError.map { "\($0) at line \(parser.lineNumber), column \(parser.columnNumber)" } ?? ""
        elements = collector.elements
    }

    /// The elements named `name`.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// How many elements there are of each of `names`.
    func counts(_ names: [String]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, all($0).count) })
    }

    /// The elements named `name` inside `container`, which must be one of ``elements``.
    func all(_ name: String, inside container: Element) -> [Element] {
        guard let start = elements.firstIndex(of: container), container.end > start else { return [] }
        return elements[(start + 1)...container.end].filter { $0.name == name }
    }
}

/// Collects elements as the parser reports them; a class because `XMLParserDelegate` must be one.
private final class Collector: NSObject, XMLParserDelegate {
    var elements: [XMLOutline.Element] = []
    private var open: [Int] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(.init(name: elementName, attributes: attributeDict, text: "", end: elements.count))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard let start = open.popLast() else { return }
        elements[start].end = elements.count - 1
    }
}
