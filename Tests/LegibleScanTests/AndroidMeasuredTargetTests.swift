import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Target sizes the scan left unknown or wrong on first scans of never-seen apps (issue 33,
/// fresh-android10b D6, D11, D12; after9-judge, Tusky `activity_account.xml:257`). Each case is
/// the app's own.
@Suite struct AndroidMeasuredTargetTests {
    private static let manifest =
        #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application android:theme="@style/AppTheme"/></manifest>"#

    private static func targets(_ files: [String: String]) async throws -> [String: String] {
        let report = try await AndroidTargetJudgingTests.scan(files)
        return Dictionary(
            report.findings.findings.filter { $0.rule == "target.small" }.map { ($0.id, $0.message) }, uniquingKeysWith: { first, _ in first })
    }

    /// AppManager `window_activity_tracker.xml:129`: five 40 dp `layout_weight="1"` buttons in a
    /// `match_parent` horizontal `LinearLayoutCompat` are 40 dp tall and at least 40 dp wide.
    @Test func aWeightedChildOfLinearLayoutCompatIsJudgedOnItsOtherSideOnly() async throws {
        let button = { (id: String, weight: String) in
            #"<ImageButton android:id="@+id/\#(id)" android:layout_width="40dp" android:layout_height="40dp" \#(weight) android:src="@drawable/ic_info"/>"#
        }
        let layout = """
            <androidx.appcompat.widget.LinearLayoutCompat \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            \(button("info", #"android:layout_weight="1""#))
            \(button("fixed", ""))
            </androidx.appcompat.widget.LinearLayoutCompat>
            """
        let found = try await Self.targets(["res/layout/window_activity_tracker.xml": layout])
        // Must fire on its height only; the unweighted sibling is still judged on both sides.
        #expect(found["info"]?.hasPrefix("hit area 40 dp tall") == true, "\(found)")
        #expect(found["info"]?.contains("top and bottom") == true)
        #expect(found["fixed"]?.hasPrefix("hit area 40×40 dp") == true, "\(found)")
    }

    /// OpenKeychain `import_keys_list_basic_item.xml:48`: a `<Button>` whose whole size comes from
    /// the app's `CardViewActionButton` (`values/styles.xml:14-23`: wrap_content, minHeight 0,
    /// padding 8 dp, a ripple background) over AppCompat's `Widget.AppCompat.Button` (14 sp):
    /// 8 + 19 + 8 = 35 dp. The dialog theme's borderless `android:buttonStyle` draws the same text.
    static func cardActionFiles(padding: String, dialogButton: String = "") -> [String: String] {
        let styles = """
            <resources>
                <style name="AppTheme" parent="Theme.AppCompat.Light"/>
                <style name="Theme.Keychain.Light.Dialog" parent="Theme.AppCompat.Light.Dialog.MinWidth">
                    <item name="android:buttonStyle">@style/MaterialFlatButton</item>
                </style>
                <style name="MaterialFlatButton" parent="@style/Widget.AppCompat.Button.Borderless">\(dialogButton)</style>
                <style name="CardViewActionButton">
                    <item name="android:layout_width">wrap_content</item>
                    <item name="android:layout_height">wrap_content</item>
                    <item name="android:background">?android:attr/selectableItemBackground</item>
                    <item name="android:minHeight">0dp</item>
                    <item name="android:minWidth">0dp</item>
                    \(padding)
                </style>
            </resources>
            """
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
                <Button android:id="@+id/import_keys" style="@style/CardViewActionButton" android:text="Import"/>
            </LinearLayout>
            """
        return ["AndroidManifest.xml": manifest, "res/values/styles.xml": styles, "res/layout/import_keys_list_basic_item.xml": layout]
    }

    @Test func aButtonSizedByItsAppStyleIsJudged() async throws {
        let found = try await Self.targets(Self.cardActionFiles(padding: #"<item name="android:padding">8dp</item>"#))
        #expect(found["import_keys"]?.hasPrefix("hit area 35 dp tall") == true, "\(found)")
        // Must not: a style that sets no padding leaves the default style's padding under it, and
        // a theme whose button style sets its own text size makes the text unknown.
        #expect(try await Self.targets(Self.cardActionFiles(padding: "")).isEmpty)
        let sized = Self.cardActionFiles(
            padding: #"<item name="android:padding">8dp</item>"#, dialogButton: #"<item name="android:textSize">18sp</item>"#)
        #expect(try await Self.targets(sized).isEmpty)
    }

    /// AppManager `fragment_code_editor.xml:191`: an icon-only Material 3 button with `minHeight`
    /// 13 dp, no insets, no vertical padding and a 13 dp `iconSize` is one line of its 14 sp
    /// label text tall, 19 dp.
    @Test func anIconOnlyMaterialButtonIsItsLineAndIcon() async throws {
        let styles = """
            <resources>
                <style name="AppTheme" parent="Theme.Material3.Light.NoActionBar"/>
                <style name="Widget.AppTheme.Button.IconButton" parent="Widget.Material3.Button.IconButton"/>
            </resources>
            """
        let lock = { (id: String, size: String) in
            """
            <com.google.android.material.button.MaterialButton android:id="@+id/\(id)" style="@style/Widget.AppTheme.Button.IconButton"
                android:layout_width="wrap_content" android:layout_height="wrap_content" android:minHeight="13dp" android:insetTop="0dp"
                android:insetBottom="0dp" android:paddingTop="0dp" android:paddingBottom="0dp" android:layout_weight="1"
                app:icon="@drawable/ic_unlock" \(size)/>
            """
        }
        let layout = """
            <androidx.appcompat.widget.LinearLayoutCompat \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal">
            \(lock("lock", #"app:iconSize="13dp""#))
            \(lock("default_icon", ""))
            </androidx.appcompat.widget.LinearLayoutCompat>
            """
        let icon =
            #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"#
        let found = try await Self.targets([
            "AndroidManifest.xml": Self.manifest, "res/values/styles.xml": styles, "res/layout/fragment_code_editor.xml": layout,
            "res/drawable/ic_unlock.xml": icon,
        ])
        // Must fire at 19 dp tall (its width is weighted). Must not: an icon at the style's
        // default size, which the scan does not know.
        #expect(found["lock"]?.hasPrefix("hit area 19 dp tall") == true, "\(found)")
        #expect(found["default_icon"] == nil)
    }

    /// Tusky `activity_account.xml:257`: a clickable `match_parent` 14 sp text with no padding
    /// and `lineSpacingMultiplier` 1.1, whose 105 characters take two lines even at 411 dp:
    /// 19 + 17 × 1.1 = 37.7 dp, under 48. With 8 dp of padding it is 53.7 dp and passes.
    @Test func aWrappedTappableTextIsJudgedAtItsLines() async throws {
        let text = "Information below may reflect the user\\'s profile incompletely. Press to open full profile in browser."
        let layout = { (padding: String) in
            """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical" android:paddingHorizontal="16dp">
                <TextView android:id="@+id/accountRemoveView" android:layout_width="match_parent" android:layout_height="wrap_content"
                    android:clickable="true" android:lineSpacingMultiplier="1.1" android:textSize="14sp" android:text="@string/label_remote_account" \(padding)/>
            </LinearLayout>
            """
        }
        let strings = "<resources><string name=\"label_remote_account\">\(text)</string></resources>"
        let bare = try await Self.targets(["res/layout/activity_account.xml": layout(""), "res/values/strings.xml": strings])
        #expect(bare["accountRemoveView"]?.hasPrefix("hit area 37.7 dp tall") == true, "\(bare)")
        #expect(bare["accountRemoveView"]?.contains("2 lines") == true)
        let padded = try await Self.targets(["res/layout/activity_account.xml": layout(#"android:padding="8dp""#), "res/values/strings.xml": strings])
        #expect(padded.isEmpty, "\(padded)")
    }
}
