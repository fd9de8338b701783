import LegibleSyntax
import Testing

/// XML 1.0 (§2.2 Char, §2.4 and §3.3.3 attribute-value normalisation) is the truth here: markup
/// characters become the five predefined entities, line breaks and tabs character references,
/// and what XML cannot carry at all U+FFFD.
@Suite("XML text escaping")
struct XMLTextTests {
    @Test(arguments: ["Save", "Enregistrer les modifications", "Сохранить", "保存", "حفظ", "👋🏽 e\u{301}", ""])
    func textWithoutMarkupIsUnchanged(text: String) {
        #expect(XMLText.escaped(text) == text)
    }

    @Test func markupBecomesThePredefinedEntities() {
        #expect(XMLText.escaped(#"Tom & "Jerry" <3 'n' >"#) == "Tom &amp; &quot;Jerry&quot; &lt;3 &apos;n&apos; &gt;")
    }

    @Test func lineBreaksAndTabsBecomeCharacterReferences() {
        #expect(XMLText.escaped("a\nb\r\tc") == "a&#10;b&#13;&#9;c")
    }

    @Test func charactersXMLForbidsBecomeReplacementCharacters() {
        #expect(XMLText.escaped("a\u{0}b\u{1B}c") == "a\u{FFFD}b\u{FFFD}c")
        #expect(XMLText.escaped("x\u{FFFE}y\u{FFFF}") == "x\u{FFFD}y\u{FFFD}")
    }

    @Test func markupAmongOtherScriptsKeepsThem() {
        #expect(XMLText.escaped("\"حفظ\" & 保存 <👋🏽>\u{FFFF}") == "&quot;حفظ&quot; &amp; 保存 &lt;👋🏽&gt;\u{FFFD}")
    }

    @Test func charactersSharingTheLeadByteOfU_FFFEAreKept() {
        // U+FF01 (！) and U+FFFD are also EF BF/BC … in UTF-8 and are allowed.
        #expect(XMLText.escaped("！\u{FFFD}") == "！\u{FFFD}")
    }
}
