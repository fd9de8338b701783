import LegibleSyntax
import Testing

/// `droppingWhitespaceBetweenElements`: storyboards' and layouts' indentation is left out; every
/// other text — whitespace that is an element's whole text, whitespace between words and tags,
/// text next to comments — is kept exactly, and positions do not move.
@Suite("XML reader: whitespace between elements")
struct XMLWhitespaceTests {
    /// The children as `e:NAME`, `t:TEXT` and `c:COMMENT`, in order.
    private func shape(_ node: XMLElementNode) -> [String] {
        node.children.map { content in
            switch content {
            case .element(let element): "e:\(element.name)"
            case .text(let text, _): "t:\(text)"
            case .comment(let text): "c:\(text)"
            }
        }
    }

    private func parse(_ xml: String, dropping: Bool) throws(SyntaxError) -> XMLElementNode {
        try XMLReader.parse(xml, file: "Main.storyboard", droppingWhitespaceBetweenElements: dropping)
    }

    @Test func indentationBetweenElementsIsLeftOut() throws {
        let xml = "<view>\n    <rect key=\"frame\"/>\n    <subviews>\n        <label id=\"a\"/>\n    </subviews>\n</view>"
        let dropped = try parse(xml, dropping: true)
        #expect(shape(dropped) == ["e:rect", "e:subviews"])
        #expect(shape(dropped.childElements[1]) == ["e:label"])
        // Without the option every run is kept, as before.
        let kept = try parse(xml, dropping: false)
        #expect(shape(kept) == ["t:\n    ", "e:rect", "t:\n    ", "e:subviews", "t:\n"])
        // The elements are where they were either way.
        let label = dropped.childElements[1].childElements[0]
        #expect(label.position == SyntaxPosition(line: 4, column: 9))
        #expect(label.position == kept.childElements[1].childElements[0].position)
    }

    @Test func textThatIsAllWhitespaceIsKept() throws {
        // An element whose whole text is whitespace (a label titled with a space) keeps it.
        let node = try parse("<string key=\"text\">  \n </string>", dropping: true)
        #expect(shape(node) == ["t:  \n "])
        #expect(shape(try parse("<a><string> </string></a>", dropping: true).childElements[0]) == ["t: "])
    }

    @Test func whitespaceNextToWordsOrCommentsIsKept() throws {
        // After a word, before a comment (the run after it precedes an element), around a
        // reference, and before an element after a word.
        #expect(shape(try parse("<s>Hi <b>you</b> <i>x</i></s>", dropping: true)) == ["t:Hi ", "e:b", "e:i"])
        #expect(shape(try parse("<s>\n  <!-- note -->\n  <v/>\n</s>", dropping: true)) == ["t:\n  ", "c: note ", "e:v"])
        #expect(shape(try parse("<s> &amp; </s>", dropping: true)) == ["t: & "])
        #expect(shape(try parse("<s> x <v/></s>", dropping: true)) == ["t: x ", "e:v"])
    }

    @Test func errorsKeepTheirPositions() {
        // Whitespace skipped at once still counts lines and columns.
        for dropping in [false, true] {
            do throws(SyntaxError) {
                _ = try parse("<a>\n   <b>\n      </c>\n</a>", dropping: dropping)
                Issue.record("expected an error")
            } catch {
                #expect(error.position == SyntaxPosition(line: 3, column: 7))
                #expect(error.message == "closing tag </c> does not match <b> (opened at 2:4)")
            }
        }
    }

    @Test func firstChildElementLooksOnlyAtElements() throws {
        let node = try parse("<v> <color key=\"textColor\"/> <color key=\"backgroundColor\"/> </v>", dropping: false)
        #expect(node.firstChildElement { $0.attribute("key") == "backgroundColor" }?.position == SyntaxPosition(line: 1, column: 30))
        #expect(node.firstChildElement { $0.name == "rect" } == nil)
    }
}
