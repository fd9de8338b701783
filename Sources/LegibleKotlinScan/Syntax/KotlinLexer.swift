/// Kotlin source into tokens, over its UTF-8 bytes: names, numbers with their suffixes, strings
/// with templates (`$x`, `${…}`) and raw strings, character literals, operators, line breaks.
/// Comments (nested block comments too) are kept aside for suppressions.
///
/// It never fails: what it cannot read (an unclosed string or comment, a stray character) is a
/// diagnostic with its line and column, and lexing goes on. At most ``KotlinLimits/maximumTokens``
/// tokens are read and templates nest at most ``KotlinLimits/maximumDepth`` deep.
package struct KotlinLexer {
    package var tokens: [KotlinToken] = []
    package var comments: [KotlinComment] = []
    package var diagnostics: [KotlinDiagnostic] = []

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1
    /// The line of the last token, to tell a comment after code from one on its own line.
    var lastTokenLine = 0

    /// Lexes `text` completely.
    package init(_ text: String) {
        bytes = Array(text.utf8)
        run()
    }

    var position: KotlinPosition { KotlinPosition(line: line, column: column) }

    func peek(_ offset: Int = 0) -> UInt8 {
        let at = index + offset
        return at < bytes.count ? bytes[at] : 0
    }

    /// Moves past one byte, keeping the line and column (continuation bytes of a multi-byte
    /// character add no column; `\r\n` is one break).
    mutating func advance() {
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

    mutating func emit(_ kind: KotlinToken.Kind, _ text: String, at start: KotlinPosition) {
        tokens.append(KotlinToken(kind: kind, text: text, position: start))
        lastTokenLine = start.line
    }

    private mutating func run() {
        while index < bytes.count {
            if tokens.count >= KotlinLimits.maximumTokens {
                diagnostics.append(KotlinDiagnostic("more than \(KotlinLimits.maximumTokens) tokens; the rest of the file is not read", at: position))
                break
            }
            let byte = peek()
            let start = position
            switch byte {
            case 0x20, 0x09, 0x0C:
                advance()
            case 0x0A, 0x0D:
                advance()
                if let last = tokens.last, !last.isNewline { emit(.newline, "\n", at: start) }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment(start)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                blockComment(start)
            case UInt8(ascii: "\""):
                stringLiteral(start)
            case UInt8(ascii: "$") where peek(1) == UInt8(ascii: "$") || peek(1) == UInt8(ascii: "\""):
                // Multi-dollar interpolation (Kotlin 2.2): `$$"%1$s"`, where only `$$name` is a template.
                var dollars = 0
                while peek(dollars) == UInt8(ascii: "$") { dollars += 1 }
                if peek(dollars) == UInt8(ascii: "\"") {
                    for _ in 0..<dollars { advance() }
                    stringLiteral(start, dollars: dollars)
                } else {
                    unexpected(byte, start)
                }
            case UInt8(ascii: "'"):
                characterLiteral(start)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number(start)
            // `.5f` is a number, also after `)` or `else` (`if (pressed) .5f else .2f`, ReadYou): no member's
            // name starts with a digit, and `1..5` is `..` before this.
            case UInt8(ascii: ".") where Self.isDigit(peek(1)) && !(tokens.last.map(Self.endsOperand) ?? false):
                number(start)
            case UInt8(ascii: "`"):
                backtickedName(start)
            default:
                if Self.isNameStart(byte) {
                    name(start)
                } else if !symbol(start) {
                    unexpected(byte, start)
                }
            }
        }
        tokens.append(KotlinToken(kind: .end, text: "", position: position))
    }

    /// Whether a `.` after `token` is a member access rather than the start of `.5`: not after
    /// `)` or a keyword that ends no operand (`else`, `return`, `in`).
    static func endsOperand(_ token: KotlinToken) -> Bool {
        switch token.kind {
        case .name: !["else", "return", "in", "is", "throw", "to", "until", "downTo", "step"].contains(token.text)
        case .number, .string, .character: true
        case .symbol: token.text == "]" || token.text == "}"
        case .newline, .end: false
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
            || byte >= 0x80
    }

    static func isNamePart(_ byte: UInt8) -> Bool { isNameStart(byte) || isDigit(byte) }

    mutating func text(from start: Int) -> String { String(decoding: bytes[start..<index], as: UTF8.self) }

    private mutating func name(_ start: KotlinPosition) {
        let from = index
        while index < bytes.count, Self.isNamePart(bytes[index]) { advance() }
        emit(.name, text(from: from), at: start)
    }

    private mutating func backtickedName(_ start: KotlinPosition) {
        advance()
        let from = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
        let value = text(from: from)
        if peek() == UInt8(ascii: "`") {
            advance()
        } else {
            diagnostics.append(KotlinDiagnostic("the backticked name is never closed", at: start))
        }
        emit(.name, value, at: start)
    }

    private mutating func lineComment(_ start: KotlinPosition) {
        let from = index
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { advance() }
        comments.append(KotlinComment(text: text(from: from), position: start, trailsCode: lastTokenLine == start.line))
    }

    /// `/* … */`, nested as Kotlin nests them.
    private mutating func blockComment(_ start: KotlinPosition) {
        let from = index
        let trails = lastTokenLine == start.line
        var depth = 0
        while index < bytes.count {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance()
                advance()
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance()
                advance()
                if depth == 0 { break }
            } else {
                advance()
            }
        }
        if depth > 0 { diagnostics.append(KotlinDiagnostic("the comment is never closed", at: start)) }
        comments.append(KotlinComment(text: text(from: from), position: start, trailsCode: trails))
    }

    private mutating func number(_ start: KotlinPosition) {
        let from = index
        if peek() == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "b"), UInt8(ascii: "B")].contains(peek(1)) {
            advance()
            advance()
            while index < bytes.count, Self.isHexDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { advance() }
        } else {
            digits()
            if peek() == UInt8(ascii: "."), Self.isDigit(peek(1)) {
                advance()
                digits()
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
                if Self.isDigit(peek(1 + sign)) {
                    for _ in 0...sign { advance() }
                    digits()
                }
            }
        }
        // Suffixes: f F L u U uL.
        if peek() == UInt8(ascii: "u") || peek() == UInt8(ascii: "U") {
            advance()
            if peek() == UInt8(ascii: "L") { advance() }
        } else if peek() == UInt8(ascii: "f") || peek() == UInt8(ascii: "F") || peek() == UInt8(ascii: "L") {
            advance()
        }
        emit(.number, text(from: from), at: start)
    }

    private mutating func digits() {
        while index < bytes.count, Self.isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") { advance() }
    }

    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    private static let symbols: [String] = [
        "..<", "===", "!==", "?.", "?:", "::", "..", "->", "!!", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "++", "--",
        "(", ")", "[", "]", "{", "}", ",", ";", ":", ".", "=", "+", "-", "*", "/", "%", "<", ">", "!", "?", "@", "&", "|", "#",
    ]
    private static let symbolBytes: [[UInt8]] = symbols.map { Array($0.utf8) }
    /// First byte → the symbols starting with it, longest first (as ``symbols`` lists them): one
    /// lookup per symbol instead of a pass over all 46 (the lexer's hot spot on Element X, 16% of
    /// a debug scan's CPU).
    private static let symbolsByFirstByte: [[Int]] = {
        var table = [[Int]](repeating: [], count: 256)
        for (offset, candidate) in symbolBytes.enumerated() { table[Int(candidate[0])].append(offset) }
        return table
    }()

    private mutating func symbol(_ start: KotlinPosition) -> Bool {
        for offset in Self.symbolsByFirstByte[Int(bytes[index])] {
            let candidate = Self.symbolBytes[offset]
            guard index + candidate.count <= bytes.count else { continue }
            var matched = 1
            while matched < candidate.count, bytes[index + matched] == candidate[matched] { matched += 1 }
            guard matched == candidate.count else { continue }
            for _ in 0..<candidate.count { advance() }
            emit(.symbol, Self.symbols[offset], at: start)
            return true
        }
        return false
    }

    private mutating func unexpected(_ byte: UInt8, _ start: KotlinPosition) {
        let shown = byte < 0x20 || byte == 0x7F ? "\\u{\(String(byte, radix: 16, uppercase: true))}" : String(UnicodeScalar(byte))
        diagnostics.append(KotlinDiagnostic("unexpected character `\(shown)`", at: start))
        advance()
    }
}
