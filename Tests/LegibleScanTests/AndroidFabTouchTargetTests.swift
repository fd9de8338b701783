import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// Fresh judge 9a D2: Briar b46d008a `image_preview.xml:33`, a FloatingActionButton with
/// `app:fabCustomSize="26dp"` in `Theme.Material3.DayNight`, was reported 26×26 dp. Material
/// Components' FAB style sets `ensureMinTouchTargetSize` (material-components-android 69d91dbd
/// `floatingactionbutton/res/values/styles.xml`), so the button measures 48 dp around its 26 dp
/// circle; an AppCompat theme's FAB, or one that turns the padding off, is 26 dp.
@Suite struct AndroidFabTouchTargetTests {
    private func fab(_ id: String, _ extra: String = "") -> String {
        #"<com.google.android.material.floatingactionbutton.FloatingActionButton android:id="@+id/\#(id)" android:layout_width="wrap_content" android:layout_height="wrap_content" app:fabCustomSize="26dp" \#(extra)/>"#
    }

    private func smallTargets(themeParent: String) async throws -> [String] {
        let ns = AndroidContentViewTests.namespaces
        let layout = """
            <LinearLayout \(ns) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical">
            \(fab("imageCancelButton"))
            \(fab("unpadded", #"app:ensureMinTouchTargetSize="false""#))
            <com.google.android.material.floatingactionbutton.FloatingActionButton android:id="@+id/mini" android:layout_width="wrap_content" android:layout_height="wrap_content" app:fabSize="mini"/>
            </LinearLayout>
            """
        let files = [
            "AndroidManifest.xml": #"<manifest \#(ns)><application android:theme="@style/BriarTheme"/></manifest>"#,
            "res/values/themes.xml": #"<resources><style name="BriarTheme" parent="\#(themeParent)"/></resources>"#,
            "res/layout/image_preview.xml": layout,
        ]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    @Test func aMaterialComponentsFabIsPaddedToTheMinimumTarget() async throws {
        // Must NOT fire: the 26 dp FAB in a Material 3 or Material Components theme is 48 dp.
        // Must fire: the same FAB with `ensureMinTouchTargetSize="false"`.
        for parent in ["Theme.Material3.DayNight", "Theme.MaterialComponents.Light.NoActionBar"] {
            #expect(try await smallTargets(themeParent: parent) == ["unpadded"], "\(parent)")
        }
    }

    @Test func anAppCompatFabKeepsItsDrawnSize() async throws {
        // Must fire: in an AppCompat theme the Design library's FAB has no touch padding.
        #expect(try await smallTargets(themeParent: "Theme.AppCompat.Light") == ["imageCancelButton", "unpadded"])
    }
}
