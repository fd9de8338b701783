import Foundation
import LegibleCatalogs
import LegibleCore
import LegibleReporting
import Testing

@testable import LegibleScan

/// A scan reads string catalogs as Xcode builds them: a String Catalog key written twice (Mlem
/// 83702b65 `Localizable.xcstrings:10620`) and a `.stringsdict` plural without `other` (Element
/// X 5d0343c4 `ru.lproj/Localizable.stringsdict:7`) were `scan.unreadable` errors on files the
/// apps ship. `legible audit` reads strictly and still refuses both.
@Suite("Catalogs read as Xcode reads them")
struct CatalogReadAsXcodeTests {
    /// Written by hand: "Save" twice, the second (line 6) with the French text that ships.
    static let duplicateKey = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Save" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Garder" } } } },
            "Other" : { },
            "Save" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } } } }
          },
          "version" : "1.0"
        }
        """

    /// Russian one/few/many without `other`, as Element X's files are.
    static func stringsdict(forms: [String]) -> String {
        let pairs = forms.map { "<key>\($0)</key><string>%d \($0)</string>" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>files</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key><string>%#@COUNT@</string>
                <key>COUNT</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  \(pairs)
                </dict>
              </dict>
            </dict>
            </plist>
            """
    }

    func scan(_ files: [String: String]) async throws -> [Finding] {
        let folder = try ScanFolder(files)
        defer { folder.remove() }
        return try await folder.scan().findings.findings.filter { $0.rule == ScanRules.unreadable.id }
    }

    @Test func aDuplicateKeyKeepsItsLastValueAsJSONSerializationDoes() throws {
        let catalog = try StringCatalog(data: Data(Self.duplicateKey.utf8), file: "L.xcstrings", format: .xcstrings, asXcode: true)
        #expect(catalog.entries.filter { $0.key == "Save" && $0.locale == "fr" }.map(\.text) == ["Enregistrer"])
        #expect(catalog.readingNotes.map { $0.position?.line } == [6])
    }

    @Test func aScanNotesADuplicateKeyInsteadOfRefusingTheCatalog() async throws {
        let findings = try await scan(["App/Localizable.xcstrings": Self.duplicateKey])
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.location?.line == 6)
        #expect(findings.first?.message.contains("the last one wins") == true)
    }

    @Test func aPluralWithoutOtherIsMeasuredInTheFormsItHas() throws {
        let text = Self.stringsdict(forms: ["one", "few", "many"])
        let catalog = try StringCatalog(data: Data(text.utf8), file: "ru.lproj/L.stringsdict", format: .stringsdict, asXcode: true)
        #expect(catalog.entries.map(\.text) == ["%d one", "%d few", "%d many"])
        #expect(catalog.readingNotes.count == 1)
    }

    @Test func aScanNotesAPluralWithoutOther() async throws {
        let findings = try await scan(["App/ru.lproj/Localizable.stringsdict": Self.stringsdict(forms: ["one", "few", "many"])])
        #expect(findings.map(\.severity) == [.note])
        #expect(findings.first?.message.contains("no 'other' form") == true)
    }

    @Test func wellFormedCatalogsGetNoNote() async throws {
        let catalog = Self.duplicateKey.replacingOccurrences(
            of: "\"Save\" : { \"localizations\" : { \"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Garder\" } } } },", with: "")
        let findings = try await scan([
            "App/Localizable.xcstrings": catalog,
            "App/ru.lproj/Localizable.stringsdict": Self.stringsdict(forms: ["one", "few", "many", "other"]),
        ])
        #expect(findings.isEmpty)
    }

    @Test func aPluralWithNoFormsAtAllIsStillUnreadable() async throws {
        let findings = try await scan(["App/ru.lproj/Localizable.stringsdict": Self.stringsdict(forms: [])])
        #expect(findings.map(\.severity) == [.error])
    }

    @Test func aStrictReadingStillRefusesBoth() {
        #expect(throws: SourceFileError.self) {
            try StringCatalog(data: Data(Self.duplicateKey.utf8), file: "L.xcstrings", format: .xcstrings)
        }
        #expect(throws: SourceFileError.self) {
            try StringCatalog(data: Data(Self.stringsdict(forms: ["one", "few"]).utf8), file: "ru.lproj/L.stringsdict", format: .stringsdict)
        }
    }
}
