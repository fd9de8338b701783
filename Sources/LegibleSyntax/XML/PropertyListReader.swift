/// Turns an XML property list into a ``PositionedValue`` tree (dictionaries keep their order
/// and the position of every key and value).
package enum PropertyListReader {
    package static func parse(_ text: String, file: String) throws(SyntaxError) -> PositionedValue {
        let root = try XMLReader.parse(text, file: file)
        guard root.name == "plist" else {
            throw SyntaxError(file: file, position: root.position, message: "expected a <plist> root element, found <\(root.name)>")
        }
        let elements = root.childElements
        guard elements.count == 1, let top = elements.first else {
            throw SyntaxError(file: file, position: root.position, message: "a <plist> must hold exactly one value")
        }
        return try value(top, file: file)
    }

    private static func text(of element: XMLElementNode, file: String) throws(SyntaxError) -> String {
        var result = ""
        for child in element.children {
            switch child {
            case .text(let text, _): result += text
            case .comment: continue
            case .element(let nested):
                throw SyntaxError(file: file, position: nested.position, message: "<\(element.name)> cannot contain <\(nested.name)>")
            }
        }
        return result
    }

    private static func value(_ element: XMLElementNode, file: String) throws(SyntaxError) -> PositionedValue {
        let position = element.contentPosition
        switch element.name {
        case "string", "date", "data":
            return PositionedValue(kind: .string(try text(of: element, file: file)), position: position)
        case "integer", "real":
            let literal = try text(of: element, file: file).trimmingWhitespace
            guard let number = Double(literal) else {
                throw SyntaxError(file: file, position: position, message: "<\(element.name)> '\(literal)' is not a number")
            }
            return PositionedValue(kind: .number(number), position: position)
        case "true", "false":
            return PositionedValue(kind: .bool(element.name == "true"), position: element.position)
        case "array":
            var elements: [PositionedValue] = []
            for child in element.childElements {
                elements.append(try value(child, file: file))
            }
            return PositionedValue(kind: .array(elements), position: element.position)
        case "dict":
            var members: [PositionedValue.Member] = []
            var pendingKey: (String, SyntaxPosition)?
            for child in element.childElements {
                if child.name == "key" {
                    if let (key, _) = pendingKey {
                        throw SyntaxError(file: file, position: child.position, message: "the key \"\(key)\" has no value")
                    }
                    let key = try text(of: child, file: file)
                    if members.contains(where: { $0.key == key }) {
                        throw SyntaxError(file: file, position: child.contentPosition, message: "duplicate key \"\(key)\"")
                    }
                    pendingKey = (key, child.contentPosition)
                } else {
                    guard let (key, keyPosition) = pendingKey else {
                        throw SyntaxError(file: file, position: child.position, message: "<\(child.name)> in a <dict> without a <key> before it")
                    }
                    members.append(.init(key: key, keyPosition: keyPosition, value: try value(child, file: file)))
                    pendingKey = nil
                }
            }
            if let (key, keyPosition) = pendingKey {
                throw SyntaxError(file: file, position: keyPosition, message: "the key \"\(key)\" has no value")
            }
            return PositionedValue(kind: .object(members), position: element.position)
        default:
            throw SyntaxError(file: file, position: element.position, message: "<\(element.name)> is not a property-list element")
        }
    }
}
