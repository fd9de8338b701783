/// Objective-C source into tokens, over its UTF-8 bytes: names, `@` keywords, numbers with their
/// suffixes, string literals (`"…"`, `@"…"`), character literals, preprocessor lines and
/// operators. Comments are kept aside for suppressions.
///
/// It never fails on malformed code (an unclosed string ends at its line, an unclosed comment at
/// the end of the file, a stray byte is a symbol); it stops only at a limit: more than
/// ``ObjCLimits/maximumTokens`` tokens, or brackets nested deeper than ``ObjCLimits/maximumDepth``.
struct ObjCLexer {
    private(set) var tokens: [ObjCToken] = []
    private(set) var comments: [ObjCComment] = []

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1
    private var depth = 0
    /// The line of the last token, to tell a comment after code from one on its own line.
    private var lastTokenLine = 0

    /// Lexes `text` completely.
    ///
    /// - Throws: ``ObjCLimitError`` at the token that passes a limit.
    static func lex(_ text: String) throws(ObjCLimitError) -> ObjCLexer {
        var lexer = ObjCLexer(bytes: Array(text.utf8))
        try lexer.run()
        return lexer
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func peek(_ offset: Int = 0) -> UInt8 {
        let at = index + offset
        return at < bytes.count ? bytes[at] : 0
    }

    /// Moves past one byte, keeping the line and column (continuation bytes of a multi-byte
    /// character add no column; `\r\n` is one break).
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        switch byte {
        case 0x0A:
            line += 1
            column = 1
        case 0x0D:
            if peek() != 0x0A {
                line += 1
                column = 1
            }
        default:
            if byte & 0xC0 != 0x80 { column += 1 }
        }
    }

    private func text(from start: Int) -> String { String(decoding: bytes[start..<index], as: UTF8.self) }

    private mutating func emit(_ kind: ObjCToken.Kind, _ text: String, line: Int, column: Int) throws(ObjCLimitError) {
        if tokens.count >= ObjCLimits.maximumTokens {
            throw ObjCLimitError(message: "the file has more than \(ObjCLimits.maximumTokens) tokens, the limit of a scanned file", line: line, column: column)
        }
        tokens.append(ObjCToken(kind: kind, text: text, line: line, column: column))
        lastTokenLine = line
    }

    private mutating func run() throws(ObjCLimitError) {
        var atLineStart = true
        while index < bytes.count {
            let byte = peek()
            let (startLine, startColumn) = (line, column)
            switch byte {
            case 0x0A, 0x0D:
                advance()
                atLineStart = true
                continue
            case 0x20, 0x09, 0x0C, 0x0B:
                advance()
                continue
            case UInt8(ascii: "#") where atLineStart:
                try emit(.preprocessor, preprocessorLine(), line: startLine, column: startColumn)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                try emit(.string, quoted(UInt8(ascii: "\"")), line: startLine, column: startColumn)
            case UInt8(ascii: "'"):
                try emit(.character, quoted(UInt8(ascii: "'")), line: startLine, column: startColumn)
            case UInt8(ascii: "@"):
                try at(line: startLine, column: startColumn)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                try emit(.number, number(), line: startLine, column: startColumn)
            case UInt8(ascii: ".") where Self.isDigit(peek(1)):
                try emit(.number, number(), line: startLine, column: startColumn)
            default:
                if Self.startsName(byte) {
                    try emit(.name, name(), line: startLine, column: startColumn)
                } else {
                    try emit(.symbol, symbol(), line: startLine, column: startColumn)
                    try nest(tokens[tokens.count - 1])
                }
            }
            atLineStart = false
        }
    }

