import Foundation
import LegibleReporting
import Testing

@testable import LegibleScan

/// tachiyomi 356cd4ef `material_fastscroll.xml:20`: the fast-scroll bubble is `visibility="gone"`
/// with `tools:visibility="visible"`, and the only code that names it is
/// `setViewsToUse(R.layout.material_fastscroll, R.id.fast_scroller_bubble, …)`
/// (`MaterialFastScroll.kt:14-18`), which hands the layout and its ids to the scroller. That
/// counted as code that may show it, and its white-on-blue text was a contrast.text error
/// (fresh-droid30c W).
@Suite struct AndroidRegisteredViewTests {
    static let layout = """
        <FrameLayout \(AndroidContentViewTests.namespaces) android:layout_width="wrap_content" android:layout_height="match_parent">
            <TextView android:id="@+id/thumb_label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="A"
                android:textSize="15sp" android:textColor="#ffffff" android:background="#2979ff"
                android:visibility="gone" tools:visibility="visible"/>
            <ImageView android:id="@+id/thumb_knob" android:layout_width="wrap_content" android:layout_height="wrap_content"/>
        </FrameLayout>
        """

    static func contrast(_ call: String) async throws -> [Finding] {
        let code = """
            class ThumbScroller(context: Context) : LibraryScroller(context) {
                init {
                    \(call)
                }
            }
            """
        let files = ["res/layout/thumb_scroller.xml": Self.layout, "java/ThumbScroller.kt": code]
        return try await AndroidTargetJudgingTests.scan(files).findings.findings.filter { $0.rule == "contrast.text" && $0.severity > .note }
    }

    @Test func anIdHandedOverWithItsLayoutIsNotAShow() async throws {
        // Must not fire: the id is registered beside the layout that declares it.
        #expect(try await Self.contrast("setViewsToUse(\n R.layout.thumb_scroller,\n R.id.thumb_label,\n R.id.thumb_knob\n)").isEmpty)
        // Must fire: the id handed over on its own, to code that may show it.
        #expect(try await Self.contrast("val layout = R.layout.thumb_scroller\nuseLabel(R.id.thumb_label)").count == 1)
    }
}
