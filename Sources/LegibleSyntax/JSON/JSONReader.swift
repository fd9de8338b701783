/// A strict RFC 8259 JSON reader that keeps the position of every value and key.
///
/// Foundation's `JSONSerialization` reports neither, and catalogs need both: findings point at
/// the line of a translation, and errors at the offending character. Duplicate keys in one
/// object are rejected, since one of them would silently be lost.
package struct JSONReader {
    private var cursor: ScalarCursor
    private let file: String
    private var depth = 0
    /// An object another reader reads, which this one leaves empty.
    private var skipped: JSONObjectRuns?
    /// Whether the reader came to `skipped` and left it to the other reader.
    private var didSkip = false
    private static let maximumDepth = 512
    /// Objects up to this many members look for a duplicate key by walking their members;
    /// larger ones index their keys. Nearly every object in a catalog is this small, and
    /// hashing each key cost more than comparing it with a handful of others.
    private static let membersSearchedInOrder = 16
    /// Whether a key written twice in one object keeps its last value instead of being an error.
    private var keepsLastDuplicate = false
    /// The keys written twice, when ``keepsLastDuplicate``: each later one and where the first was.
    private var duplicates: [Duplicate] = []
    /// Whether a comma may end an object's members or an array's elements (``parseAllowingTrailingCommas(_:file:)``).
    private var allowsTrailingCommas = false

    /// A key written a second time in one object, whose later value replaced the earlier one.
    package struct Duplicate: Sendable, Equatable {
        package var key: String
        package var position: SyntaxPosition
        package var first: SyntaxPosition
    }

    package static func parse(_ text: String, file: String) throws(SyntaxError) -> PositionedValue {
        try parseDocument(text, file: file, skipping: nil).value
    }

    /// Reads `text` as Foundation's `JSONSerialization` does where RFC 8259 leaves it open: a
    /// key written twice in one object keeps its last value (measured with swift-corelibs-
    /// foundation: `{"a": 1, "a": 3}` reads as `["a": 3]`). Each such key is returned, so that a
    /// reader can say what it did instead of failing the whole file. Every other error stays one.
    package static func parseKeepingLastDuplicate(
        _ text: String, file: String
    ) throws(SyntaxError) -> (value: PositionedValue, duplicates: [Duplicate]) {
        let (value, reader) = try readDocument(text, file: file, skipping: nil, keepsLastDuplicate: true)
        return (value, reader.duplicates)
    }

    /// Reads `text` as Xcode reads an asset catalog's `Contents.json`: a comma may follow an
    /// object's last member or an array's last element. AlphaWallet e4e5cc89 ships
    /// `generation.imageset/Contents.json` with `"filename" : "generation.pdf",\n}`, which Xcode
    /// builds and the app loads, and the whole catalog was reported unreadable. Every other
    /// error stays one.
    package static func parseAllowingTrailingCommas(_ text: String, file: String) throws(SyntaxError) -> PositionedValue {
        var reader = JSONReader(cursor: ScalarCursor(text), file: file)
        reader.allowsTrailingCommas = true
        return try reader.readWhole()
    }

    /// Reads the document `text` but for `object`, which it reads as an empty object at its
    /// place, for ``parseMembers(of:in:text:file:)`` to read run by run. `didSkip` is `false`
    /// when reading never came to `object`: the scan that found it was wrong about the text.
    package static func parse(
        _ text: String, file: String, skipping object: JSONObjectRuns
    ) throws(SyntaxError) -> (value: PositionedValue, didSkip: Bool) {
        try parseDocument(text, file: file, skipping: object)
    }

    private static func parseDocument(
        _ text: String, file: String, skipping object: JSONObjectRuns?
    ) throws(SyntaxError) -> (value: PositionedValue, didSkip: Bool) {
        let (value, reader) = try readDocument(text, file: file, skipping: object, keepsLastDuplicate: false)
        return (value, reader.didSkip)
    }

    /// Reads the whole document `text`, nothing but whitespace after its value, and returns the
    /// reader too for what it noted on the way (skipped object, duplicate keys).
    private static func readDocument(
        _ text: String, file: String, skipping object: JSONObjectRuns?, keepsLastDuplicate: Bool
    ) throws(SyntaxError) -> (value: PositionedValue, reader: JSONReader) {
        var reader = JSONReader(cursor: ScalarCursor(text), file: file)
        reader.skipped = object
        reader.keepsLastDuplicate = keepsLastDuplicate
        let value = try reader.readWhole()
        return (value, reader)
    }

    /// The document's one value, with nothing but whitespace around it.
    private mutating func readWhole() throws(SyntaxError) -> PositionedValue {
        cursor.skipWhitespace()
        let value = try parseValue()
        cursor.skipWhitespace()
        if !cursor.isAtEnd {
            throw error("unexpected text after the end of the JSON document")
        }
        return value
    }

    /// The members written in `run` of `object`, read as strictly as in a whole document: the
    /// run must be members separated by commas, and may not be empty.
    package static func parseMembers(
        of run: JSONObjectRuns.Run, in object: JSONObjectRuns, text: String, file: String
    ) throws(SyntaxError) -> [PositionedValue.Member] {
        var reader = JSONReader(cursor: ScalarCursor(text, bytes: run.bytes, position: run.start), file: file)
        reader.depth = object.depth
        return try reader.parseMembers(closedBy: nil)
    }

    private init(cursor: ScalarCursor, file: String) {
        self.cursor = cursor
        self.file = file
    }

    private func error(_ message: String, at position: SyntaxPosition? = nil) -> SyntaxError {
        SyntaxError(file: file, position: position ?? cursor.position, message: message)
    }

    private func describeCurrent() -> String {
        guard let scalar = cursor.current else { return "the end of the file" }
        return "'\(Character(scalar))'"
    }

    private mutating func parseValue() throws(SyntaxError) -> PositionedValue {
        let start = cursor.position
        guard let scalar = cursor.current else {
            throw error("expected a JSON value, found the end of the file")
        }
        switch scalar {
        case "{": return try parseObject()
        case "[": return try parseArray()
        case "\"": return PositionedValue(kind: .string(try parseString()), position: start)
        case "t":
            try expectLiteral("true")
            return PositionedValue(kind: .bool(true), position: start)
        case "f":
            try expectLiteral("false")
            return PositionedValue(kind: .bool(false), position: start)
        case "n":
            try expectLiteral("null")
            return PositionedValue(kind: .null, position: start)
        case "-", "0"..."9": return PositionedValue(kind: .number(try parseNumber()), position: start)
        default: throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    private mutating func expectLiteral(_ literal: String) throws(SyntaxError) {
        guard cursor.hasPrefix(literal) else {
            throw error("expected '\(literal)', found \(describeCurrent())")
        }
        cursor.advance(by: literal.unicodeScalars.count)
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw error("nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> PositionedValue {
        let start = cursor.position
        try enter()
        defer { depth -= 1 }
        if let skipped, cursor.byteOffset == skipped.bytes.lowerBound {
            didSkip = true
            cursor.jump(toByte: skipped.bytes.upperBound, at: skipped.end)
            return PositionedValue(kind: .object([]), position: start)
        }
        cursor.advance()
        cursor.skipWhitespace()
        if cursor.current == "}" {
            cursor.advance()
            return PositionedValue(kind: .object([]), position: start)
        }
        return PositionedValue(kind: .object(try parseMembers(closedBy: "}")), position: start)
    }

    /// Members up to the `closing` brace, or up to the end of the cursor's run for `nil`.
    private mutating func parseMembers(closedBy closing: Unicode.Scalar?) throws(SyntaxError) -> [PositionedValue.Member] {
        var members: [PositionedValue.Member] = []
        var keyPositions: [String: SyntaxPosition] = [:]
        while true {
            cursor.skipWhitespace()
            guard cursor.current == "\"" else {
                throw error("expected a quoted key, found \(describeCurrent())")
            }
            let keyPosition = cursor.position
            let key = try parseString()
            let first = Self.earlierPosition(of: key, at: keyPosition, among: members, indexed: &keyPositions)
            if let first, !keepsLastDuplicate {
                throw error("duplicate key \"\(key)\" (first defined at \(first))", at: keyPosition)
            }
            cursor.skipWhitespace()
            guard cursor.current == ":" else {
                throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
            }
            cursor.advance()
            cursor.skipWhitespace()
            let value = try parseValue()
            let member = PositionedValue.Member(key: key, keyPosition: keyPosition, value: value)
            if let first, let index = members.firstIndex(where: { $0.key == key }) {
                duplicates.append(Duplicate(key: key, position: keyPosition, first: first))
                members[index] = member
            } else {
                members.append(member)
            }
            cursor.skipWhitespace()
            if cursor.current == "," {
                cursor.advance()
                cursor.skipWhitespace()
                if allowsTrailingCommas, let closing, cursor.current == closing {
                    cursor.advance()
                    return members
                }
            } else if let closing, cursor.current == closing {
                cursor.advance()
                return members
            } else if closing == nil, cursor.isAtEnd {
                return members
            } else {
                throw error("expected ',' or '}' after an object member, found \(describeCurrent())")
            }
        }
    }

    /// Where `key` is already defined in an object with `members` so far, or `nil` after noting
    /// it at `position`. `index` holds the keys once the object outgrows a search in order.
    private static func earlierPosition(
        of key: String, at position: SyntaxPosition, among members: [PositionedValue.Member],
        indexed index: inout [String: SyntaxPosition]
    ) -> SyntaxPosition? {
        if members.count < membersSearchedInOrder {
            return members.first { $0.key == key }?.keyPosition
        }
        if index.isEmpty {
            for member in members { index[member.key] = member.keyPosition }
        }
        if let first = index[key] { return first }
        index[key] = position
        return nil
    }

    private mutating func parseArray() throws(SyntaxError) -> PositionedValue {
        let start = cursor.position
        try enter()
        defer { depth -= 1 }
        cursor.advance()
        var elements: [PositionedValue] = []
        cursor.skipWhitespace()
        if cursor.current == "]" {
            cursor.advance()
            return PositionedValue(kind: .array(elements), position: start)
        }
        while true {
            cursor.skipWhitespace()
            elements.append(try parseValue())
            cursor.skipWhitespace()
            switch cursor.current {
            case ",":
                cursor.advance()
                cursor.skipWhitespace()
                if allowsTrailingCommas, cursor.current == "]" {
                    cursor.advance()
                    return PositionedValue(kind: .array(elements), position: start)
                }
            case "]":
                cursor.advance()
                return PositionedValue(kind: .array(elements), position: start)
            default: throw error("expected ',' or ']' after a list element, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = cursor.position
        cursor.advance()
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = cursor.current else {
                throw error("unterminated string (it starts at \(start))", at: start)
            }
            switch scalar {
            case "\"":
                cursor.advance()
                return String(result)
            case "\\":
                let escapePosition = cursor.position
                cursor.advance()
                guard let escaped = cursor.advance() else {
                    throw error("unterminated string (it starts at \(start))", at: start)
                }
                switch escaped {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{08}")
                case "f": result.append("\u{0C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u": result.append(try parseUnicodeEscape(at: escapePosition))
                default: throw error("invalid escape '\\\(Character(escaped))' in a string", at: escapePosition)
                }
            default:
                if scalar.value < 0x20 {
                    throw error("control character U+\(String(scalar.value, radix: 16, uppercase: true)) inside a string; write it as an escape")
                }
                // Copy the run of plain characters in one go.
                let runStart = cursor.index
                cursor.advance(whileASCII: { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 >= 0x20 })
                if result.isEmpty, cursor.current == "\"" {
                    // No escape: the string is its text between the quotes, copied once.
                    let text = String(cursor.scalars[runStart..<cursor.index])
                    cursor.advance()
                    return text
                }
                result.append(contentsOf: cursor.scalars[runStart..<cursor.index])
            }
        }
    }

    private mutating func readHexQuad(at position: SyntaxPosition) throws(SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = cursor.current, digit.isASCIIHexDigit, let number = UInt32(String(digit), radix: 16) else {
                throw error("expected four hexadecimal digits after '\\u'", at: position)
            }
            value = value << 4 | number
            cursor.advance()
        }
        return value
    }

    private mutating func parseUnicodeEscape(at position: SyntaxPosition) throws(SyntaxError) -> Unicode.Scalar {
        let first = try readHexQuad(at: position)
        if (0xD800...0xDBFF).contains(first) {
            guard cursor.hasPrefix("\\u") else {
                throw error("unpaired UTF-16 surrogate in a '\\u' escape", at: position)
            }
            cursor.advance(by: 2)
            let second = try readHexQuad(at: position)
            guard (0xDC00...0xDFFF).contains(second),
                let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
            else {
                throw error("unpaired UTF-16 surrogate in a '\\u' escape", at: position)
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else {
            throw error("unpaired UTF-16 surrogate in a '\\u' escape", at: position)
        }
        return scalar
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = cursor.position
        var literal = ""
        func take(_ cursor: inout ScalarCursor, _ literal: inout String) {
            if let scalar = cursor.advance() { literal.unicodeScalars.append(scalar) }
        }
        if cursor.current == "-" { take(&cursor, &literal) }
        guard let first = cursor.current, first.isASCIIDigit else {
            throw error("invalid number: expected a digit", at: start)
        }
        if first == "0" {
            take(&cursor, &literal)
            if let next = cursor.current, next.isASCIIDigit {
                throw error("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            while let digit = cursor.current, digit.isASCIIDigit { take(&cursor, &literal) }
        }
        if cursor.current == "." {
            take(&cursor, &literal)
            guard let digit = cursor.current, digit.isASCIIDigit else {
                throw error("invalid number: expected a digit after '.'", at: start)
            }
            while let digit = cursor.current, digit.isASCIIDigit { take(&cursor, &literal) }
        }
        if cursor.current == "e" || cursor.current == "E" {
            take(&cursor, &literal)
            if cursor.current == "+" || cursor.current == "-" { take(&cursor, &literal) }
            guard let digit = cursor.current, digit.isASCIIDigit else {
                throw error("invalid number: expected a digit in the exponent", at: start)
            }
            while let digit = cursor.current, digit.isASCIIDigit { take(&cursor, &literal) }
        }
        guard let value = Double(literal), value.isFinite else {
            throw error("number \(literal) is out of range", at: start)
        }
        return value
    }
}
