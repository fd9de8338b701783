import Foundation
import LegibleCatalogs
import Testing

/// Crowdin's in-context pseudo-language (`lol.lproj` in Open Food Facts) holds a placeholder
/// in place of each string; the app never shows it, so a catalog read drops it and keeps the rest.
@Suite("Crowdin in-context placeholders")
struct InContextPlaceholderTests {
    @Test func placeholdersAreDroppedAndRealTextKept() throws {
        let strings = """
            "a" = "crwdns154482:0crwdne154482:0";
            "b" = "crwdns2:0crwdne2:0";
            "c" = "Add a photo";
            "d" = "crwdns is how Crowdin marks strings";
            """
        let catalog = try StringCatalog(data: Data(strings.utf8), file: "lol.lproj/Localizable.strings", format: .strings)
        #expect(catalog.entries.map(\.key) == ["c", "d"])
        let android = #"<resources><string name="a">crwdns7:0crwdne7:0</string><string name="b">Hallo</string></resources>"#
        let values = try StringCatalog(data: Data(android.utf8), file: "res/values-ach/strings.xml", format: .androidXML)
        #expect(values.entries.map(\.key) == ["b"])
    }

    @Test func whatIsAPlaceholder() {
        #expect(StringCatalog.isInContextPlaceholder("crwdns154482:0crwdne154482:0"))
        #expect(!StringCatalog.isInContextPlaceholder("crwdns is how Crowdin marks strings"))
        #expect(!StringCatalog.isInContextPlaceholder("Crwdns154482:0crwdne154482:0"))
        #expect(!StringCatalog.isInContextPlaceholder("Add a photo"))
    }
}
