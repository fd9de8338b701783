/// Walks a text one Unicode scalar at a time, keeping the 1-based line and column.
///
/// Shared by the JSON, XML, `.strings` and CSV readers so every error position and entry
/// position is counted the same way. `\r\n` counts as one line break.
struct ScalarCursor {
    /// The text's own scalar view: walking it decodes UTF-8 in place instead of copying the
    /// file into an array four times its size.
    let scalars: String.UnicodeScalarView
    private(set) var index: String.UnicodeScalarView.Index
    private(set) var position = TextPosition(line: 1, column: 1)

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        scalars = text.unicodeScalars
        index = scalars.startIndex
        if scalars.first == "\u{FEFF}" {
            index = scalars.index(after: index)
        }
    }

    var isAtEnd: Bool { index >= scalars.endIndex }

    var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

    /// Whether the text at the cursor starts with `literal`.
    func hasPrefix(_ literal: String) -> Bool {
        var cursor = index
        for scalar in literal.unicodeScalars {
            guard cursor < scalars.endIndex, scalars[cursor] == scalar else { return false }
            cursor = scalars.index(after: cursor)
        }
        return true
    }

    @discardableResult
    mutating func advance() -> Unicode.Scalar? {
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

    mutating func advance(by count: Int) {
        for _ in 0..<count {
            advance()
        }
    }

    mutating func skipWhitespace() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            advance()
        }
    }
}

extension Unicode.Scalar {
    var isASCIIHexDigit: Bool {
        ("0"..."9").contains(self) || ("a"..."f").contains(self) || ("A"..."F").contains(self)
    }

    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
