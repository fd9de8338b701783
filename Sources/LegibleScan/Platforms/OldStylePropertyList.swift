import LegibleCore
import LegibleReporting

/// A value of an old-style (OpenStep, ASCII) property list, the format of an Xcode
/// `project.pbxproj`: strings, arrays and dictionaries. `<hex>` data is kept as its text.
enum OldStylePropertyList: Sendable, Hashable {
    case string(String)
    case array([OldStylePropertyList])
    case dictionary([String: OldStylePropertyList])

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var array: [OldStylePropertyList]? { if case .array(let items) = self { items } else { nil } }
    var dictionary: [String: OldStylePropertyList]? { if case .dictionary(let members) = self { members } else { nil } }
    subscript(key: String) -> OldStylePropertyList? { dictionary?[key] }
}

/// The limits of ``OldStylePropertyListParser``: a real `project.pbxproj` of a large app is a few
/// MB with tens of thousands of values, nested about six deep.
struct OldStylePropertyListLimits: Sendable, Hashable {
    /// The most bytes read: 32 MiB.
    var maximumBytes = 32 << 20
    /// The deepest nesting of arrays and dictionaries: 64 (a parser that recursed without one
    /// would overflow the stack on `((((…`).
    var maximumDepth = 64
    /// The most values (strings, arrays, dictionaries) in the file: 4,000,000.
    var maximumValues = 4_000_000
}

/// A bounded, tolerant reader of old-style property lists: comments (`/* */`, `//`) skipped,
/// quoted strings with their escapes, unquoted words, a missing last `;` or `,` forgiven. Bad input
/// throws `SourceFileError` at its line and column; it never crashes or runs past its limits.
struct OldStylePropertyListParser {
    private let bytes: [UInt8]
    private let file: String
    private let limits: OldStylePropertyListLimits
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var values = 0

    /// Parses `text` as one property list value.
    static func parse(_ text: String, file: String, limits: OldStylePropertyListLimits = OldStylePropertyListLimits()) throws(SourceFileError)
        -> OldStylePropertyList
    {
        guard text.utf8.count <= limits.maximumBytes else {
            throw SourceFileError(
                file: file,
                message: "\(text.utf8.count) bytes, over the limit of \(limits.maximumBytes) for a project file (OldStylePropertyListLimits.maximumBytes)")
        }
        var parser = OldStylePropertyListParser(bytes: Array(text.utf8), file: file, limits: limits)
        let value = try parser.value(depth: 0)
        try parser.skipTrivia()
        guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the property list") }
        return value
    }

    private init(bytes: [UInt8], file: String, limits: OldStylePropertyListLimits) {
        self.bytes = bytes
        self.file = file
        self.limits = limits
    }

    private func fail(_ message: String) -> SourceFileError {
        // Columns count bytes here; a pbxproj is ASCII but for the odd file name.
        SourceFileError(file: file, position: TextPosition(line: line, column: index - lineStart + 1), message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipTrivia() throws(SourceFileError) {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while let next = current, next != 0x0A { advance() }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = (index, line, lineStart)
                advance()
                advance()
                while current != nil, !(current == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) { advance() }
                guard current != nil else {
                    // Said where the comment opens, which is where the mistake is.
                    (index, line, lineStart) = start
                    throw fail("a comment is not closed with */")
                }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(SourceFileError) -> OldStylePropertyList {
        try skipTrivia()
        values += 1
        guard values <= limits.maximumValues else {
            throw fail("more than \(limits.maximumValues) values (OldStylePropertyListLimits.maximumValues)")
        }
        guard let byte = current else { throw fail("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard depth < limits.maximumDepth else { throw fail("nested deeper than \(limits.maximumDepth) (OldStylePropertyListLimits.maximumDepth)") }
            return byte == UInt8(ascii: "{") ? try dictionary(depth: depth + 1) : try array(depth: depth + 1)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted(byte))
        case UInt8(ascii: "<"): return .string(try data())
        default:
            guard Self.isWordByte(byte) else { throw fail("unexpected character '\(Self.shown(byte))'") }
            return .string(word())
        }
    }

    private mutating func dictionary(depth: Int) throws(SourceFileError) -> OldStylePropertyList {
        advance()
        var members: [String: OldStylePropertyList] = [:]
        while true {
            try skipTrivia()
            guard let byte = current else { throw fail("a dictionary is not closed with }") }
            if byte == UInt8(ascii: "}") {
                advance()
                return .dictionary(members)
            }
            guard case .string(let key) = try value(depth: depth) else { throw fail("a dictionary key must be a string") }
            try skipTrivia()
            guard current == UInt8(ascii: "=") else { throw fail("expected '=' after the key \"\(Self.escaped(key))\"") }
            advance()
            members[key] = try value(depth: depth)
            try skipTrivia()
            if current == UInt8(ascii: ";") {
                advance()
            } else if current != UInt8(ascii: "}") {
                throw fail("expected ';' or '}' after the value of \"\(Self.escaped(key))\"")
            }
        }
    }

    private mutating func array(depth: Int) throws(SourceFileError) -> OldStylePropertyList {
        advance()
        var items: [OldStylePropertyList] = []
        while true {
            try skipTrivia()
            guard let byte = current else { throw fail("an array is not closed with )") }
            if byte == UInt8(ascii: ")") {
                advance()
                return .array(items)
            }
            items.append(try value(depth: depth))
            try skipTrivia()
            if current == UInt8(ascii: ",") {
                advance()
            } else if current != UInt8(ascii: ")") {
                throw fail("expected ',' or ')' in an array")
            }
        }
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"): true
        default: byte >= 0x80
        }
    }

    private mutating func word() -> String {
        let start = index
        while let byte = current, Self.isWordByte(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func data() throws(SourceFileError) -> String {
        let start = index
        while let byte = current, byte != UInt8(ascii: ">") { advance() }
        guard current != nil else { throw fail("data is not closed with >") }
        advance()
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted(_ quote: UInt8) throws(SourceFileError) -> String {
        advance()
        var text: [UInt8] = []
        while let byte = current, byte != quote {
            advance()
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard let escaped = current else { break }
            advance()
            switch escaped {
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "r"): text.append(0x0D)
            // `\U00e9` and octal escapes: kept as written; a path or setting never needs them.
            default: text.append(escaped)
            }
        }
        guard current == quote else { throw fail("a quoted string is not closed") }
        advance()
        return String(decoding: text, as: UTF8.self)
    }

    private static func shown(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    /// A key in an error message, control characters escaped and at most 60 characters.
    private static func escaped(_ text: String) -> String {
        let shown = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
        return shown.count > 60 ? String(shown.prefix(59)) + "…" : shown
    }
}
