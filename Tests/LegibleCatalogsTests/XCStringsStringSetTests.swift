import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

/// App Shortcuts phrase catalogs give each localization a `"stringSet"` of alternative phrases
/// instead of a `"stringUnit"`: CotEditor 611b0ce5 `CotEditor/Localizables/AppShortcuts.xcstrings:7`
/// was refused (`the bg localization … has neither a "stringUnit" nor "variations"`) though
/// Xcode builds it.
@Suite("String Catalogs: App Shortcuts phrase sets")
struct XCStringsStringSetTests {
    /// CotEditor 611b0ce5 `CotEditor/Localizables/AppShortcuts.xcstrings:1-47` (bg, cs, de, en,
    /// en-GB of its one key), its last comma dropped to close it after en-GB.
    static let appShortcuts = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Create a document in ${applicationName}" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "bg" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "Създай документ в ${applicationName}"
                    ]
                  }
                },
                "cs" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "Vytvořit dokument v aplikaci ${applicationName}"
                    ]
                  }
                },
                "de" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "Ein Dokument in ${applicationName} erstellen"
                    ]
                  }
                },
                "en" : {
                  "stringSet" : {
                    "state" : "new",
                    "values" : [
                      "Create a document in ${applicationName}"
                    ]
                  }
                },
                "en-GB" : {
                  "stringSet" : {
                    "state" : "translated",
                    "values" : [
                      "Create a document in ${applicationName}",
                      "Make a document in ${applicationName}"
                    ]
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    static let key = "Create a document in ${applicationName}"

    static func read(_ text: String) throws -> StringCatalog {
        try StringCatalog(data: Data(text.utf8), file: "AppShortcuts.xcstrings", format: .xcstrings, asXcode: true)
    }

    @Test func eachPhraseOfASetIsATextOfItsLocalization() throws {
        let catalog = try Self.read(Self.appShortcuts)
        #expect(catalog.locales == ["bg", "cs", "de", "en", "en-GB"])
        let bulgarian = try #require(catalog.entry(Self.key, "bg", "stringSet.0"))
        #expect(bulgarian.text == "Създай документ в ${applicationName}")
        #expect(bulgarian.metadata.state == "translated")
        #expect(bulgarian.metadata.extractionState == "extracted_with_value")
        #expect(bulgarian.position == TextPosition(line: 11, column: 15))
        #expect(catalog.entry(Self.key, "de", "stringSet.0")?.text == "Ein Dokument in ${applicationName} erstellen")
        #expect(catalog.entry(Self.key, "en", "stringSet.0")?.metadata.state == "new")
        let british = catalog.entries.filter { $0.locale == "en-GB" }
        #expect(british.map(\.variant) == ["stringSet.0", "stringSet.1"])
        #expect(british.map(\.text) == ["Create a document in ${applicationName}", "Make a document in ${applicationName}"])
    }

    @Test func aLocalizationWithNoTextIsStillAnErrorAtItsLine() throws {
        // Must still fail: the cs localization holds neither a unit, a set nor variations.
        let broken = Self.appShortcuts.replacingOccurrences(
            of: "\"stringSet\" : {\n            \"state\" : \"translated\",\n            \"values\" : [\n              \"Vytvořit",
            with: "\"stringSat\" : {\n            \"state\" : \"translated\",\n            \"values\" : [\n              \"Vytvořit")
        #expect(broken != Self.appShortcuts)
        let error = expectSourceError { _ = try Self.read(broken) }
        #expect(error?.position == TextPosition(line: 15, column: 16))
        #expect(error?.message == "the cs localization of \"\(Self.key)\" has neither a \"stringUnit\", a \"stringSet\" nor \"variations\"")
    }

    @Test(arguments: [
        (#"{"stringSet":{"state":"new"}}"#, "\"stringSet\" of the en localization of \"k\" needs \"values\""),
        (#"{"stringSet":{"values":"Go"}}"#, "\"values\" of the en localization of \"k\" must be a list, found a string"),
        (#"{"stringSet":{"values":["Go",3]}}"#, "phrase 2 of the en localization of \"k\" must be a string, found a number"),
    ])
    func aMalformedSetIsAnError(localization: String, message: String) {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":"# + localization + "}}}}"
        let error = expectSourceError { _ = try Self.read(text) }
        #expect(error?.message == message)
    }
}
