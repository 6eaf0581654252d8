import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML element, built with Foundation's `XMLParser` (libxml2 on Linux), so tests check
/// what a real parser reads rather than the text.
final class XMLTree: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var children: [Element] = []

        /// Every descendant (and self) named `name`, in document order.
        func all(_ name: String) -> [Element] {
            (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
        }
    }

    private var stack: [Element] = [Element(name: "#document", attributes: [:])]
    private(set) var parseError: Error?

    /// The document's root element, or nil when the text is not well-formed XML.
    static func parse(_ text: String) -> Element? {
        let tree = XMLTree()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = tree
        guard parser.parse(), tree.parseError == nil else { return nil }
        return tree.stack.first?.children.first
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        stack.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        let element = stack.removeLast()
        stack[stack.count - 1].children.append(element)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        self.parseError = parseError
    }
}
