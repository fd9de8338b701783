import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Mastodon 24ab4a0c (fresh-android23a misses): `wrap_content` Buttons in the app's
/// `Widget.Mastodon.M3.Button.Text` (values/styles.xml:544-555: over `android:Widget.Material.Button`,
/// `minHeight` 40dp, 14dp text, a ripple background with only a mask) are 40 dp tall —
/// `sheet_compose_visibility.xml:95` — and were not judged while the same buttons written
/// `layout_height="40dp"` were.
@Suite struct AndroidAppStyledButtonTests {
    static let styles = """
        <resources>
            <style name="Theme.App" parent="android:Theme.Material.Light"/>
            <style name="Widget.App.M3.Button" parent="android:Widget.Material.Button">
                <item name="android:textSize">14dp</item>
                <item name="android:minHeight">40dp</item>
                <item name="android:minWidth">0dp</item>
                <item name="android:paddingLeft">16dp</item>
                <item name="android:paddingRight">16dp</item>
            </style>
            <style name="Widget.App.M3.Button.Text"><item name="android:background">@drawable/bg_button_text</item></style>
            <style name="Widget.App.M3.Button.Filled"><item name="android:background">@drawable/bg_button_filled</item></style>
            <style name="Widget.App.M3.Button.Padded"><item name="android:background">@drawable/bg_button_padded</item></style>
            <style name="Widget.App.Plain" parent="android:Widget.Material.Button">
                <item name="android:textSize">14dp</item>
                <item name="android:background">@drawable/bg_button_text</item>
            </style>
        </resources>
        """
    static let drawables = [
        "res/drawable/bg_button_text.xml": """
        <ripple xmlns:android="http://schemas.android.com/apk/res/android" android:color="#33000000">
            <item android:id="@android:id/mask"><shape><solid android:color="#000"/><corners android:radius="20dp"/></shape></item>
        </ripple>
        """,
        "res/drawable/bg_button_filled.xml": """
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:state_enabled="true"><ripple android:color="#33000000"><item><shape><solid android:color="#00f"/><corners android:radius="100dp"/></shape></item></ripple></item>
            <item><shape><solid android:color="#ccc"/><corners android:radius="100dp"/></shape></item>
        </selector>
        """,
        "res/drawable/bg_button_padded.xml": """
        <shape xmlns:android="http://schemas.android.com/apk/res/android"><solid android:color="#00f"/><padding android:top="16dp" android:bottom="16dp"/></shape>
        """,
    ]

    static func targets(_ buttons: String, theme: String = "@style/Theme.App") async throws -> [String: String] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="88dp" android:orientation="horizontal">
            \(buttons)
            </LinearLayout>
            """
        let manifest = #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="\#(theme)"/></manifest>"#
        var files = drawables
        files["AndroidManifest.xml"] = manifest
        files["res/values/styles.xml"] = styles
        files["res/layout/sheet_compose_visibility.xml"] = layout
        let report = try await AndroidTargetJudgingTests.scan(files)
        return Dictionary(
            report.findings.findings.filter { $0.rule == "target.small" && $0.severity == .error }.map { ($0.id, $0.message) },
            uniquingKeysWith: { first, _ in first })
    }

    static func button(_ id: String, style: String, tag: String = "Button") -> String {
        #"<\#(tag) android:id="@+id/\#(id)" style="@style/\#(style)" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Save"/>"#
    }

    @Test func aButtonWhoseAppStyleSetsA40dpMinimumAndAnUnpaddedBackgroundIs40dpTall() async throws {
        let found = try await Self.targets(
            [Self.button("cancel", style: "Widget.App.M3.Button.Text"), Self.button("next", style: "Widget.App.M3.Button.Filled")].joined(separator: "\n"))
        // Must fire: one 14 dp line (19 dp) under the style's 40 dp minimum.
        #expect(found["cancel"]?.contains("40 dp tall") == true, "\(found)")
        #expect(found["next"]?.contains("40 dp tall") == true, "\(found)")
    }

    @Test func aButtonWithThePlatformMinimumOrAPaddedBackgroundOrAMaterialClassIsNotJudged() async throws {
        let found = try await Self.targets(
            [
                // The framework style's 48 dp minimum, which the app's style leaves.
                Self.button("plain", style: "Widget.App.Plain"),
                // 19 + 32 dp of background padding: 51 dp whatever the class.
                Self.button("padded", style: "Widget.App.M3.Button.Padded"),
                // A MaterialButton's own insets and padding: not this rule's to guess.
                Self.button("material", style: "Widget.App.M3.Button.Text", tag: "com.google.android.material.button.MaterialButton"),
            ].joined(separator: "\n"))
        // Must not fire.
        #expect(found.isEmpty, "\(found)")
    }
}
