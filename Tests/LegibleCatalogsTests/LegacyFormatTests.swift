import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

@Suite(".strings and .stringsdict")
struct LegacyFormatTests {
    @Test func stringsFileWithCommentsAndEscapes() throws {
        let catalog = try StringCatalog(contentsOfFile: fixtures.path("Localizable.strings"), locale: "de")
        #expect(catalog.format == .strings)
        #expect(catalog.keys == ["settings.title", "save", "multiline", "unicode", "backslash", "unquoted_key"])
        let title = try #require(catalog.entry("settings.title", "de"))
        #expect(title.text == "Einstellungen")
        #expect(title.metadata.comment == "Title of the settings screen")
        #expect(title.keyPosition == TextPosition(line: 2, column: 1))
        #expect(title.position == TextPosition(line: 2, column: 20))
        #expect(catalog.entry("save", "de")?.text == "Änderungen \"sichern\"")
        #expect(catalog.entry("save", "de")?.metadata.comment == "Button that saves changes")
        #expect(catalog.entry("multiline", "de")?.text == "Zeile 1\nZeile 2\tEnde")
        #expect(catalog.entry("multiline", "de")?.metadata.comment == nil)
        // \U00E9 is é; \UD83D\UDE00 is the UTF-16 surrogate pair of U+1F600.
        #expect(catalog.entry("unicode", "de")?.text == "Café \u{1F600}")
        #expect(catalog.entry("backslash", "de")?.text == "C:\\Programme")
        #expect(catalog.entry("unquoted_key", "de")?.text == "Unquoted")
    }

    @Test func utf16WithByteOrderMark() throws {
        let path = fixtures.path("Legacy-UTF16.strings")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
        let catalog = try StringCatalog(contentsOfFile: path)
        #expect(catalog.entry("greeting", "en")?.text == "Grüß Gott")
        #expect(catalog.entry("greeting", "en")?.position == TextPosition(line: 2, column: 14))
        #expect(catalog.entry("greeting", "en")?.metadata.comment == "UTF-16 with a byte-order mark")
        #expect(catalog.entry("line", "en")?.text == "zweite Zeile")
    }

    @Test func utf16BigEndianWithoutByteOrderMark() throws {
        let text = "\"k\" = \"Wert\";"
        let data = try #require(text.data(using: .utf16BigEndian))
        let catalog = try StringCatalog(data: data, file: "be.strings", format: .strings, locale: "de")
        #expect(catalog.entry("k", "de")?.text == "Wert")
    }

    @Test func localeComesFromTheLprojFolder() {
        #expect(StringCatalog.locale(fromPath: "App/de.lproj/Localizable.strings", format: .strings) == "de")
        #expect(StringCatalog.locale(fromPath: "App/zh-Hans.lproj/Localizable.stringsdict", format: .stringsdict) == "zh-Hans")
        #expect(StringCatalog.locale(fromPath: "App/Base.lproj/Main.strings", format: .strings) == nil)
    }

    @Test func unterminatedStringReportsWhereParsingStopped() {
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: fixtures.path("Unterminated.strings")) }
        // The quote opened on line 2 closes at the start of line 3, after which ';' is missing.
        #expect(error?.position == TextPosition(line: 3, column: 2))
        #expect(error?.message == "expected ';' after the entry \"broken\"")
    }

    @Test func missingSemicolon() {
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: fixtures.path("MissingSemicolon.strings")) }
        #expect(error?.position == TextPosition(line: 2, column: 1))
        #expect(error?.message == "expected ';' after the entry \"first\"")
    }

    @Test func invalidUnicodeEscape() {
        let error = expectSourceError {
            _ = try StringCatalog(data: Data("\"k\" = \"\\U12G4\";".utf8), file: "x.strings", format: .strings)
        }
        #expect(error?.position == TextPosition(line: 1, column: 8))
        #expect(error?.message == "expected four hexadecimal digits after '\\U'")
    }

    @Test func stringsdictPluralsWidthsAndSeveralVariables() throws {
        let catalog = try StringCatalog(contentsOfFile: fixtures.path("Localizable.stringsdict"), locale: "de")
        #expect(catalog.format == .stringsdict)
        let one = try #require(catalog.entry("files.count", "de", "plural.one"))
        #expect(one.text == "%d Datei")
        #expect(one.position == TextPosition(line: 16, column: 12))
        #expect(one.keyPosition == TextPosition(line: 5, column: 7))
        #expect(catalog.entry("files.count", "de", "plural.other")?.text == "%d Dateien")
        let both = catalog.entries.filter { $0.key == "upload.status" }
        #expect(
            both.map(\.variant) == [
                "substitution.files.plural.one,substitution.folders.plural.one",
                "substitution.files.plural.one,substitution.folders.plural.other",
                "substitution.files.plural.other,substitution.folders.plural.one",
                "substitution.files.plural.other,substitution.folders.plural.other",
            ])
        #expect(both.last?.text == "%1$d Dateien in %2$d Ordnern")
        #expect(catalog.entry("title.width", "de", "width.20")?.text == "Einst.")
        #expect(catalog.entry("title.width", "de", "width.50")?.text == "Einstellungen & Datenschutz")
    }

    @Test func stringsdictMismatchedTag() {
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: fixtures.path("MismatchedTag.stringsdict")) }
        #expect(error?.position == TextPosition(line: 7, column: 20))
        #expect(error?.message == "closing tag </key> does not match <string> (opened at 7:3)")
    }

    @Test func stringsdictVariableWithoutOther() {
        let plist = """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>%d item</string></dict></dict></dict></plist>
            """
        let error = expectSourceError {
            _ = try StringCatalog(data: Data(plist.utf8), file: "k.stringsdict", format: .stringsdict)
        }
        #expect(error?.position == TextPosition(line: 3, column: 6))
        #expect(error?.message.contains("has no 'other' form") == true)
    }
}
