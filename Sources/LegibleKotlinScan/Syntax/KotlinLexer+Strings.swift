extension KotlinLexer {
    /// `"…"` or `"""…"""`: the value with escapes decoded and templates kept as written; after
    /// a `$$` prefix (`dollars` 2), a template takes that many `$` and fewer are text.
    mutating func stringLiteral(_ start: KotlinPosition, dollars: Int = 1) {
        var value: [UInt8] = []
        var hasTemplates = false
        scanString(start, depth: 0, dollars: dollars, value: &value, hasTemplates: &hasTemplates)
        emit(.string(hasTemplates: hasTemplates), String(decoding: value, as: UTF8.self), at: start)
    }

    /// Reads one string literal from its opening quote, appending its value to `value`.
    private mutating func scanString(_ start: KotlinPosition, depth: Int, dollars: Int = 1, value: inout [UInt8], hasTemplates: inout Bool) {
        let raw = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        for _ in 0..<(raw ? 3 : 1) { advance() }
        while index < bytes.count {
            let byte = peek()
            if byte == UInt8(ascii: "\"") {
                if !raw {
                    advance()
                    return
                }
                if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\"") {
                    // `""""` ends with the last three quotes; the ones before are text.
                    while peek(3) == UInt8(ascii: "\"") {
                        value.append(byte)
                        advance()
                    }
                    for _ in 0..<3 { advance() }
                    return
                }
                value.append(byte)
                advance()
            } else if !raw, byte == 0x0A || byte == 0x0D {
                break
            } else if !raw, byte == UInt8(ascii: "\\") {
                escape(into: &value)
            } else if byte == UInt8(ascii: "$"), dollars > 1 {
                // A run of `$`: the last `dollars` of them start a template when a name or `{` follows.
                var run = 0
                while peek(run) == UInt8(ascii: "$") { run += 1 }
                let after = peek(run)
                let templated = run >= dollars && (after == UInt8(ascii: "{") || Self.isNameStart(after))
                for _ in 0..<(templated ? run - dollars : run) {
                    value.append(byte)
                    advance()
                }
                guard templated else { continue }
                for _ in 0..<(dollars - 1) { advance() }
                hasTemplates = true
                if peek(1) == UInt8(ascii: "{") {
                    template(depth: depth, value: &value)
                } else {
                    let from = index
                    advance()
                    while index < bytes.count, Self.isNamePart(bytes[index]) { advance() }
                    value += bytes[from..<index]
                }
            } else if byte == UInt8(ascii: "$"), peek(1) == UInt8(ascii: "{") {
                hasTemplates = true
                template(depth: depth, value: &value)
            } else if byte == UInt8(ascii: "$"), Self.isNameStart(peek(1)) {
                hasTemplates = true
                let from = index
                advance()
                while index < bytes.count, Self.isNamePart(bytes[index]) { advance() }
                value += bytes[from..<index]
            } else {
                value.append(byte)
                advance()
            }
        }
        diagnostics.append(KotlinDiagnostic("the string is never closed", at: start))
    }

    /// `${…}` inside a string, kept as written; strings inside it are read (not kept apart).
    private mutating func template(depth: Int, value: inout [UInt8]) {
        let from = index
        let start = position
        advance()
        advance()
        if depth + 1 >= KotlinLimits.maximumDepth {
            diagnostics.append(KotlinDiagnostic("string templates nested more than \(KotlinLimits.maximumDepth) deep", at: start))
            value += bytes[from..<index]
            return
        }
        var braces = 1
        while index < bytes.count, braces > 0 {
            let byte = peek()
            if byte == UInt8(ascii: "\"") {
                var inner: [UInt8] = []
                var ignored = false
                scanString(position, depth: depth + 1, value: &inner, hasTemplates: &ignored)
                continue
            }
            if byte == UInt8(ascii: "{") { braces += 1 }
            if byte == UInt8(ascii: "}") { braces -= 1 }
            advance()
        }
        if braces > 0 { diagnostics.append(KotlinDiagnostic("the string template is never closed", at: start)) }
        value += bytes[from..<index]
    }

    private mutating func escape(into value: inout [UInt8]) {
        advance()
        guard index < bytes.count else { return }
        let byte = peek()
        switch byte {
        case UInt8(ascii: "n"): value.append(0x0A)
        case UInt8(ascii: "t"): value.append(0x09)
        case UInt8(ascii: "r"): value.append(0x0D)
        case UInt8(ascii: "b"): value.append(0x08)
        case UInt8(ascii: "u"):
            var code: UInt32 = 0
            var count = 0
            while count < 4, Self.isHexDigit(peek(1 + count)) {
                code = code * 16 + UInt32(Self.hexValue(peek(1 + count)))
                count += 1
            }
            if count == 4 {
                // A lone surrogate (half of `\uD83D\uDE00`) has no scalar of its own: a replacement character.
                value += Array(String(Unicode.Scalar(code) ?? "\u{FFFD}").utf8)
                for _ in 0..<4 { advance() }
            } else {
                diagnostics.append(KotlinDiagnostic("a \\u escape needs four hexadecimal digits", at: position))
            }
        case 0x0A, 0x0D: return
        default: value.append(byte)
        }
        advance()
    }

    static func hexValue(_ byte: UInt8) -> UInt8 {
        if isDigit(byte) { return byte - UInt8(ascii: "0") }
        return (byte | 0x20) - UInt8(ascii: "a") + 10
    }

    /// `'a'`, `'\n'`, `'\u0041'`.
    mutating func characterLiteral(_ start: KotlinPosition) {
        advance()
        var value: [UInt8] = []
        while index < bytes.count, peek() != UInt8(ascii: "'"), peek() != 0x0A, peek() != 0x0D {
            if peek() == UInt8(ascii: "\\") {
                escape(into: &value)
            } else {
                value.append(peek())
                advance()
            }
        }
        if peek() == UInt8(ascii: "'") {
            advance()
        } else {
            diagnostics.append(KotlinDiagnostic("the character literal is never closed", at: start))
        }
        emit(.character, String(decoding: value, as: UTF8.self), at: start)
    }
}
