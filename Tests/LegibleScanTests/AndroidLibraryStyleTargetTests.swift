import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// An image button whose style inherits a library button style (Tusky's `TuskyImageButton`,
/// parent `Widget.MaterialComponents.Button.UnelevatedButton`): Android gives it AppCompat's
/// button `minHeight` of 48 dp (`Tables/android-button-min-heights.csv`), so a `wrap_content`
/// height of icon plus padding below 48 dp is 48 dp — the finding speaks of the fixed width.
@Suite struct AndroidLibraryStyleTargetTests {
    static let namespaces = ##"xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto""##

    static func button(style: String) throws -> ScannedElement? {
        let files = [
            "res/values/styles.xml":
                ##"<resources><style name="AppImageButton" parent="Widget.MaterialComponents.Button.UnelevatedButton"/><style name="PlainImageButton"/></resources>"##,
            "res/drawable/ic_at.xml":
                ##"<vector \##(namespaces) android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24"/>"##,
            "res/layout/main.xml": ##"""
            <LinearLayout \##(namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
                <ImageButton android:id="@+id/at" style="@style/\##(style)" android:layout_width="40dp" android:layout_height="wrap_content"
                    android:padding="8dp" android:background="?attr/selectableItemBackgroundBorderless" app:srcCompat="@drawable/ic_at"/>
            </LinearLayout>
            """##,
        ]
        return try ScratchFolder.with(files) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            let result = try AndroidLayoutReader().read(text: files["res/layout/main.xml"]!, path: folder.file("res/layout/main.xml"), android: resources)
            return result.elements.first { $0.id == "at" }
        }
    }

    @Test func aLibraryButtonStyleGivesAShortWrappedHeightItsMinimum() throws {
        let element = try #require(try Self.button(style: "AppImageButton"))
        #expect(element.width == 40)
        #expect(element.height == 48)
    }

    @Test func anAppStyleKeepsIconPlusPadding() throws {
        // 24 dp vector + 8 dp padding above and below = 40 dp: known, and too small.
        let element = try #require(try Self.button(style: "PlainImageButton"))
        #expect(element.width == 40 && element.height == 40)
    }
}
