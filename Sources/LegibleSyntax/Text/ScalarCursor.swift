/// Walks a text one Unicode scalar at a time, keeping the 1-based line and column.
///
/// Shared by the JSON, XML, `.strings` and CSV readers so every error position and entry
/// position is counted the same way. `\r\n` counts as one line break.
package struct ScalarCursor {
    /// The text's own scalar view: walking it decodes UTF-8 in place instead of copying the
    /// file into an array four times its size.
    package let scalars: String.UnicodeScalarView
    package private(set) var index: String.UnicodeScalarView.Index
    package private(set) var position = SyntaxPosition(line: 1, column: 1)

    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        scalars = text.unicodeScalars
        index = scalars.startIndex
        if scalars.first == "\u{FEFF}" {
            index = scalars.index(after: index)
        }
    }

    package var isAtEnd: Bool { index >= scalars.endIndex }

    package var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

    /// Whether the text at the cursor starts with `literal`.
    package func hasPrefix(_ literal: String) -> Bool {
        var cursor = index
        for scalar in literal.unicodeScalars {
            guard cursor < scalars.endIndex, scalars[cursor] == scalar else { return false }
            cursor = scalars.index(after: cursor)
        }
        return true
    }

    @discardableResult
    package mutating func advance() -> Unicode.Scalar? {
        guard let scalar = current else { return nil }
        index = scalars.index(after: index)
        if scalar == "\n" || (scalar == "\r" && current != "\n") {
            position.line += 1
            position.column = 1
        } else if scalar != "\r" {
            position.column += 1
        }
        return scalar
    }

    package mutating func advance(by count: Int) {
        for _ in 0..<count {
            advance()
        }
    }

    package mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            advance()
        }
    }
}

extension Unicode.Scalar {
    package var isASCIIHexDigit: Bool {
        ("0"..."9").contains(self) || ("a"..."f").contains(self) || ("A"..."F").contains(self)
    }

    package var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Character {
    package var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// The text without Unicode whitespace (line breaks included) at either end.
    package var trimmingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
