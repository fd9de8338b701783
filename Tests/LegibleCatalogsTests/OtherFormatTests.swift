import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

@Suite("Android strings.xml, CSV and JSON")
struct OtherFormatTests {
    @Test func androidResourcesDecodeAsAAPTDoes() throws {
        let path = fixtures.path("android/values-de/strings.xml")
        let catalog = try StringCatalog(contentsOfFile: path)
        #expect(catalog.format == .androidXML)
        #expect(catalog.locales == ["de"])
        let title = try #require(catalog.entry("settings_title", "de"))
        #expect(title.text == "Einstellungen")
        #expect(title.metadata.comment == "Title of the settings screen")
        #expect(title.position == TextPosition(line: 4, column: 35))
        #expect(title.keyPosition == TextPosition(line: 4, column: 5))
        #expect(catalog.entry("apostrophe", "de")?.text == "Das ist's \"wert\"")
        #expect(catalog.entry("newline", "de")?.text == "Erste Zeile\nZweite Zeile")
        #expect(catalog.entry("spaces", "de")?.text == "viele Leerzeichen hier")
        #expect(catalog.entry("quoted", "de")?.text == "  bleibt   so  ")
        #expect(catalog.entry("welcome", "de")?.text == "Hallo %1$s, willkommen!")
        #expect(catalog.entry("rich", "de")?.text == "Fett und normal")
        #expect(catalog.entry("unicode", "de")?.text == "Grüße")
        #expect(catalog.entry("app_id", "de")?.metadata.shouldTranslate == false)
        #expect(catalog.entry("settings_title", "de")?.metadata.shouldTranslate == true)
        #expect(catalog.entry("songs", "de", "plural.one")?.text == "%d Lied")
        #expect(catalog.entry("songs", "de", "plural.other")?.text == "%d Lieder")
        #expect(catalog.entry("weekdays", "de", "item.1")?.text == "Dienstag")
        #expect(!catalog.keys.contains("accent"))
        #expect(catalog.entries.count == 13)
    }

    @Test func androidLocaleQualifiers() throws {
        let catalog = try StringCatalog(contentsOfFile: fixtures.path("android/values-pt-rBR/strings.xml"))
        #expect(catalog.entry("settings_title", "pt-BR")?.text == "Configurações")
        #expect(StringCatalog.locale(fromPath: "res/values-b+sr+Latn/strings.xml", format: .androidXML) == "sr-Latn")
        #expect(StringCatalog.locale(fromPath: "res/values/strings.xml", format: .androidXML) == nil)
        #expect(StringCatalog.locale(fromPath: "res/values-night/strings.xml", format: .androidXML) == nil)
    }

