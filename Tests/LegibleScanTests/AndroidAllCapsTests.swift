import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// `textAllCaps` (issue 34, Android part, item 1): a text view whose text appearance, style or own
/// attributes set it draws its text upper-cased (`AllCapsTransformationMethod`), so it is measured
/// upper-cased. AppCompat's and Material Components' buttons are all caps by default
/// (`Base.TextAppearance.AppCompat.Button`, `Base.TextAppearance.MaterialComponents.Button`:
/// `textAllCaps` true); Material 3's are not (its type scale sets `textAllCaps` false).
@Suite struct AndroidAllCapsTests {
    typealias Solve = AndroidLayoutSolveTests

    static func read(_ views: String, parent: String, values: String = "") throws -> [String: ScannedElement] {
        try Solve.read(
            AndroidWidgetPaddingTests.frame(views), screens: [320, 360],
            others: ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App")],
            values: #"<style name="Theme.App" parent="\#(parent)"/>"# + values)
    }

    static func view(_ id: String, tag: String = "TextView", _ extra: String = "") -> String {
        #"<\#(tag) android:id="@+id/\#(id)" \#(extra) android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Go"/>"#
    }

    @Test func buttonsOfAppCompatAndMaterialComponentsAreAllCaps() throws {
        for parent in ["Theme.AppCompat.Light", "Theme.MaterialComponents.DayNight"] {
            let elements = try Self.read(Self.view("b", tag: "Button"), parent: parent)
            #expect(elements["b"]?.showsAllCaps == true, "\(parent)")
        }
        let styled = try Self.read(
            Self.view("text", tag: "com.google.android.material.button.MaterialButton", #"style="@style/Widget.MaterialComponents.Button.TextButton""#)
                + Self.view("compat", tag: "Button", #"style="@style/Widget.AppCompat.Button.Borderless""#)
                + Self.view("framework", tag: "Button", #"style="@android:style/Widget.Material.Button""#),
            parent: "Theme.Material3.Light")
        for id in ["text", "compat", "framework"] { #expect(styled[id]?.showsAllCaps == true, "\(id)") }
    }

    // Must not be capitals: a Material 3 button (plain or styled), a text view, a button whose own
    // attribute or app style turns it off.
    @Test func material3ButtonsTextViewsAndTurnedOffButtonsAreNot() throws {
        let m3 = try Self.read(
            Self.view("b", tag: "Button") + Self.view("t") + Self.view("outlined", tag: "Button", #"style="@style/Widget.Material3.Button.OutlinedButton""#),
            parent: "Theme.Material3.DayNight")
        for id in ["b", "t", "outlined"] { #expect(m3[id]?.showsAllCaps == false, "\(id)") }
        let off = try Self.read(
            Self.view("own", tag: "Button", #"android:textAllCaps="false""#) + Self.view("compat", tag: "Button", #"app:textAllCaps="false""#)
                + Self.view("styled", tag: "Button", #"style="@style/Plain""#),
            parent: "Theme.MaterialComponents.Light",
            values: #"<style name="Plain" parent="Widget.MaterialComponents.Button"><item name="android:textAllCaps">false</item></style>"#)
        for id in ["own", "compat", "styled"] { #expect(off[id]?.showsAllCaps == false, "\(id)") }
        // A text field's hint is not transformed (TextView draws mHint without the transformation
        // method); its text is.
        let fields = try Self.read(
            #"<EditText android:id="@+id/hint" android:textAllCaps="true" android:layout_width="match_parent" android:layout_height="wrap_content" android:hint="Name"/>"#
                + #"<EditText android:id="@+id/text" android:textAllCaps="true" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="Name"/>"#,
            parent: "Theme.Material3.Light")
        #expect(fields["hint"]?.showsAllCaps == false)
        #expect(fields["text"]?.showsAllCaps == true)
    }

    // A text view turned to capitals by its own attribute, its style, or its text appearance (an
    // app style's item, or the library Button appearance it inherits), which a view's own
    // attribute still overrides.
    @Test func textViewsTakeCapsFromAttributeStyleAndTextAppearance() throws {
        let elements = try Self.read(
            Self.view("own", #"android:textAllCaps="true""#) + Self.view("styled", #"style="@style/Caps""#)
                + Self.view("appearance", #"android:textAppearance="@style/CapsText""#)
                + Self.view("inherited", #"android:textAppearance="@style/ButtonText""#)
                + Self.view("attribute", #"android:textAppearance="?attr/textAppearanceButton""#)
                + Self.view("overridden", #"android:textAppearance="@style/CapsText" android:textAllCaps="false""#),
            parent: "Theme.MaterialComponents.Light",
            values: #"""
                <style name="Caps"><item name="android:textAllCaps">true</item></style>
                <style name="CapsText" parent="TextAppearance.MaterialComponents.Body1"><item name="textAllCaps">true</item></style>
                <style name="ButtonText" parent="TextAppearance.MaterialComponents.Button"><item name="android:textSize">16sp</item></style>
                """#)
        for id in ["own", "styled", "appearance", "inherited", "attribute"] { #expect(elements[id]?.showsAllCaps == true, "\(id)") }
        #expect(elements["overridden"]?.showsAllCaps == false)
    }

    // Unicode's SpecialCasing: Turkish dotless/dotted i (i → U+0130), German ß → SS (no capital
    // sharp s), Greek capitals without their tonos; a format's specifiers are kept as written.
    @Test func upperCasingIsTheLocales() {
        #expect(AndroidAllCaps.upperCased("istanbul", locale: "tr") == "\u{130}STANBUL")
        #expect(AndroidAllCaps.upperCased("istanbul", locale: "en") == "ISTANBUL")
        #expect(AndroidAllCaps.upperCased("Straße", locale: "de") == "STRASSE")
        #expect(AndroidAllCaps.upperCased("\u{3CD}\u{3C0}\u{3BD}\u{3BF}\u{3C2}", locale: "el") == "\u{3A5}\u{3A0}\u{39D}\u{39F}\u{3A3}")
        #expect(AndroidAllCaps.upperCased("Share %1$s with %d friends, 88%% done", locale: "en") == "SHARE %1$s WITH %d FRIENDS, 88%% DONE")
        #expect(AndroidAllCaps.upperCased("%.2f km", locale: "pt-rBR") == "%.2f KM")
    }

    // Roboto Regular at 20 dp (hb-shape, Fonts/Roboto/Roboto-Regular.ttf): "Straße" 5799/2048 em
    // = 56.6 dp, "STRASSE" 8632/2048 em = 84.3 dp. On one line in an 80 dp text view the word fits;
    // drawn in capitals it does not.
    @Test func capitalsAreMeasured() async throws {
        func project(_ extra: String) -> [String: String] {
            [
                "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
                "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
                "res/values/strings.xml": #"<resources><string name="street">Straße</string></resources>"#,
                "res/layout/main.xml": AndroidWidgetPaddingTests.frame(
                    #"<TextView android:id="@+id/street" \#(extra) android:layout_width="80dp" android:layout_height="wrap_content" android:maxLines="1" android:textSize="20dp" android:text="@string/street"/>"#
                ).replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
            ]
        }
        let caps = try await AndroidTargetJudgingTests.scan(project(#"android:textAllCaps="true""#))
        let overflows = caps.findings.findings.filter { $0.rule == "overflow.label" }
        #expect(overflows.count == 1, "\(overflows.map(\.message))")
        #expect(overflows.first?.message.contains("80 dp available") == true, "\(overflows.first?.message ?? "")")
        let plain = try await AndroidTargetJudgingTests.scan(project(""))
        #expect(plain.findings.findings.filter { $0.rule == "overflow.label" }.isEmpty)
    }
}
