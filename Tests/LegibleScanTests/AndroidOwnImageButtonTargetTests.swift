import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// An app's own image button class is the image view it extends (issue 33, class D): Amaze
/// 5cb924a11 `ThemedImageButton extends ThemedImageView`, `ThemedImageView extends
/// androidx.appcompat.widget.AppCompatImageView`, sized by its icon and `minWidth`/`minHeight`
/// (`namepathswitch_preference.xml:10`, `:20`, 36×24 dp, given listeners by `PathSwitchPreference.kt:45`).
@Suite struct AndroidOwnImageButtonTargetTests {
    static let namespaces = ##"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""##

    static func files(minHeight: String) -> [String: String] {
        let icon = ##"<vector \##(namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"##
        return [
            "res/drawable/ic_edit_24dp.xml": icon,
            "res/drawable/ic_edit_24dp_disabled.xml": icon,
            "res/drawable/ic_delete_forever_black_24dp.xml": icon,
            // A selector of two 24 dp icons is 24 dp.
            "res/drawable/disableable_ic_edit_24dp.xml": ##"""
            <selector \##(namespaces)><item android:state_enabled="false" android:drawable="@drawable/ic_edit_24dp_disabled"/>
            <item android:drawable="@drawable/ic_edit_24dp"/></selector>
            """##,
            "res/layout/namepathswitch_preference.xml": ##"""
            <LinearLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="horizontal">
                <com.amaze.filemanager.ui.views.ThemedImageButton android:id="@+id/edit" android:layout_width="wrap_content"
                    android:layout_height="wrap_content" android:background="@android:color/transparent" android:minHeight="\##(minHeight)"
                    android:minWidth="36dp" app:srcCompat="@drawable/disableable_ic_edit_24dp"/>
                <com.amaze.filemanager.ui.views.ThemedImageButton android:id="@+id/delete" android:layout_width="wrap_content"
                    android:layout_height="wrap_content" android:background="@android:color/transparent" android:minHeight="\##(minHeight)"
                    android:minWidth="36dp" app:srcCompat="@drawable/ic_delete_forever_black_24dp"/>
            </LinearLayout>
            """##,
            "java/com/amaze/filemanager/ui/views/ThemedImageButton.java":
                "public class ThemedImageButton extends ThemedImageView { public ThemedImageButton(Context c) { super(c); } }",
            "java/com/amaze/filemanager/ui/views/ThemedImageView.java":
                "public class ThemedImageView extends androidx.appcompat.widget.AppCompatImageView { }",
            "java/com/amaze/filemanager/ui/views/preference/PathSwitchPreference.kt": """
            class PathSwitchPreference {
                init { widgetLayoutResource = R.layout.namepathswitch_preference }
                fun bind(view: View) {
                    view.findViewById<View>(R.id.edit).setOnClickListener { onEdit(this) }
                    view.findViewById<View>(R.id.delete).setOnClickListener { onDelete(this) }
                }
            }
            """,
        ]
    }

    static func smallTargets(minHeight: String) async throws -> [String] {
        try await AndroidTargetJudgingTests.scan(files(minHeight: minHeight)).findings.findings.filter { $0.rule == "target.small" }.map(\.id).sorted()
    }

    @Test func anOwnImageButtonIsSizedByItsIcon() async throws {
        #expect(try await Self.smallTargets(minHeight: "24dp") == ["delete", "edit"])
    }

    @Test func anOwnImageButtonOfTheMinimumSizePasses() async throws {
        // minWidth 36 dp is still short: only a 48 dp minimum each way passes.
        let report = try await AndroidTargetJudgingTests.scan(
            Self.files(minHeight: "48dp").mapValues { $0.replacingOccurrences(of: ##"android:minWidth="36dp""##, with: ##"android:minWidth="48dp""##) })
        #expect(report.findings.findings.filter { $0.rule == "target.small" }.isEmpty)
    }
}
