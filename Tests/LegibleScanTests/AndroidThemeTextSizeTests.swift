import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Text views and buttons that set no size, measured at the size the app's theme gives them
/// (issue 34, item 1): a `TextView`'s default style takes `?android:attr/textAppearanceSmall`,
/// `TextAppearance.Material.Small`, 14 sp (AOSP `Widget.TextView`, `themes_material.xml`,
/// `dimens_material.xml` `text_size_small_material`), which AppCompat, Material Components and
/// Material 3 themes keep; a `<Button>` its family's button style's (Material 3: Label Large;
/// Material Components and AppCompat: 14 sp Medium).
@Suite struct AndroidThemeTextSizeTests {
    typealias Solve = AndroidLayoutSolveTests

    static func row(_ views: String) -> String {
        #"<FrameLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="90dp">\#(views)</FrameLayout>"#
    }

    static let plain =
        #"<TextView android:id="@+id/t" android:layout_width="match_parent" android:layout_height="wrap_content" android:singleLine="true" android:text="Synchronisation settings"/>"#

    static func read(_ layout: String, themeItems: String = "", parent: String = "Theme.AppCompat.Light") throws -> [String: ScannedElement] {
        try Solve.read(
            layout, screens: [320, 360], others: ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App")],
            values: #"<style name="Theme.App" parent="\#(parent)">\#(themeItems)</style>"#)
    }

    // The frame's content is 320 − 180 = 140 and 360 − 180 = 180 dp; the text view fills it at 14 sp.
    @Test func aPlainTextViewIsFourteenSpAtItsSolvedWidth() throws {
        for parent in ["Theme.AppCompat.Light", "Theme.MaterialComponents.DayNight", "Theme.Material3.Light"] {
            let elements = try Self.read(Self.row(Self.plain), parent: parent)
            #expect(elements["t"]?.font == .scaled(size: 14, relativeTo: nil, weight: .regular, family: nil), "\(parent)")
            #expect(Solve.close(Solve.widths(elements, "t"), [320: 140, 360: 180]), "\(parent)")
        }
    }

    // A <Button>: Material 3's is Label Large; AppCompat's 14 sp Medium.
    @Test func aPlainButtonTakesItsFamilysButtonText() throws {
        let button = #"<Button android:id="@+id/b" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#
        #expect(try Self.read(Self.row(button), parent: "Theme.Material3.Light")["b"]?.font == .materialRole(.labelLarge))
        #expect(try Self.read(Self.row(button))["b"]?.font == .scaled(size: 14, relativeTo: nil, weight: .medium, family: nil))
    }

    // Must not be given a size: an app theme that changes the default text appearance or the text
    // view style; a style through a theme attribute; a button in a theme that sets its button style.
    @Test func whatTheAppsThemeChangesStaysUnknown() throws {
        let appearance = try Self.read(Self.row(Self.plain), themeItems: #"<item name="android:textAppearanceSmall">@style/Small</item>"#)
        #expect(appearance["t"]?.font == nil)
        let style = try Self.read(Self.row(Self.plain), themeItems: #"<item name="android:textViewStyle">@style/Text</item>"#)
        #expect(style["t"]?.font == nil)
        let attribute = try Self.read(Self.row(Self.plain.replacingOccurrences(of: "<TextView ", with: #"<TextView style="?attr/myText" "#)))
        #expect(attribute["t"]?.font == nil)
        let button = #"<Button android:id="@+id/b" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#
        let styled = try Self.read(Self.row(button), themeItems: #"<item name="buttonStyle">@style/MyButton</item>"#)
        #expect(styled["b"]?.font == nil)
        // A size the view sets still wins.
        let own = try Self.read(Self.row(Self.plain.replacingOccurrences(of: "<TextView ", with: #"<TextView android:textSize="20sp" "#)))
        #expect(own["t"]?.font == .scaled(size: 20, relativeTo: nil, weight: .regular, family: nil))
    }

    // Roboto Regular "Synchronisation settings" is 153.5 dp at 14 sp (hb-shape: 22452/2048 em × 14):
    // on one line in 140 dp at 320 it overflows at every scale. "OK" (18.4 dp at 14 sp) fits at
    // every scale. With the app's own textAppearanceSmall the size is not known: not audited.
    @Test func thePlainTextViewIsAuditedForOverflow() async throws {
        func project(_ views: String, themeItems: String = "") -> [String: String] {
            [
                "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
                "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.AppCompat.Light">\#(themeItems)</style></resources>"#,
                "res/layout/main.xml": Self.row(views).replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
            ]
        }
        let report = try await AndroidTargetJudgingTests.scan(project(Self.plain))
        let overflows = report.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflows.count == 1)
        #expect(overflows.first?.message.hasPrefix("at 320") == true, "\(overflows.first?.message ?? "")")
        #expect(overflows.first?.message.contains("140 dp available") == true, "\(overflows.first?.message ?? "")")
        let short = try await AndroidTargetJudgingTests.scan(project(Self.plain.replacingOccurrences(of: "Synchronisation settings", with: "OK")))
        #expect(short.findings.findings.filter { $0.rule == "overflow.label" }.isEmpty)
        let themed = try await AndroidTargetJudgingTests.scan(
            project(Self.plain, themeItems: #"<item name="android:textAppearanceSmall">@style/Small</item>"#))
        #expect(themed.findings.findings.filter { $0.rule == "overflow.label" }.isEmpty)
    }
}
