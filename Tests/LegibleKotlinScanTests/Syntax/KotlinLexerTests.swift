import LegibleKotlinScan
import Testing

/// The lexer's tokens, by kind and text, for hand-written snippets; positions in Unicode scalars.
@Suite struct KotlinLexerTests {
    /// `kind:text` for each token but the end.
    static func shapes(_ text: String) -> [String] {
        KotlinLexer(text).tokens.dropLast().map { token in
            switch token.kind {
            case .name: "n:\(token.text)"
            case .number: "#:\(token.text)"
            case .string(let templates): (templates ? "t:" : "s:") + token.text
            case .character: "c:\(token.text)"
            case .symbol: token.text
            case .newline: "NL"
            case .end: "END"
            }
        }
    }

    @Test func numbersKeepTheirSuffixesAndSpIsAMember() {
        #expect(
            Self.shapes("1f 0xFF00FF00 1_000L 12.sp 1.5e3f 2u 3uL") == ["#:1f", "#:0xFF00FF00", "#:1_000L", "#:12", ".", "n:sp", "#:1.5e3f", "#:2u", "#:3uL"])
        #expect(Self.shapes("x = .5f") == ["n:x", "=", "#:.5f"])
        #expect(Self.shapes("x.dp.toSp()") == ["n:x", ".", "n:dp", ".", "n:toSp", "(", ")"])
        #expect(Self.shapes("a.5") == ["n:a", ".", "#:5"])
    }

    @Test func operatorsAreLongestFirst() {
        #expect(
            Self.shapes("a?.b ?: c::d 0..<n 1..2 { x -> y!! }") == [
                "n:a", "?.", "n:b", "?:", "n:c", "::", "n:d", "#:0", "..<", "n:n", "#:1", "..", "#:2", "{", "n:x", "->", "n:y", "!!", "}",
            ])
        #expect(Self.shapes("a === b !== c && d || e += 1") == ["n:a", "===", "n:b", "!==", "n:c", "&&", "n:d", "||", "n:e", "+=", "#:1"])
    }

    @Test func stringsDecodeEscapesAndKeepTemplates() {
        #expect(Self.shapes(#""Hi $name, ${a.b + "}"} \"q\" \u0041\n""#) == ["t:Hi $name, ${a.b + \"}\"} \"q\" A\n"])
        #expect(Self.shapes(#""plain \$x""#) == ["s:plain $x"])
        #expect(Self.shapes("\"\"\"\n  raw \"x\" \\n $y\n\"\"\"") == ["t:\n  raw \"x\" \\n $y\n"])
        #expect(Self.shapes("\"\"\"a\"\"\"\"") == ["s:a\""])
        #expect(Self.shapes(#"'a' '\n' '\u0042'"#) == ["c:a", "c:\n", "c:B"])
    }

    @Test func namesAnnotationsAndBackticks() {
        #expect(
            Self.shapes("@Suppress(\"legible:text.shrinks\") fun `my test`() {}") == [
                "@", "n:Suppress", "(", "s:legible:text.shrinks", ")", "n:fun", "n:my test", "(", ")", "{", "}",
            ])
        #expect(Self.shapes("val größe = 1") == ["n:val", "n:größe", "=", "#:1"])
    }

    @Test func commentsAreKeptAsideAndNestedBlockCommentsEndAtTheirOwnClose() {
        let lexer = KotlinLexer("a /* x /* y */ z */ b // legible:ignore-next-line all\n/** doc */ c")
        #expect(lexer.tokens.dropLast().map(\.text) == ["a", "b", "\n", "c"])
        #expect(lexer.comments.map(\.text) == ["/* x /* y */ z */", "// legible:ignore-next-line all", "/** doc */"])
        #expect(lexer.comments.map(\.trailsCode) == [true, true, false])
        #expect(lexer.diagnostics.isEmpty)
    }

    @Test func newlinesAreTokensAndCRLFIsOneBreak() {
        let lexer = KotlinLexer("a\r\n\r\nb\rc")
        #expect(Self.shapes("a\r\n\r\nb\rc") == ["n:a", "NL", "n:b", "NL", "n:c"])
        #expect(lexer.tokens.map(\.position.description) == ["1:1", "1:2", "3:1", "3:2", "4:1", "4:2"])
    }

    @Test func columnsCountUnicodeScalars() {
        // "é" is two bytes, "😀" four: one column each.
        let tokens = KotlinLexer("\"é😀\" x").tokens
        #expect(tokens[1].position == KotlinPosition(line: 1, column: 6))
    }

    @Test func malformedInputIsADiagnosticAtItsStart() {
        #expect(KotlinLexer("val a = 1\n  val s = \"open\nb").diagnostics.map(\.description) == ["2:11 the string is never closed"])
        #expect(KotlinLexer("x\n  /* open /* nested */").diagnostics.map(\.description) == ["2:3 the comment is never closed"])
        #expect(KotlinLexer("\"\"\"raw").diagnostics.map(\.description) == ["1:1 the string is never closed"])
        #expect(KotlinLexer("'a").diagnostics.map(\.description) == ["1:1 the character literal is never closed"])
        #expect(KotlinLexer("a \u{1} b").diagnostics.map(\.description) == ["1:3 unexpected character `\\u{1}`"])
        #expect(KotlinLexer("\"${a").diagnostics.map(\.description) == ["1:2 the string template is never closed", "1:1 the string is never closed"])
    }

    @Test func templatesNestedTooDeeplyAreADiagnosticNotACrash() {
        let text = String(repeating: "\"${", count: 5000) + String(repeating: "}\"", count: 5000)
        let lexer = KotlinLexer(text)
        #expect(lexer.diagnostics.contains { $0.message.contains("nested more than") })
    }
}

extension KotlinDiagnostic {
    var description: String { "\(position) \(message)" }
}
