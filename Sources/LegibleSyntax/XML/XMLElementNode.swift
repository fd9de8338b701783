/// An XML element with the positions the catalog readers report.
package struct XMLElementNode: Sendable {
    package var name: String
    package var attributes: [(name: String, value: String)]
    package var children: [XMLContent]
    /// The position of the `<` that opens the element.
    package var position: SyntaxPosition
    /// The position just after the start tag, where the element's content begins.
    package var contentPosition: SyntaxPosition

    package func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child element that `matches`, found without gathering the child elements into
    /// a new array as ``childElements`` does.
    package func firstChildElement<Failure: Error>(where matches: (XMLElementNode) throws(Failure) -> Bool) throws(Failure) -> XMLElementNode? {
        for case .element(let element) in children where try matches(element) { return element }
        return nil
    }

    package var childElements: [XMLElementNode] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }
}

package enum XMLContent: Sendable {
    case element(XMLElementNode)
    case text(String, isCDATA: Bool)
    case comment(String)
}
