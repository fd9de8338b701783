import LegibleCatalogs
import LegibleCore
import LegibleScan
import LegibleTypeScale
import Testing

/// `<string name="a">@string/b</string>`: the resource compiler keeps the value as a reference to
/// `b`, resolved in the device's locale, so the app shows `b`'s text in every locale `b` has
/// (Nextcloud's `etm_transfer_uuid`, an untranslatable alias of `etm_background_job_uuid`, was
/// measured as the 31 characters "@string/etm_background_job_uuid").
@Suite struct AndroidStringAliasTests {
    static func entry(_ key: String, _ locale: String, _ text: String) -> CatalogEntry {
        CatalogEntry(key: key, locale: locale, text: text, file: "res/values-\(locale)/strings.xml", position: TextPosition(line: 1, column: 1))
    }

    static let resources = ScanResources(catalogs: [
        StringCatalog(
            file: "res/values/strings.xml", format: .androidXML,
            entries: [
                entry("alias", "en", "@string/target"), entry("target", "en", "Target"), entry("loop", "en", "@string/loop"),
                entry("chain", "en", "@string/alias"), entry("mentions", "en", "See @string/target"),
            ]),
        StringCatalog(file: "res/values-de/strings.xml", format: .androidXML, entries: [entry("target", "de", "Ziel")]),
        StringCatalog(file: "res/values-fr/strings.xml", format: .androidXML, entries: [entry("target", "fr", "Cible"), entry("alias", "fr", "Autre")]),
    ])

    static func texts(_ key: String, platform: TextSizePlatform = .android) -> [String: String] {
        Dictionary(resources.entries(forKey: key, table: nil, platform: platform).map { ($0.locale, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    // The alias shows the target's text in each of its locales; its own fr translation wins there.
    @Test func anAliasShowsItsTargetInEveryLocale() {
        #expect(Self.texts("alias") == ["en": "Target", "de": "Ziel", "fr": "Autre"])
        #expect(Self.texts("chain") == ["en": "Target", "de": "Ziel", "fr": "Autre"])
        #expect(Self.resources.entries(forKey: "alias", table: nil, platform: .android).allSatisfy { $0.key == "alias" })
    }

    // Text that only mentions a reference is text; a cycle resolves to nothing rather than the
    // reference; other platforms' tables are not Android's.
    @Test func otherTextAndCyclesAreNotResolved() {
        #expect(Self.texts("mentions") == ["en": "See @string/target"])
        #expect(Self.texts("loop").isEmpty)
        #expect(Self.texts("target") == ["en": "Target", "de": "Ziel", "fr": "Cible"])
    }
}