    @Test func androidUnclosedElement() {
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: fixtures.path("android/Unclosed.xml")) }
        #expect(error?.position == TextPosition(line: 4, column: 1))
        #expect(error?.message == "closing tag </resources> does not match <string> (opened at 3:5)")
    }

    @Test(arguments: [
        ("<resources><string name=\"a\">x &nbsp; y</string></resources>", "unknown entity &nbsp; (XML predefines &lt; &gt; &amp; &quot; &apos;)", 1, 31),
        ("<resources>\n<string name=\"a\" name=\"b\">x</string></resources>", "duplicate attribute 'name' in <string>", 2, 18),
        ("<strings/>", "expected a <resources> root element, found <strings>", 1, 1),
    ])
    func androidMalformedInput(input: String, message: String, line: Int, column: Int) {
        let error = expectSourceError {
            _ = try StringCatalog(data: Data(input.utf8), file: "strings.xml", format: .androidXML)
        }
        #expect(error?.message == message)
        #expect(error?.position == TextPosition(line: line, column: column))
    }

    /// One malformed resource, or text between resources, is skipped at its line and column and
    /// the rest of the file is read (the Android Gradle plugin's merger drops such text before
    /// aapt2 sees it: NewPipe's values-ru had `</string>&gt;` and still built). Only XML that is
    /// not well formed fails the file (above).
    @Test(arguments: [
        ("<resources><string>x</string><string name=\"b\">B</string></resources>", "<string> needs a name attribute", 1, 12),
        (
            "<resources><plurals name=\"p\"><item quantity=\"several\">x</item></plurals><string name=\"b\">B</string></resources>",
            "<plurals name=\"p\"> may only hold <item quantity=\"zero|one|two|few|many|other\">", 1, 30
        ),
        // A stray character between resources is named where it is, past comments, CDATA,
        // self-closing elements and '>' or '/' in quoted attribute values.
        (
            "<resources>\n  <string name=\"a\">A</string>&gt;\n  <string name=\"b\">B</string>\n</resources>",
            "stray punctuation (\">\") inside <resources>: the resource merger drops it; no resource is lost", 2, 30
        ),
        (
            #"<resources><!-- note > x --><string name="a" note="a>/b">A<![CDATA[<b>]]></string><item type="id" name="x"/> oops<string name="b">B</string></resources>"#,
            "text directly inside <resources>, outside any resource", 1, 110
        ),
    ])
    func androidMalformedPartIsSkipped(input: String, message: String, line: Int, column: Int) throws {
        let catalog = try StringCatalog(data: Data(input.utf8), file: "strings.xml", format: .androidXML, locale: "ru")
        #expect(catalog.skipped.map(\.message) == [message])
        #expect(catalog.skipped.first?.position == TextPosition(line: line, column: column))
        #expect(catalog.skipped.first?.file == "strings.xml")
        // The resource after the bad part is read.
        #expect(catalog.entry("b", "ru")?.text == "B")
    }

    /// Proton Mail 215edbf4 `values/dimens.xml:58`: text written as a comment between resources
    /// is a skipped part told apart as a stray comment (the merger drops it; nothing is lost).
    @Test func androidCommentWrittenAsTextIsAStrayComment() throws {
        let input = "<resources>\n  <dimen name=\"a\">2dp</dimen>\n  // standard button low 2dp\n  <string name=\"b\">B</string>\n</resources>"
        let catalog = try StringCatalog(data: Data(input.utf8), file: "dimens.xml", format: .androidXML, locale: "en")
        #expect(catalog.skipped.count == 1 && catalog.skipped.allSatisfy(StringCatalog.isStrayComment))
        #expect(catalog.skipped.first?.position == TextPosition(line: 3, column: 3))
        #expect(catalog.entry("b", "en")?.text == "B")
        // Text with a line that is no comment is still skipped.
        let mixed = "<resources><dimen name=\"a\">2dp</dimen>\n# one\noops\n<string name=\"b\">B</string></resources>"
        let skipped = try StringCatalog(data: Data(mixed.utf8), file: "dimens.xml", format: .androidXML, locale: "en")
        #expect(skipped.skipped.count == 1 && !skipped.skipped.contains(where: StringCatalog.isStrayComment))
    }

    /// osmeditor4android 4f41a432 `values/strings.xml:1066`, `…</string>¨`: punctuation alone
    /// between resources is told apart as dropped with nothing lost; a word is not.
    @Test func androidStrayPunctuationLosesNothing() throws {
        let input = "<resources>\n  <string name=\"a\">300m</string>¨\n  />\n  <string name=\"b\">B</string>\n</resources>"
        let catalog = try StringCatalog(data: Data(input.utf8), file: "strings.xml", format: .androidXML, locale: "en")
        #expect(catalog.skipped.count == 1 && catalog.skipped.allSatisfy(StringCatalog.isStrayComment), "\(catalog.skipped.map(\.message))")
        #expect(catalog.entry("b", "en")?.text == "B")
        let word = "<resources><string name=\"a\">A</string>Bookmarks<string name=\"b\">B</string></resources>"
        let skipped = try StringCatalog(data: Data(word.utf8), file: "strings.xml", format: .androidXML, locale: "en")
        #expect(skipped.skipped.count == 1 && !skipped.skipped.contains(where: StringCatalog.isStrayComment))
    }

    @Test func aWellFormedAndroidFileSkipsNothing() throws {
        let input = "<resources>\n  <!-- a comment -->\n  <string name=\"a\">A &gt; B</string>\n  <color name=\"c\">#fff</color>\n</resources>"
        let catalog = try StringCatalog(data: Data(input.utf8), file: "strings.xml", format: .androidXML, locale: "ru")
        #expect(catalog.skipped.isEmpty)
        #expect(catalog.entry("a", "ru")?.text == "A > B")
    }

    @Test func csvWithHeaderQuotingAndLocales() throws {
        let catalog = try StringCatalog(contentsOfFile: fixtures.path("strings.csv"))
        #expect(catalog.format == .csv)
        #expect(catalog.entries.count == 4)
        let title = try #require(catalog.entry("settings.title", "de"))
        #expect(title.text == "Einstellungen")
        #expect(title.metadata.comment == "Screen title")
        #expect(title.position == TextPosition(line: 2, column: 16))
        #expect(catalog.entry("save.button", "de")?.text == "Speichern, dann schließen")
        #expect(catalog.entry("save.button", "de")?.metadata.comment == nil)
        #expect(catalog.entry("quote", "de")?.text == "Er sagte \"Hallo\"")
        #expect(catalog.entry("multiline", "fr")?.text == "Zeile eins\nZeile zwei")
    }

    @Test func csvWithoutHeaderAndCRLF() throws {
        let catalog = try StringCatalog(contentsOfFile: fixtures.path("plain.csv"), locale: "en-GB")
        #expect(catalog.entries.map(\.key) == ["greeting", "farewell"])
        #expect(catalog.entry("farewell", "en-GB")?.text == "Goodbye, friend")
        #expect(catalog.entry("farewell", "en-GB")?.position == TextPosition(line: 2, column: 10))
    }

    @Test func csvMalformed() {
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: fixtures.path("BadQuote.csv")) }
        #expect(error?.position == TextPosition(line: 2, column: 19))
        #expect(error?.message == "expected ',' or a line break after a quoted field")
        let extra = expectSourceError {
            _ = try StringCatalog(data: Data("a,b,c\n".utf8), file: "three.csv", format: .csv)
        }
        #expect(extra?.message.hasPrefix("expected 2 fields (key,text), found 3") == true)
        let unterminated = expectSourceError {
            _ = try StringCatalog(data: Data("a,\"open\n".utf8), file: "open.csv", format: .csv)
        }
        #expect(unterminated?.position == TextPosition(line: 1, column: 3))
    }

    @Test func jsonMapAndList() throws {
        let map = try StringCatalog(contentsOfFile: fixtures.path("map.json"), locale: "de")
        #expect(map.entries.map(\.key) == ["settings.title", "save"])
        #expect(map.entry("save", "de")?.text == "Speichern")
        #expect(map.entry("save", "de")?.position == TextPosition(line: 3, column: 11))
        let list = try StringCatalog(contentsOfFile: fixtures.path("list.json"))
        #expect(list.entry("settings.title", "fr")?.text == "Réglages")
        #expect(list.entry("save", "zh-Hans")?.text == "保存")
        #expect(list.entry("save", "zh-Hans")?.metadata.comment == "Save button")
    }

    @Test func jsonMalformed() {
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: fixtures.path("NonString.json")) }
        #expect(error?.position == TextPosition(line: 3, column: 12))
        #expect(error?.message == "the value of \"count\" must be a string, found a number")
        let unknown = expectSourceError {
            _ = try StringCatalog(data: Data("[{\"key\": \"a\", \"txt\": \"b\"}]".utf8), file: "l.json", format: .json)
        }
        #expect(unknown?.message == "unknown field \"txt\"; expected key, text, locale or comment")
        #expect(unknown?.position == TextPosition(line: 1, column: 15))
    }

    /// Found by fuzzing (FuzzCatalogJSON): an empty "locale" gave an entry in no locale.
    @Test func jsonEmptyLocaleIsAnError() {
        let empty = expectSourceError {
            _ = try StringCatalog(data: Data(#"[{"key":"k","text":"v","locale":""}]"#.utf8), file: "strings.json", format: .json)
        }
        #expect(empty?.message == #""locale" of "k" is empty; expected a locale such as "de", or no "locale" for the catalog's own"#)
        #expect(empty?.position == TextPosition(line: 1, column: 33))
    }

    @Test func unknownExtensionAndMissingFile() {
        let unknown = expectSourceError { _ = try StringCatalog(contentsOfFile: "notes.txt") }
        #expect(unknown?.message.hasPrefix("unknown catalog format") == true)
        let missing = expectSourceError { _ = try StringCatalog(contentsOfFile: "/no/such/Localizable.xcstrings") }
        #expect(missing?.description == "/no/such/Localizable.xcstrings: no such file")
    }
}
