import Foundation
import LegibleSyntax
import Testing

/// The XML reader's limits and strictness (its everyday use is tested through the catalogs and
/// Android colours that use it).
@Suite("XML reader")
struct XMLReaderTests {
    private func failure(_ xml: String) -> SyntaxError? {
        do {
            _ = try XMLReader.parse(xml, file: "strings.xml")
            return nil
        } catch {
            return error
        }
    }

    private func element(attributes count: Int) -> String {
        "<string " + (0..<count).map { "a\($0)=\"x\"" }.joined(separator: " ") + ">Hi</string>"
    }

    @Test func attributesAreLimitedPerElement() throws {
        let allowed = try XMLReader.parse(element(attributes: XMLReader.maximumAttributes), file: "strings.xml")
        #expect(allowed.attributes.count == 1000)
        #expect(allowed.attribute("a999") == "x")
        let one = String(element(attributes: 1000).prefix { $0 != ">" })
        #expect(
            failure(element(attributes: 1001))
                == SyntaxError(
                    file: "strings.xml", position: SyntaxPosition(line: 1, column: one.count + 2), message: "more than 1000 attributes in <string>"))
    }

    @Test func aHundredThousandAttributesAreRefusedAtOnce() {
        // Many attributes: one element with 100,000 attributes (1 MB) took 10.4 s, each name compared
        // with every one before it.
        let start = Date()
        #expect(failure(element(attributes: 100_000))?.message == "more than 1000 attributes in <string>")
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func duplicateAttributesAreStillFound() {
        #expect(
            failure("<a x=\"1\" y=\"2\" x=\"3\"/>")
                == SyntaxError(
                    file: "strings.xml", position: SyntaxPosition(line: 1, column: 16), message: "duplicate attribute 'x' in <a>"))
    }

    @Test func characterReferencesMustBeXMLCharacters() throws {
        for (reference, code) in [("&#0;", "U+0000"), ("&#x1F;", "U+001F"), ("&#xFFFE;", "U+FFFE"), ("&#65535;", "U+FFFF")] {
            #expect(
                failure("<string>a\(reference)</string>")
                    == SyntaxError(
                        file: "strings.xml", position: SyntaxPosition(line: 1, column: 10),
                        message: "character reference \(reference) is \(code), a character XML does not allow"))
        }
        #expect(failure("<string>&#xD800;</string>")?.message == "invalid character reference &#xD800;")
        let allowed = try XMLReader.parse("<s a=\"&#9;&#xA;\">&#13;&#x20;&#xFFFD;&#x10FFFF;</s>", file: "strings.xml")
        #expect(allowed.attribute("a") == "\t\n")
        guard case .text(let text, _) = allowed.children.first else {
            Issue.record("expected text")
            return
        }
        #expect(text.unicodeScalars.map(\.value) == [0x0D, 0x20, 0xFFFD, 0x10FFFF])
    }
}
