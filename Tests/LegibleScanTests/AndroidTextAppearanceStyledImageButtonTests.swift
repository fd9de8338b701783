import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// fresh-android27b, xmrwallet 41a7b7ba fragment_send_amount.xml:25: an `ImageButton` in
/// `MoneroLabel.NumPad` ← `@android:style/TextAppearance.DeviceDefault.Medium`, whose style sets
/// `android:background` to `?android:attr/selectableItemBackgroundBorderless` (no padding), with a
/// 24 dp icon and 12 dp start and end paddings only: 48×24 dp. A library style under a view was
/// taken to maybe set a larger minimum, so the size was unknown and nothing was reported; a text
/// appearance sets no size.
@Suite struct AndroidTextAppearanceStyledImageButtonTests {
    static let styles = """
        <resources>
        <style name="Label" parent="@android:style/TextAppearance.DeviceDefault.Medium"/>
        <style name="Label.Pad"><item name="android:textSize">36sp</item>\
        <item name="android:background">?android:attr/selectableItemBackgroundBorderless</item></style>
        <style name="Pad" parent="@style/Widget.AppCompat.ImageButton">\
        <item name="android:background">?android:attr/selectableItemBackgroundBorderless</item></style>
        </resources>
        """
    static let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" \
        android:viewportWidth="24" android:viewportHeight="24"><path android:pathData="M0,0h24v24h-24z"/></vector>
        """

    static func smallTargets(style: String) async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageButton android:id="@+id/sweep" style="\(style)" android:layout_width="wrap_content" android:layout_height="wrap_content" \
            android:paddingStart="12dp" android:paddingEnd="12dp" android:src="@drawable/ic_all" android:contentDescription="Sweep"/>
            </LinearLayout>
            """
        let files = ["res/layout/main.xml": layout, "res/values/styles.xml": styles, "res/drawable/ic_all.xml": icon]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" && $0.id == "sweep" }
    }

    @Test func anImageButtonOnATextAppearanceStyleIsItsIconAndPadding() async throws {
        let found = try await Self.smallTargets(style: "@style/Label.Pad")
        #expect(found.count == 1, "\(found.map(\.message))")
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains("24 dp tall") == true || found.first?.message.contains("×24") == true, "\(found.map(\.message))")
    }

    /// Must not: a widget style (AppCompat's image button) may set a minimum the tables lack, so
    /// the same button stays unmeasured there.
    @Test func anImageButtonOnAWidgetStyleStaysUnknown() async throws {
        #expect(try await Self.smallTargets(style: "@style/Pad").allSatisfy { $0.severity == .note })
    }
}
