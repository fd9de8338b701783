/// Walks a text one Unicode scalar at a time, keeping the 1-based line and column.
///
/// Shared by the JSON, XML, `.strings` and CSV readers so every error position and entry
/// position is counted the same way. `\r\n` counts as one line break.
package struct ScalarCursor {
    /// The text's own scalar view: walking it decodes UTF-8 in place instead of copying the
    /// file into an array four times its size.
    package let scalars: String.UnicodeScalarView
    /// The same text's bytes, which share `scalars`' indices: ASCII, most of any catalog, is
    /// read a byte at a time without decoding.
    private let utf8: String.UTF8View
    package private(set) var index: String.UnicodeScalarView.Index
    /// Where the cursor stops: the text's end, or the end of the part it walks.
    private let endIndex: String.UnicodeScalarView.Index
    package private(set) var position = SyntaxPosition(line: 1, column: 1)

    package init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        scalars = text.unicodeScalars
        utf8 = text.utf8
        index = scalars.startIndex
        endIndex = scalars.endIndex
        if scalars.first == "\u{FEFF}" {
            index = scalars.index(after: index)
        }
    }

    /// A cursor over the UTF-8 bytes `bytes` of `text` alone, which start at `position`: the
    /// text beyond them reads as the end. `bytes` must start and end between scalars.
    package init(_ text: String, bytes: Range<Int>, position: SyntaxPosition) {
        var text = text
        text.makeContiguousUTF8()
        scalars = text.unicodeScalars
        utf8 = text.utf8
        index = utf8.index(utf8.startIndex, offsetBy: bytes.lowerBound)
        endIndex = utf8.index(utf8.startIndex, offsetBy: bytes.upperBound)
        self.position = position
    }

    /// The cursor's offset in the text's UTF-8 bytes.
    package var byteOffset: Int { utf8.distance(from: utf8.startIndex, to: index) }

    /// Moves to the UTF-8 byte `offset`, known to be at `position`, without reading the text
    /// between: for a part another reader reads.
    package mutating func jump(toByte offset: Int, at position: SyntaxPosition) {
        index = utf8.index(utf8.startIndex, offsetBy: offset)
        self.position = position
    }

    package var isAtEnd: Bool { index >= endIndex }

    package var current: Unicode.Scalar? {
        guard index < endIndex else { return nil }
        let byte = utf8[index]
        return byte < 0x80 ? Unicode.Scalar(byte) : scalars[index]
    }

    /// Whether the text at the cursor starts with `literal`. Compared byte by byte: two texts
    /// have the same scalars exactly when they have the same UTF-8, and decoding scalars here
    /// cost an XML reader a tenth of its time (it asks at every `<`).
    package func hasPrefix(_ literal: String) -> Bool {
        var cursor = index
        for byte in literal.utf8 {
            guard cursor < endIndex, utf8[cursor] == byte else { return false }
            utf8.formIndex(after: &cursor)
        }
        return true
    }

    /// The text from `start` (an earlier ``index``) to the cursor.
    package func text(from start: String.UnicodeScalarView.Index) -> String {
        String(scalars[start..<index])
    }

    @discardableResult
    package mutating func advance() -> Unicode.Scalar? {
        guard index < endIndex else { return nil }
        let byte = utf8[index]
        let scalar: Unicode.Scalar
        if byte < 0x80 {
            scalar = Unicode.Scalar(byte)
            index = utf8.index(after: index)
        } else {
            scalar = scalars[index]
            index = scalars.index(after: index)
        }
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

    /// Moves past a run of scalars on one line: every non-ASCII scalar, and ASCII bytes while
    /// `isPart` accepts them. `isPart` must refuse line breaks (the column is counted, not the
    /// line); readers use this for the plain text between quotes, markup or separators.
    package mutating func advance(whileASCII isPart: (UInt8) -> Bool) {
        var scalarCount = 0
        while index < endIndex {
            let byte = utf8[index]
            if byte < 0x80 {
                guard isPart(byte) else { break }
            }
            if byte & 0xC0 != 0x80 { scalarCount += 1 }  // not a continuation byte
            utf8.formIndex(after: &index)
        }
        position.column += scalarCount
    }

    package mutating func skipWhitespace() {
        // Byte by byte, counting as `advance()` does: whitespace is a third of a catalog's bytes.
        while index < endIndex {
            switch utf8[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                position.column += 1
            case UInt8(ascii: "\n"):
                position.line += 1
                position.column = 1
            case UInt8(ascii: "\r"):
                let next = utf8.index(after: index)
                if next == endIndex || utf8[next] != UInt8(ascii: "\n") {
                    position.line += 1
                    position.column = 1
                }
            default:
                return
            }
            utf8.formIndex(after: &index)
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
