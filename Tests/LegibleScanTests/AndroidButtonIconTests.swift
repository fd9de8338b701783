import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// A MaterialButton draws its `app:icon` at its style's `iconSize` when the style sets one, not
/// at the drawable's own size, and leaves its style's `iconPadding` between icon and text
/// (issue 34: Nextcloud 36277a10 send_share_fragment.xml:47, an icon button whose 24 dp drawable
/// Android draws at 20 dp). From material-components-android ac7e18ef `button/res/values`:
/// `Widget.Material3.Button` 18 dp and 8 dp (`m3_comp_button_small_icon_label_space`), its icon
/// buttons 20 and 0 (`m3_btn_icon_only_default_size`, `m3_btn_icon_only_icon_padding`), its text
/// buttons (children of `Widget.MaterialComponents.Button.TextButton`) the drawable's size and 4
/// (`mtrl_btn_text_btn_icon_padding`).
@Suite struct AndroidButtonIconTests {
    typealias Solve = AndroidLayoutSolveTests

    static let drawable =
        #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" "#
        + #"android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24h-24z"/></vector>"#

    static func button(_ id: String, style: String, width: String = "match_parent", extra: String = "") -> String {
        #"<com.google.android.material.button.MaterialButton android:id="@+id/\#(id)" style="@style/\#(style)" android:layout_width="\#(width)" android:layout_height="wrap_content" app:icon="@drawable/ic_x" android:textSize="14sp" android:fontFamily="sans-serif" android:textAllCaps="false" android:letterSpacing="0" android:maxLines="1" \#(extra) android:text="@string/title"/>"#
    }

    static func read(_ views: String, styles: String = "") throws -> [String: ScannedElement] {
        try Solve.read(
            AndroidWidgetPaddingTests.frame(views), screens: [320],
            others: ["AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"), "res/drawable/ic_x.xml": Self.drawable],
            values: #"<style name="Theme.App" parent="Theme.Material3.Light"/><string name="title">Shared with you</string>"# + styles)
    }

    @Test func tableEqualsTablesFileInEveryCell() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tables/android-button-icons.csv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.count == AndroidWidgetPadding.buttonIcons.count)
        for row in rows {
            let icon = AndroidWidgetPadding.buttonIcons[row[0]]
            #expect(icon != nil, "\(row[0])")
            #expect(icon?.size == Double(row[1]), "\(row[0])")
            #expect(icon?.padding == Double(row[2]), "\(row[0])")
        }
        // By hand from styles.xml: the icon button's 20 dp and 0, Material 3's 18 and 8.
        #expect(AndroidWidgetPadding.buttonIcons["Widget.Material3.Button.IconButton.Filled.Tonal"]?.size == 20)
        #expect(AndroidWidgetPadding.buttonIcons["Widget.Material3.Button"]?.padding == 8)
        #expect(AndroidWidgetPadding.buttonIcons["Widget.Material3.Button.TextButton"]?.size == nil)
    }

    // At 320 dp, a full-width button's text gets 320 less its padding (Tables/android-widget-padding.csv),
    // its icon and the gap: icon button 28 + 20 + 0 → 272; text button 24 + 24 (the drawable) + 4 → 268;
    // Material 3 button 48 + 18 + 8 → 246; an app style that sets iconSize 32dp wins: 48 + 32 + 8 → 232.
    @Test func theStyleSetsTheIconsSizeAndGap() throws {
        let styles = #"<style name="BigIcon" parent="Widget.Material3.Button"><item name="iconSize">32dp</item></style>"#
        let elements = try Self.read(
            Self.button("icon", style: "Widget.Material3.Button.IconButton") + Self.button("text", style: "Widget.Material3.Button.TextButton")
                + Self.button("filled", style: "Widget.Material3.Button") + Self.button("big", style: "BigIcon"), styles: styles)
        #expect(Solve.close(Solve.widths(elements, "icon"), [320: 272]), "\(Solve.widths(elements, "icon"))")
        #expect(Solve.close(Solve.widths(elements, "text"), [320: 268]), "\(Solve.widths(elements, "text"))")
        #expect(Solve.close(Solve.widths(elements, "filled"), [320: 246]), "\(Solve.widths(elements, "filled"))")
        #expect(Solve.close(Solve.widths(elements, "big"), [320: 232]), "\(Solve.widths(elements, "big"))")
    }

    // A 150 dp icon button: its text has 150 − 28 − 20 = 102 dp (the drawable's 24 and an 8 dp gap
    // would leave 90). "Shared with you" (hb-shape Roboto Regular 14476/2048 = 7.0684 em) is
    // 98.96 dp at 1x: must not fire there; 115.9 dp at 1.15x (16.4 dp): must fire from 1.15x.
    @Test func anIconButtonsTextHasTheRoomItsStyleLeaves() async throws {
        let files = [
            "AndroidManifest.xml": AndroidWidgetPaddingTests.manifest("@style/Theme.App"),
            "res/values/themes.xml": #"<resources><style name="Theme.App" parent="Theme.Material3.Light"/></resources>"#,
            "res/values/strings.xml": #"<resources><string name="title">Shared with you</string></resources>"#,
            "res/drawable/ic_x.xml": Self.drawable,
            "res/layout/main.xml": AndroidWidgetPaddingTests.frame(Self.button("icon", style: "Widget.Material3.Button.IconButton", width: "150dp"))
                .replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces),
        ]
        let report = try await AndroidTargetJudgingTests.scan(files)
        let found = AndroidBesideTextTests.overflows(report).filter { $0.id.hasPrefix("icon ") }
        #expect(found.count == 1, "\(found.map(\.message))")
        let message = found.first?.message ?? ""
        #expect(message.contains("from 1.15x"), "\(message)")
        #expect(message.contains("102 dp available"), "\(message)")
    }
}
