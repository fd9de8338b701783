import Foundation
import LegibleSyntax
import Testing

/// The general entities a DOCTYPE's internal subset declares: termux-app (30ebb2de,
/// `app/src/main/res/values/strings.xml:3`) names its app with `<!ENTITY TERMUX_APP_NAME "Termux">`
/// and `&TERMUX_APP_NAME;`, which aapt2 builds and the reader refused at 16:37.
@Suite("XML entities")
struct XMLEntityTests {
    /// The head of termux-app's `strings.xml`, as written.
    static let termux = """
        <?xml version="1.0" encoding="utf-8"?>

        <!DOCTYPE resources [
            <!ENTITY TERMUX_PACKAGE_NAME "com.termux">
            <!ENTITY TERMUX_APP_NAME "Termux">
            <!ENTITY TERMUX_API_APP_NAME "Termux:API">
            <!ENTITY TERMUX_STYLING_APP_NAME "Termux:Styling">
            ]>

        <resources>

            <string name="application_name">&TERMUX_APP_NAME;</string>
            <string name="shared_user_label">&TERMUX_APP_NAME; user</string>
            <string name="permission_run_command_description">execute arbitrary commands within &TERMUX_APP_NAME;
                environment and access files</string>
        </resources>
        """

    private func parse(_ xml: String) throws(SyntaxError) -> XMLElementNode {
        try XMLReader.parse(xml, file: "strings.xml")
    }

    private func failure(_ xml: String) -> SyntaxError? {
        do {
            _ = try parse(xml)
            return nil
        } catch {
            return error
        }
    }

    private func texts(_ root: XMLElementNode) -> [String: String] {
        root.childElements.reduce(into: [:]) { texts, element in
            texts[element.attribute("name") ?? ""] = element.children.compactMap { if case .text(let text, _) = $0 { text } else { nil } }.joined()
        }
    }

    @Test func termuxsDeclaredNamesAreExpanded() throws {
        let strings = texts(try parse(Self.termux))
        #expect(strings["application_name"] == "Termux")
        #expect(strings["shared_user_label"] == "Termux user")
        #expect(strings["permission_run_command_description"] == "execute arbitrary commands within Termux\n        environment and access files")
    }

    @Test func valuesReferToOtherEntitiesAndCharacters() throws {
        let root = try parse(
            """
            <!DOCTYPE r [
              <!-- a comment --><?pi x?>
              <!ELEMENT r ANY>
              <!ATTLIST r a CDATA "x>y">
              <!ENTITY % shared SYSTEM "shared.dtd">
              %shared;
              <!ENTITY full '&name;:&kind; &amp; &#38;amp; &#x41;'>
              <!ENTITY name "Termux">
              <!ENTITY kind "API">
              <!ENTITY name "Ignored, the first declaration binds">
              <!ENTITY amp "ignored, predefined">
              <!ENTITY logo SYSTEM "logo.png" NDATA png>
            ]>
            <r a="&full;"><s name="x">&full;</s></r>
            """)
        #expect(root.attribute("a") == "Termux:API & & A")
        #expect(texts(root)["x"] == "Termux:API & & A")
    }

