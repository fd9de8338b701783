/// A strict JSON (RFC 8259) syntax check that says where the first error is, by line and
/// column, and where every value starts, by coding path; Foundation's JSONDecoder on Linux
/// reports neither. Also rejects duplicate keys, which JSONDecoder would silently collapse.
struct TargetsJSONSyntax {
    /// A 1-based line and column (columns count characters, not bytes).
    struct Position: Hashable, CustomStringConvertible {
        let line: Int
        let column: Int
        var description: String { "line \(line), column \(column)" }
    }

    struct Failure: Error {
        let message: String
        let position: Position
    }

    /// Where each value starts, keyed by its path (`elements[2].frame.width`, `""` for the root).
    private(set) var valuePositions: [String: Position] = [:]

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private static let maximumDepth = 256

    /// Checks `text`, throwing the first syntax error found.
    init(checking text: String) throws(Failure) {
        bytes = Array(text.utf8)
        skipWhitespace()
        try parseValue(path: "")
        skipWhitespace()
        if offset < bytes.count { throw failure("unexpected \(describeCurrent()) after the end of the JSON value") }
    }

    private var position: Position {
        // Count characters, skipping UTF-8 continuation bytes.
        let column = bytes[lineStart..<min(offset, bytes.count)].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return Position(line: line, column: column)
    }

    private func failure(_ message: String) -> Failure {
        Failure(message: message, position: position)
    }

    private func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte < 0x20 { return "a control character" }
        if byte >= 0x80 { return "a non-ASCII character" }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: @autoclosure () -> String) throws(Failure) {
        guard offset < bytes.count, bytes[offset] == byte else {
            throw failure("\(message()), found \(describeCurrent())")
        }
        offset += 1
    }

    private mutating func parseValue(path: String) throws(Failure) {
        guard offset < bytes.count else { throw failure("expected a value, found end of file") }
        valuePositions[path] = position
        switch bytes[offset] {
        case UInt8(ascii: "{"): try parseObject(path: path)
        case UInt8(ascii: "["): try parseArray(path: path)
        case UInt8(ascii: "\""): _ = try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try parseNumber()
        case UInt8(ascii: "t"): try parseLiteral("true")
        case UInt8(ascii: "f"): try parseLiteral("false")
        case UInt8(ascii: "n"): try parseLiteral("null")
        default: throw failure("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("nested more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func parseObject(path: String) throws(Failure) {
        try enter()
        offset += 1
        skipWhitespace()
        var keys: Set<String> = []
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return
        }
        while true {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                throw failure("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyPosition = position
            let key = try parseString()
            if !keys.insert(key).inserted {
                throw Failure(message: "duplicate key \"\(key)\"", position: keyPosition)
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after the key \"\(key)\"")
            skipWhitespace()
            try parseValue(path: path.isEmpty ? key : "\(path).\(key)")
            skipWhitespace()
            guard offset < bytes.count else { throw failure("expected ',' or '}', found end of file") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
            } else if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                depth -= 1
                return
            } else {
                throw failure("expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(path: String) throws(Failure) {
        try enter()
        offset += 1
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return
        }
        var index = 0
        while true {
            try parseValue(path: "\(path)[\(index)]")
            index += 1
            skipWhitespace()
            guard offset < bytes.count else { throw failure("expected ',' or ']', found end of file") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                skipWhitespace()
            } else if bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                depth -= 1
                return
            } else {
                throw failure("expected ',' or ']' after an array item, found \(describeCurrent())")
            }
        }
    }

    /// Parses a string and returns its text with simple escapes resolved (`\u` escapes are
    /// kept as written: the text only names keys in messages).
    private mutating func parseString() throws(Failure) -> String {
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { break }
                let escape = bytes[offset]
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    text.append(escape)
                case UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    text.append(UInt8(ascii: " "))
                case UInt8(ascii: "u"):
                    let digits = bytes[(offset + 1)..<min(offset + 5, bytes.count)]
                    guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else {
                        throw failure("expected four hexadecimal digits after \\u")
                    }
                    text += [UInt8(ascii: "\\"), UInt8(ascii: "u")] + digits
                    offset += 4
                default:
                    throw failure("invalid escape \\\(Character(Unicode.Scalar(escape)))")
                }
                offset += 1
            case 0..<0x20:
                throw failure("control character inside a string (a string cannot span lines)")
            default:
                text.append(byte)
                offset += 1
            }
        }
        throw failure("unterminated string, found end of file")
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private mutating func parseNumber() throws(Failure) {
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, Self.isDigit(bytes[offset]) else { throw failure("expected a digit, found \(describeCurrent())") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, Self.isDigit(bytes[offset]) { throw failure("a number cannot start with 0") }
        } else {
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
                throw failure("expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, Self.isDigit(bytes[offset]) else {
                throw failure("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while offset < bytes.count, Self.isDigit(bytes[offset]) { offset += 1 }
    }

    private mutating func parseLiteral(_ literal: String) throws(Failure) {
        for expected in literal.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else {
                throw failure("expected \(literal), found \(describeCurrent())")
            }
            offset += 1
        }
    }
}
