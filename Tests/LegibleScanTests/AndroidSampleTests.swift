import Foundation
import LegibleColor
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import LegibleTokens
import LegibleTypeScale
import Testing

/// The Android half of `Examples/ScanSample`: every element the reader must find in the sample
/// layouts, with the values worked out by hand from the XML (and the resources it refers to),
/// never from the reader's own output.
@Suite struct AndroidSampleTests {
    static let res = packageRoot.appendingPathComponent("Examples/ScanSample/android/app/src/main/res").path

    static func read(_ layout: String, screenWidth: Double? = nil) throws -> (ScanFileResult, AndroidResources) {
        let resources = try AndroidResources(resFolders: [res])
        let path = "\(res)/\(layout)"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (try AndroidLayoutReader(screenWidth: screenWidth).read(text: text, path: path, android: resources), resources)
    }

    static func element(_ id: String, in result: ScanFileResult) throws -> ScannedElement {
        try #require(result.elements.first { $0.id == id }, "no element \(id)")
    }

    @Test func findsEveryTextViewAndControlInFileOrderAtItsStartTag() throws {
        let (result, _) = try Self.read("layout/activity_settings.xml")
        #expect(
            result.elements.map(\.id) == [
                "title", "caption", "save_label", "save_button", "close", "help", "notify", "badge", "legal", "swatch", "hint", "tag", "status",
            ])
        // Start tags: <TextView at 11:5, <com.google…MaterialButton at 36:5, <View at 89:5 (hand-counted).
        #expect(try Self.element("title", in: result).location.description.hasSuffix("activity_settings.xml:11:5"))
        #expect(try Self.element("save_button", in: result).location.line == 36)
        #expect(try Self.element("swatch", in: result).location.line == 89)
        #expect(result.elements.allSatisfy { $0.platform == .android && $0.qualifiers.isEmpty })
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test func kindsFollowTheViewClasses() throws {
        let (result, _) = try Self.read("layout/activity_settings.xml")
        let kinds = Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0.kind) })
        #expect(kinds["title"] == .label)
        #expect(kinds["save_button"] == .button)
        #expect(kinds["close"] == .button)
        #expect(kinds["notify"] == .toggle)
        #expect(kinds["swatch"] == .tappable)  // a plain View with clickable="true"
    }

    @Test func fontsScaleUnlessWrittenInDpOrPx() throws {
        let (result, _) = try Self.read("layout/activity_settings.xml")
        // ?attr/textAppearanceHeadlineSmall is Material 3's Headline Small role.
        #expect(try Self.element("title", in: result).font == .materialRole(.headlineSmall))
        // textSize="12dp": fixed.
        #expect(try Self.element("caption", in: result).font == .fixed(size: 12, unit: "dp", weight: .regular, family: nil))
        #expect(try Self.element("save_label", in: result).font == .scaled(size: 16, relativeTo: nil, weight: .regular, family: nil))
        // style Widget.Material3.Button sets Label Large.
        #expect(try Self.element("save_button", in: result).font == .materialRole(.labelLarge))
        #expect(try Self.element("legal", in: result).font == .fixed(size: 10, unit: "px", weight: .regular, family: nil))
        // TextAppearance.App.Caption → (dotted) TextAppearance.App → TextAppearance.Material3.BodyMedium.
        #expect(try Self.element("hint", in: result).font == .materialRole(.bodyMedium))
        // Widget.App.Tag → Widget.App.Tag.Base: @dimen/tag_text_alias → @dimen/tag_text = 11dp, bold.
        #expect(try Self.element("tag", in: result).font == .fixed(size: 11, unit: "dp", weight: .bold, family: nil))
        #expect(try Self.element("status", in: result).font == .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil))
    }

    @Test func textKeysAndDefaultLiterals() throws {
        let (result, resources) = try Self.read("layout/activity_settings.xml")
        #expect(try Self.element("save_label", in: result).text == ScannedText(key: "save_changes", literal: "Save changes"))
        #expect(try Self.element("status", in: result).text == ScannedText(key: nil, literal: "Offline"))
        #expect(resources.string(named: "save_changes", locale: "de") == "Änderungen speichern")
        #expect(resources.string(named: "save_changes", locale: "ja") == "変更を保存")
        #expect(resources.string(named: "save_changes", locale: "ar") == "حفظ التغييرات")
        // values-de has no "badge": Android falls back to the default strings.
        #expect(resources.string(named: "badge", locale: "de") == "99+")
        #expect(resources.locales == ["ar", "de", "en", "ja"])
    }

    @Test func textWidthsFromDimensionsPaddingAndParents() throws {
        let (result, _) = try Self.read("layout/activity_settings.xml")
        #expect(try Self.element("save_label", in: result).textWidth == .fixed(120))  // @dimen/label_width
        #expect(try Self.element("badge", in: result).textWidth == .fixed(40))
        // A root match_parent with no screen width: the screen less the root's 2 × 16 dp padding.
        #expect(try Self.element("title", in: result).textWidth == .screen(minus: 32))
        // With a 360 dp screen: root padding @dimen/screen_padding 16 dp on each side → 328.
        let (sized, _) = try Self.read("layout/activity_settings.xml", screenWidth: 360)
        #expect(try Self.element("title", in: sized).textWidth == .fixed(328))
        // wrap_content in a vertical LinearLayout: at most the parent's content width.
        #expect(try Self.element("caption", in: sized).textWidth == .maximum(328))
        // A button with no padding of its own takes its style's: Widget.Material3.Button pads its
        // text 24 + 24 dp (Tables/android-widget-padding.csv), so 160 − 48 = 112.
        #expect(try Self.element("save_button", in: sized).textWidth == .fixed(112))
    }

    @Test func landscapeLayoutCarriesItsQualifierAndPadding() throws {
        let (result, _) = try Self.read("layout-land/activity_settings.xml")
        let label = try #require(result.elements.first)
        #expect(label.qualifiers == ["land"])
        #expect(label.textWidth == .fixed(200 - 2 * 8))  // paddingHorizontal 8dp
        #expect(label.font == .materialRole(.bodyLarge))
        #expect(label.maxLines == 1)
    }

    @Test func targetSizesByArithmetic() throws {
        let (result, _) = try Self.read("layout/activity_settings.xml")
        let close = try Self.element("close", in: result)
        #expect(close.width == 32 && close.height == 32)
        // 24 dp vector + 12 dp padding on each side = 48 × 48: must not fire.
        let help = try Self.element("help", in: result)
        #expect(help.width == 48 && help.height == 48)
        // wrap_content with minHeight 48dp: tall enough; its width is the text's, unknown.
        let notify = try Self.element("notify", in: result)
        #expect(notify.height == 48 && notify.width == nil)
        let save = try Self.element("save_button", in: result)
        #expect(save.width == 160 && save.height == 48)
        let swatch = try Self.element("swatch", in: result)
        #expect(swatch.width == 40 && swatch.height == 40)
    }

    @Test func linesAndShrinking() throws {
        let (result, _) = try Self.read("layout/activity_settings.xml")
        #expect(try Self.element("save_label", in: result).maxLines == 1)
        #expect(try Self.element("title", in: result).maxLines == nil)
        // autoSizeMinTextSize 7sp of a 14sp text: it may shrink to half.
        #expect(try Self.element("badge", in: result).shrink == ScannedShrink(mechanism: "autoSizeTextType=\"uniform\"", minimumScale: 0.5))
        #expect(try Self.element("caption", in: result).shrink == nil)
    }

    @Test func coloursAndTheBackgroundBehindTheText() throws {
        let (result, resources) = try Self.read("layout/activity_settings.xml")
        let caption = try Self.element("caption", in: result)
        #expect(caption.textColor == .resource("muted"))
        #expect(caption.backgroundColor == .resource("surface"))  // the root LinearLayout's
        // The button's own fill is its backgroundTint, not the screen behind it.
        #expect(try Self.element("save_button", in: result).backgroundColor == .resource("brand"))
        // A <shape> drawable's <solid> fill.
        #expect(try Self.element("badge", in: result).backgroundColor == .resource("badge_fill"))
        #expect(try Self.element("badge", in: result).textColor == .literal(SRGBColor(red8: 255, green8: 255, blue8: 255), alpha: 1))
        // The text appearance's colour, when neither the view nor its style sets one.
        #expect(try Self.element("hint", in: result).textColor == .resource("muted"))
        // A theme attribute, in AndroidManifest.xml's application theme Theme.ScanSample, which does not set it:
        // its parent Theme.Material3.DayNight.NoActionBar's baseline, neutral_variant30 / neutral_variant80 in
        // material-components-android's tokens.xml (on the white / #121212 surface: 9.1:1 and 11.0:1, no finding).
        #expect(
            try Self.element("status", in: result).textColor
                == .themed(
                    "?attr/colorOnSurfaceVariant", theme: "Theme.ScanSample, from Theme.Material3.DayNight.NoActionBar's Material 3 baseline colours",
                    light: .literal(SRGBColor(red8: 0x49, green8: 0x45, blue8: 0x4F), alpha: 1),
                    dark: .literal(SRGBColor(red8: 0xCA, green8: 0xC4, blue8: 0xD0), alpha: 1)))
        // values-night: the colours the contrast rule compares in dark mode.
        #expect(resources.color(named: "surface", in: .light)?.color == SRGBColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF))
        #expect(resources.color(named: "surface", in: .dark)?.color == SRGBColor(red8: 0x12, green8: 0x12, blue8: 0x12))
        #expect(resources.color(named: "brand", in: .dark)?.color == SRGBColor(red8: 0x62, green8: 0x00, blue8: 0xEE))
        #expect(resources.color(named: "on_brand", in: .light)?.color == SRGBColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF))
    }

    @Test func suppressionsByRuleNameWithTheCommentAsReason() throws {
        let (result, _) = try Self.read("layout/activity_settings.xml")
        let legal = try Self.element("legal", in: result)
        #expect(legal.suppressions.map(\.rule) == ["text.fixed-size"])
        #expect(legal.suppressions.first?.reason == "Legal small print: its size is set by the regulator's template")
        #expect(legal.suppressions.first?.location.line == 81)
        // tools:ignore="HardcodedText" is Android Lint's, not ours.
        #expect(try Self.element("status", in: result).suppressions.isEmpty)
    }
}