    /// Must not pass silently: an entity no DOCTYPE declares is the error it was, at the `&`.
    @Test func anUndeclaredEntityIsStillAnError() {
        #expect(
            failure("<resources><string name=\"a\">x &nbsp; y</string></resources>")
                == SyntaxError(
                    file: "strings.xml", position: SyntaxPosition(line: 1, column: 31),
                    message: "unknown entity &nbsp; (XML predefines &lt; &gt; &amp; &quot; &apos;)"))
        // Termux's file without its DOCTYPE: the name is longer than the 12 characters read before.
        #expect(
            failure("<resources><string name=\"a\">&TERMUX_APP_NAME;</string></resources>")?.message
                == "unknown entity &TERMUX_APP_NAME; (XML predefines &lt; &gt; &amp; &quot; &apos;)")
        let declaredOthers = failure(Self.termux.replacingOccurrences(of: "user</string>", with: "&TERMUX_USER;</string>"))
        #expect(declaredOthers?.position == SyntaxPosition(line: 13, column: 56))
        #expect(
            declaredOthers?.message
                == "unknown entity &TERMUX_USER; (XML predefines &lt; &gt; &amp; &quot; &apos;; the DOCTYPE declares none by this name)")
        #expect(
            failure("<!DOCTYPE r [<!ENTITY a \"x &b; y\">]><r>&a;</r>")?.message
                == "unknown entity &b; in the value of the entity &a; (XML predefines &lt; &gt; &amp; &quot; &apos;)")
        #expect(failure("<r>a & b</r>")?.message == "'&' must start an entity such as &amp; or &#38;")
    }

    /// A billion laughs: ten levels of ten references would build 10⁹ characters. It stops at the
    /// budget, at the reference in the document, at once.
    @Test func anExpansionBombHitsTheLimit() throws {
        var doctype = "<!DOCTYPE r [\n<!ENTITY l0 \"lol\">\n"
        for level in 1...9 {
            doctype += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n"
        }
        // No hang (10⁹ characters would take minutes and gigabytes); generous for a loaded machine.
        let start = Date()
        let error = try #require(failure(doctype + "]>\n<r>ok &l9;</r>"))
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(error.position == SyntaxPosition(line: 13, column: 7))
        #expect(error.message.hasPrefix("expanding &l9; passes the limit of 1000000 characters"))
        #expect(error.message.contains("(XMLReader.maximumEntityExpansion)"))
        // Must fire the resolution: the same entities, used below the budget, are expanded.
        let small = try parse(doctype + "]>\n<r>&l3;</r>")
        guard case .text(let lols, _)? = small.children.first else {
            Issue.record("expected text")
            return
        }
        #expect(lols == String(repeating: "lol", count: 1000))
        // Entities that expand to nothing, 10⁹ references deep: each is expanded once, so the walk is short.
        var empty = "<!DOCTYPE r [<!ENTITY e0 \"\">"
        for level in 1...9 {
            empty += "<!ENTITY e\(level) \"" + String(repeating: "&e\(level - 1);", count: 10) + "\">"
        }
        #expect(try parse(empty + "]><r>&e9;</r>").children.isEmpty)
        // One long entity used a thousand times: every use is counted, 1,000 characters and the reference.
        let long = "<!DOCTYPE r [<!ENTITY k \"" + String(repeating: "x", count: 999) + "\">]><r>"
        #expect(try parse(long + String(repeating: "&k;", count: 1000) + "</r>").name == "r")
        #expect(failure(long + String(repeating: "&k;", count: 1001) + "</r>")?.message.hasPrefix("expanding &k; passes the limit") == true)
    }

    @Test func nestingAndCyclesAreErrors() {
        var chain = "<!DOCTYPE r [<!ENTITY n0 \"x\">"
        for level in 1...16 {
            chain += "<!ENTITY n\(level) \"&n\(level - 1);\">"
        }
        #expect(failure(chain + "]><r>&n15;</r>") == nil)
        let deep = failure(chain + "]><r>&n16;</r>")
        #expect(deep?.message.hasPrefix("entities nested more than 16 deep (&n16; → &n15; →") == true)
        #expect(deep?.message.hasSuffix("(XMLReader.maximumEntityNesting)") == true)
        #expect(
            failure("<!DOCTYPE r [<!ENTITY a \"&b;\"><!ENTITY b \"x&a;\">]><r>\n&a;</r>")
                == SyntaxError(
                    file: "strings.xml", position: SyntaxPosition(line: 2, column: 1), message: "the entity &a; refers to itself (&a; → &b; → &a;)"))
    }

    /// Nothing is fetched: a declared external entity is fine until used, and its use says why.
    @Test func externalEntitiesAreNeverFetched() throws {
        let doctype = "<!DOCTYPE r [<!ENTITY ext SYSTEM \"file:///etc/passwd\"><!ENTITY pub PUBLIC \"-//X//EN\" 'x.ent'>]>"
        #expect(try parse(doctype + "<r>plain</r>").name == "r")
        #expect(
            failure(doctype + "<r>&ext;</r>")?.message
                == "&ext; is an external entity (SYSTEM \"file:///etc/passwd\"), which Legible does not fetch, so its text is not known")
        #expect(failure(doctype + "<r a='&pub;'/>")?.message.hasPrefix("&pub; is an external entity (SYSTEM \"x.ent\")") == true)
        #expect(
            failure("<!DOCTYPE r [<!ENTITY b \"<b>x</b>\">]><r>&b;</r>")?.message
                == "the entity &b; holds markup ('<'), which Legible does not read as elements")
    }

    @Test(arguments: [
        ("<!DOCTYPE r [<!ENTITY a \"x\">", "unterminated DOCTYPE (it starts at 1:1)", 1, 1),
        ("<!DOCTYPE r [<!ENTITY a \"x>]><r/>", "unterminated value of the entity 'a' (it starts at 1:25)", 1, 25),
        ("<!DOCTYPE r [<!ENTITY a x>]><r/>", "expected a quoted value, SYSTEM or PUBLIC in the declaration of the entity 'a'", 1, 25),
        ("<!DOCTYPE r [<!ENTITY a \"%p;\">]><r/>", "'%' in the value of the entity 'a': the internal subset allows no parameter-entity reference there", 1, 26),
        ("<!DOCTYPE r [<!ENTITY a \"&#0;\">]><r/>", "character reference &#0; is U+0000, a character XML does not allow", 1, 26),
        ("<!DOCTYPE r [ junk ]><r/>", "expected a declaration, a comment or ']' in the DOCTYPE's internal subset", 1, 15),
        ("<!DOCTYPE r [<!ENTITY a \"&#38;\">]><r>&a;</r>", "the value of the entity &a; has an '&' that starts no entity", 1, 38),
    ])
    func aMalformedSubsetIsAnErrorAtItsPosition(input: String, message: String, line: Int, column: Int) {
        #expect(failure(input) == SyntaxError(file: "strings.xml", position: SyntaxPosition(line: line, column: column), message: message))
    }
}
