/// Walks a text one Unicode scalar at a time, keeping the 1-based line and column.
///
/// Shared by the JSON, XML, `.strings` and CSV readers so every error position and entry
/// position is counted the same way. `\r\n` counts as one line break.
struct ScalarCursor {
    let scalars: [Unicode.Scalar]
    private(set) var index = 0
    private(set) var position = TextPosition(line: 1, column: 1)

    init(_ text: String) {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" {
            scalars.removeFirst()
        }
        self.scalars = scalars
    }

    var isAtEnd: Bool { index >= scalars.count }

    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int) -> Unicode.Scalar? {
        let target = index + offset
        return target >= 0 && target < scalars.count ? scalars[target] : nil
    }

    /// Whether the text at the cursor starts with `literal`.
    func hasPrefix(_ literal: String) -> Bool {
        var offset = 0
        for scalar in literal.unicodeScalars {
            guard peek(offset) == scalar else { return false }
            offset += 1
        }
        return true
    }

    @discardableResult
    mutating func advance() -> Unicode.Scalar? {
        guard let scalar = current else { return nil }
        index += 1
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
