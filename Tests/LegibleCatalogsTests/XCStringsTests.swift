import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

@Suite("String Catalogs (.xcstrings)")
struct XCStringsTests {
    let catalog: StringCatalog

    init() throws {
        catalog = try StringCatalog(contentsOfFile: fixtures.path("Catalog.xcstrings"))
    }

    @Test func readsEveryLocaleVariantAndSubstitution() {
        #expect(catalog.format == .xcstrings)
        #expect(catalog.sourceLanguage == "en")
        // Done: implicit en + de; files.count: 2 en + 6 ar; device: 2; stale: 1; substitution: 2.
        #expect(catalog.entries.count == 15)
        #expect(catalog.locales == ["ar", "de", "en"])
        #expect(catalog.keys == ["Done", "files.count", "greeting.device", "old.banner", "shared.summary"])
    }

    @Test func keyWithoutSourceLocalizationStandsForItsOwnText() throws {
        let implicit = try #require(catalog.entry("Done", "en"))
        #expect(implicit.text == "Done")
        #expect(implicit.metadata.textIsKey)
        #expect(implicit.position == TextPosition(line: 4, column: 5))
    }

    @Test func entryPositionPointsAtTheValue() throws {
        let german = try #require(catalog.entry("Done", "de"))
        #expect(german.text == "Fertig")
        #expect(german.metadata.state == "translated")
        #expect(german.position == TextPosition(line: 9, column: 23))
        #expect(german.keyPosition == TextPosition(line: 4, column: 5))
        #expect(german.file == fixtures.path("Catalog.xcstrings"))
    }

    @Test func pluralVariationsInEveryArabicForm() throws {
        let forms = catalog.entries.filter { $0.key == "files.count" && $0.locale == "ar" }.compactMap(\.variant)
        #expect(forms == ["plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other"])
        let other = try #require(catalog.entry("files.count", "ar", "plural.other"))
        #expect(other.text == "%lld ملف")
        #expect(other.metadata.needsReview)
        #expect(other.metadata.comment == "Number of files in a folder")
        #expect(catalog.entry("files.count", "en", "plural.one")?.text == "%lld file")
    }

    @Test func deviceVariations() {
        #expect(catalog.entry("greeting.device", "en", "device.iphone")?.text == "Tap to start")
        #expect(catalog.entry("greeting.device", "en", "device.mac")?.text == "Click to start")
        #expect(catalog.entry("greeting.device", "en", "device.mac")?.metadata.extractionState == "manual")
    }

    @Test func staleAndDoNotTranslateAreKept() throws {
        let stale = try #require(catalog.entry("old.banner", "en"))
        #expect(stale.metadata.isStale)
        #expect(!stale.metadata.shouldTranslate)
        #expect(catalog.entry("Done", "de")?.metadata.isStale == false)
    }

    @Test func substitutionsExpandWithTheirArgumentSpecifier() {
        let one = catalog.entry("shared.summary", "en", "substitution.photos.plural.one")
        let other = catalog.entry("shared.summary", "en", "substitution.photos.plural.other")
        #expect(one?.text == "%1$@ shared %2$lld photo")
        #expect(other?.text == "%1$@ shared %2$lld photos")
    }

    @Test func missingCommaNamesFileLineAndColumn() {
        let path = fixtures.path("MissingComma.xcstrings")
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: path) }
        #expect(error?.file == path)
        #expect(error?.position == TextPosition(line: 9, column: 13))
        #expect(error?.message.contains("expected ',' or '}'") == true)
        #expect(error?.description.hasPrefix("\(path):9:13: ") == true)
    }

    @Test func wrongValueTypeIsAnErrorAtTheValue() {
        let error = expectSourceError { _ = try StringCatalog(contentsOfFile: fixtures.path("WrongType.xcstrings")) }
        #expect(error?.position == TextPosition(line: 9, column: 23))
        #expect(error?.message == "\"value\" of the de localization of \"Done\" must be a string, found a number")
    }

    @Test func undefinedSubstitutionIsAnError() {
        let text = """
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"new","value":"%#@missing@"}}}}}}
            """
        let error = expectSourceError {
            _ = try StringCatalog(data: Data(text.utf8), file: "inline.xcstrings", format: .xcstrings)
        }
        #expect(error?.message.contains("defines no substitution \"missing\"") == true)
    }

    @Test(arguments: [
        ("", "expected a JSON value, found the end of the file", 1, 1),
        ("{\"strings\": {}} x", "unexpected text after the end of the JSON document", 1, 17),
        ("{\"strings\": {\"a\": {}, \"a\": {}}}", "duplicate key \"a\" (first defined at 1:14)", 1, 23),
        ("{\"strings\": \"x\"}", "\"strings\" must be an object, found a string", 1, 13),
        ("[1]", "a String Catalog must be an object, found a list", 1, 1),
        ("{\"strings\": {\"a\": {\"comment\": \"tab\there\"}}}", "control character U+9 inside a string; write it as an escape", 1, 35),
        ("{\n  \"strings\": {\"a\": {\"comment\": \"\\q\"}}}", "invalid escape '\\q' in a string", 2, 33),
    ])
    func malformedJSONIsRejectedWithPosition(input: String, message: String, line: Int, column: Int) {
        let error = expectSourceError {
            _ = try StringCatalog(data: Data(input.utf8), file: "bad.xcstrings", format: .xcstrings)
        }
        #expect(error?.message == message)
        #expect(error?.position == TextPosition(line: line, column: column))
    }
}
