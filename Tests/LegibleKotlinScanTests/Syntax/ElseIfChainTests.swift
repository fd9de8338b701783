import LegibleKotlinScan
import Testing

/// An `else if` chain is read in a loop: Amethyst 10149d71 ThreadFeedView.kt:1143, 32 branches
/// of `} else if (noteEvent is X) {`, was "nested more than 100 deep" and its last branches unread.
@Suite struct ElseIfChainTests {
    @Test func aChainIsTheSameTreeAsBefore() {
        let file = KotlinParser.parse("val c = if (a) 1 else if (b) {\n 2\n} else\n if (c) 3 else 4\nText(\"after\")")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))")
        #expect(file.statements.map(\.sketch) == ["val c = if(a | 1 | if(b | {2} | if(c | 3 | 4)))", #"call(Text; "after")"#])
    }

    @Test func aLongChainIsReadToItsLastBranch() {
        var text = "fun Note() {\n    if (e is E0) {\n        A0()\n    }"
        for index in 1..<200 { text += " else if (e is E\(index)) {\n        A\(index)()\n    }" }
        text += " else {\n        Text(\"last\")\n    }\n}\n"
        let file = KotlinParser.parse(text)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.prefix(2).map(\.description))")
        #expect(file.statements.first?.sketch.contains(#"call(Text; "last")"#) == true)
    }

    @Test func nestingInsideABranchStillCounts() {
        // Ifs nested inside then-branches are not a chain: 2,000 of them are still a diagnostic, not a crash.
        let nested = KotlinParser.parse(String(repeating: "if (a) {\n", count: 2_000) + String(repeating: "}\n", count: 2_000) + "Text(\"after\")")
        #expect(nested.diagnostics.first?.message.contains("nested more than 100 deep") == true)
        #expect(nested.statements.last?.sketch == #"call(Text; "after")"#)
    }
}
