import LegibleCatalogs
import Testing

/// The committed sample under Examples/overflow must stay readable and mean what its README says.
@Suite("Examples/overflow sample")
struct SampleTests {
    @Test func catalogHoldsFourLanguagesWithPluralsAndPlaceholders() throws {
        let catalog = try StringCatalog(contentsOfFile: example("Localizable.xcstrings"))
        #expect(catalog.locales == ["ar", "de", "en", "zh-Hans"])
        #expect(catalog.entry("settings.notifications.button", "de")?.text == "Einstellungen für Benachrichtigungen")
        #expect(catalog.entry("settings.notifications.button", "ar")?.metadata.needsReview == true)
        #expect(catalog.entries.filter { $0.key == "shared.photos" && $0.locale == "ar" }.count == 6)
        let german = try #require(catalog.entry("shared.photos", "de", "plural.other"))
        #expect(PlaceholderSamples().substitute(in: german.text) == "Alexandra hat 12,345 Fotos geteilt")
        #expect(catalog.entry("whats.new.badge", "en")?.metadata.isStale == true)
    }

    @Test func layoutCoversEveryKey() throws {
        let path = example("layout.yaml")
        let spec = try LayoutSpec(contentsOfFile: path)
        let catalog = try StringCatalog(contentsOfFile: example("Localizable.xcstrings"))
        for key in catalog.keys {
            #expect(spec.layout(forKey: key) != nil, "no layout for \(key)")
        }
        let button = try #require(spec.layout(forKey: "settings.notifications.button"))
        #expect(button.sizing == .textStyle(.body))
        #expect(button.weight == 600)
        #expect(button.width == 343)
        #expect(spec.layout(forKey: "settings.save")?.width == 160)
        #expect(spec.layout(forKey: "shared.photos")?.maxLines == 2)
        #expect(button.font(forLocale: "ar")?.hasSuffix("Examples/overflow/../../Fonts/Noto/NotoSansArabic-Regular.ttf") == true)
    }
}

@Suite("Entries for display")
struct EntryDisplayTests {
    @Test func displayTextAndPseudoCopies() throws {
        let catalog = try StringCatalog(contentsOfFile: example("Localizable.xcstrings"))
        let english = try #require(catalog.entry("shared.photos", "en", "plural.other"))
        #expect(english.displayText(using: PlaceholderSamples()) == "Alexandra shared 12,345 photos")
        let pseudo = english.pseudolocalized(Pseudolocalization(expansion: 0.4), locale: "en-XA")
        #expect(pseudo.locale == "en-XA")
        #expect(pseudo.variant == "plural.other")
        #expect(pseudo.position == english.position)
        #expect(pseudo.metadata.state == "new")
        // " shared  photos" (15 visible characters) grows to 21: six filler characters added.
        #expect(pseudo.text == "[%1$@ šĥáŕéð %2$lld þĥöţöš one t]")
        #expect(pseudo.displayText(using: PlaceholderSamples()) == "[Alexandra šĥáŕéð 12,345 þĥöţöš one t]")
    }
}