    /// Keeps the depth of brackets, parentheses and braces, refusing more than the limit.
    private mutating func nest(_ token: ObjCToken) throws(ObjCLimitError) {
        switch token.text {
        case "(", "[", "{":
            depth += 1
            if depth > ObjCLimits.maximumDepth {
                throw ObjCLimitError(
                    message: "brackets nest more than \(ObjCLimits.maximumDepth) deep, the limit of a scanned file", line: token.line, column: token.column)
            }
        case ")", "]", "}":
            depth = max(0, depth - 1)
        default:
            break
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Letters, `_`, `$` and any byte of a non-ASCII character start a name.
    static func startsName(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count, Self.startsName(peek()) || Self.isDigit(peek()) { advance() }
        return text(from: start)
    }

    /// A number with its suffixes and exponent (`17`, `17.f`, `0x1F`, `1e-3`, `12UL`).
    private mutating func number() -> String {
        let start = index
        let hex = peek() == UInt8(ascii: "0") && (peek(1) | 0x20) == UInt8(ascii: "x")
        while index < bytes.count {
            let byte = peek()
            let lower = byte | 0x20
            if Self.isDigit(byte) || Self.startsName(byte) && byte < 0x80 || byte == UInt8(ascii: ".") {
                advance()
                let exponent = hex ? lower == UInt8(ascii: "p") : lower == UInt8(ascii: "e")
                if exponent, peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            } else {
                break
            }
        }
        return text(from: start)
    }

    /// A quoted literal's contents; it ends at its closing quote or, unclosed, at the line's end.
    private mutating func quoted(_ quote: UInt8) -> String {
        advance()
        let start = index
        while index < bytes.count, peek() != quote, peek() != 0x0A, peek() != 0x0D {
            if peek() == UInt8(ascii: "\\"), index + 1 < bytes.count { advance() }
            advance()
        }
        let contents = text(from: start)
        if index < bytes.count, peek() == quote { advance() }
        return contents
    }

    /// `@"…"` is a string; `@implementation` a keyword; a bare `@` (before `[`, `{`, `(`, a number
    /// or `YES`) a symbol.
    private mutating func at(line: Int, column: Int) throws(ObjCLimitError) {
        if peek(1) == UInt8(ascii: "\"") {
            advance()
            try emit(.string, quoted(UInt8(ascii: "\"")), line: line, column: column)
        } else if Self.startsName(peek(1)), !["YES", "NO", "true", "false"].contains(nameAfterAt()) {
            advance()
            try emit(.atKeyword, "@" + name(), line: line, column: column)
        } else {
            advance()
            try emit(.symbol, "@", line: line, column: column)
        }
    }

    private func nameAfterAt() -> String {
        var end = index + 1
        while end < bytes.count, Self.startsName(bytes[end]) || Self.isDigit(bytes[end]) { end += 1 }
        return String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
    }

    /// The operators of more than one character, longest first, as bytes.
    private static let symbols: [[UInt8]] = [
        "...", "<<=", ">>=", "->", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>", "::",
    ].map { Array($0.utf8) }

    /// The bytes that start one of ``symbols``.
    private static let symbolStarts: Set<UInt8> = Set(symbols.map { $0[0] })

    private mutating func symbol() -> String {
        let start = index
        if Self.symbolStarts.contains(peek()), let symbol = Self.symbols.first(where: matches) {
            for _ in symbol { advance() }
            return text(from: start)
        }
        advance()
        // A stray byte of a broken multi-byte character is one symbol with its continuation bytes.
        while index < bytes.count, peek() & 0xC0 == 0x80 { advance() }
        return text(from: start)
    }

    private func matches(_ symbol: [UInt8]) -> Bool {
        guard index + symbol.count <= bytes.count else { return false }
        for offset in symbol.indices where bytes[index + offset] != symbol[offset] { return false }
        return true
    }

    private mutating func lineComment() {
        let (startLine, startColumn, start) = (line, column, index)
        while index < bytes.count, peek() != 0x0A, peek() != 0x0D { advance() }
        comments.append(ObjCComment(text: text(from: start), line: startLine, column: startColumn, trailsCode: lastTokenLine == startLine))
    }

    private mutating func blockComment() {
        let (startLine, startColumn, start) = (line, column, index)
        advance()
        advance()
        while index < bytes.count, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
        if index < bytes.count {
            advance()
            advance()
        }
        comments.append(ObjCComment(text: text(from: start), line: startLine, column: startColumn, trailsCode: lastTokenLine == startLine))
    }

    /// A preprocessor line with its continuation lines, without its comments.
    private mutating func preprocessorLine() -> String {
        var result: [UInt8] = []
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "\\"), peek(1) == 0x0A || peek(1) == 0x0D {
                advance()
                if peek() == 0x0D { advance() }
                if index < bytes.count, peek() == 0x0A { advance() }
                result.append(0x20)
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                lineComment()
                break
            }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                blockComment()
                result.append(0x20)
                continue
            }
            result.append(byte)
            advance()
        }
        return String(decoding: result, as: UTF8.self)
    }
}
