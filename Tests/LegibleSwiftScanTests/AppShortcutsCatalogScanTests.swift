import Foundation
import LegibleCatalogs
import LegibleReporting
import LegibleScan
import LegibleSwiftScan
import Testing

/// An App Shortcuts phrase catalog is read, and its phrases are no label's text: CotEditor
/// 611b0ce5 `CotEditor/Localizables/AppShortcuts.xcstrings:7` was a `scan.unreadable` error
/// (its localizations hold a `"stringSet"`, no `"stringUnit"`), though Xcode builds it.
@Suite struct AppShortcutsCatalogScanTests {
    /// CotEditor 611b0ce5 `CotEditor/Localizables/AppShortcuts.xcstrings:1-30` (bg, cs, de), its
    /// last comma dropped to close it after de.
    static let catalog = """
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
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// CotEditor 611b0ce5 `CotEditor/Sources/Document/DocumentShortcuts.swift:26-44`: the
    /// phrase is Siri's and Shortcuts', no view's.
    static let shortcuts = """
        import AppIntents

        struct DocumentShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: CreateDocumentIntent(),
                            phrases: [
                                "Create a document in \\(.applicationName)",
                            ],
                            shortTitle: LocalizedStringResource("CreateDocumentIntent.shortTitle",
                                                                defaultValue: "Create Document", table: "Intents"),
                            systemImageName: "text.document")
            }

            static let shortcutTileColor: ShortcutTileColor = .lime
        }
        """

    static let key = "Create a document in ${applicationName}"

    static func scan(catalog: String = catalog) async throws -> ScanReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("legible-appshortcuts-\(UUID().uuidString)")
        let localizables = folder.appendingPathComponent("CotEditor/Localizables")
        try FileManager.default.createDirectory(at: localizables, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try catalog.write(to: localizables.appendingPathComponent("AppShortcuts.xcstrings"), atomically: true, encoding: .utf8)
        try shortcuts.write(to: folder.appendingPathComponent("CotEditor/DocumentShortcuts.swift"), atomically: true, encoding: .utf8)
        return try await ProjectScanner(paths: [folder.path], readers: [InterfaceBuilderReader(), SwiftSourceReader()]).scan()
    }

    @Test func aPhraseCatalogIsReadWithoutAFindingAndAuditsNoLabel() async throws {
        let report = try await Self.scan()
        // Must not fire: the catalog Xcode builds is readable, and its phrases are no label.
        #expect(report.findings.findings.isEmpty, "\(report.findings.findings)")
        #expect(report.labels.isEmpty, "\(report.labels.map(\.entries))")
    }

    @Test func aLocalizationWithNoTextIsStillUnreadableAtItsLine() async throws {
        // Must fire: cs holds neither a unit, a set nor variations (line 15, the cs localization).
        let broken = Self.catalog.replacingOccurrences(
            of: "\"stringSet\" : {\n            \"state\" : \"translated\",\n            \"values\" : [\n              \"Vytvořit",
            with: "\"stringSat\" : {\n            \"state\" : \"translated\",\n            \"values\" : [\n              \"Vytvořit")
        #expect(broken != Self.catalog)
        let findings = try await Self.scan(catalog: broken).findings.findings.filter { $0.rule == ScanRules.unreadable.id }
        #expect(findings.map(\.severity) == [.error], "\(findings)")
        #expect(findings.first?.location?.line == 15)
        #expect(findings.first?.message.contains("the cs localization") == true, "\(findings)")
    }

    @Test func onlyALabelNamingThePhraseTableAndKeyFindsThePhrases() throws {
        let catalog = try StringCatalog(data: Data(Self.catalog.utf8), file: "CotEditor/Localizables/AppShortcuts.xcstrings", format: .xcstrings, asXcode: true)
        let resources = ScanResources(catalogs: [catalog])
        // Must not: a text of the default table, `Localizable`, is no phrase of `AppShortcuts`.
        #expect(resources.entries(forKey: Self.key, table: nil, platform: .iOS).isEmpty)
        // Must: a text that names the table and key (`Text(_:tableName: "AppShortcuts")`) finds them.
        let named = resources.entries(forKey: Self.key, table: "AppShortcuts", platform: .iOS)
        // The snippet stops before en, so the key stands for the source language's phrase.
        #expect(named.map(\.locale) == ["en", "bg", "cs", "de"])
        #expect(named.first { $0.locale == "bg" }?.text == "Създай документ в ${applicationName}")
    }
}
