import Foundation
import LegibleScan
import LegibleTestSupport
import Testing

/// Issue 33, MaterialFiles fc125003 about_fragment.xml:76: "Material Files" (Headline, maxLines 1)
/// was not audited because its ancestors are a library's `me.zhanghai.android.foregroundcompat.ForegroundLinearLayout`
/// and the app's `CoordinatorScrollingFrameLayout : FrameLayout`, whose `onMeasure`
/// (CoordinatorScrollingFrameLayout.kt:64) only gives the scrolling child a bottom inset before
/// `super.onMeasure(widthMeasureSpec, heightMeasureSpec)`.
@Suite struct AndroidLibraryContainerTests {
    typealias Solve = AndroidLayoutSolveTests

    static func layout(_ outer: String, _ inner: String) -> String {
        #"""
        <\#(outer) NS android:layout_width="match_parent" android:layout_height="match_parent">
            <\#(inner) android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="8dp" android:orientation="horizontal">
                <ImageView android:layout_width="40dp" android:layout_height="40dp"/>
                <TextView android:id="@+id/t" android:layout_width="wrap_content" android:layout_height="wrap_content" android:maxLines="1" android:text="T"/>
            </\#(inner)>
        </\#(outer)>
        """#
    }

    /// MaterialFiles' class, its `onMeasure` as the app writes it.
    static let scrolling = """
        class CoordinatorScrollingFrameLayout : FrameLayout, AttachedBehavior {
            constructor(context: Context) : super(context)
            override fun onMeasure(widthMeasureSpec: Int, heightMeasureSpec: Int) {
                val bottomInsets = bottomInsets
                if (bottomInsets != null) {
                    for (childView in children) {
                        childView.updateLayoutParams<MarginLayoutParams> { bottomMargin = bottomInsets.systemWindowInsetBottom }
                    }
                }
                super.onMeasure(widthMeasureSpec, heightMeasureSpec)
            }
        }
        """

    // Must fire: the library's LinearLayout row gives the text what the 40 dp icon and 2 · 8 dp
    // padding leave: 320 − 56 = 264, 360 − 56 = 304.
    @Test func aLibrarysLayoutAndAnAppsThatKeepsTheWidthAreTheirBase() throws {
        let layout = Self.layout("me.example.ui.CoordinatorScrollingFrameLayout", "me.zhanghai.android.foregroundcompat.ForegroundLinearLayout")
        let elements = try Solve.read(layout, screens: [320, 360], others: ["kotlin/me/example/ui/CoordinatorScrollingFrameLayout.kt": Self.scrolling])
        #expect(Solve.close(Solve.widths(elements, "t"), [320: 264, 360: 304]))
    }

    // Must not: an `onMeasure` that changes the width, a library layout named for another way of
    // sizing (ExoPlayer's AspectRatioFrameLayout), an app's class that is none of these.
    @Test func aLayoutThatSizesItsOwnWayStaysUnknown() throws {
        let widening = Self.scrolling.replacingOccurrences(
            of: "super.onMeasure(widthMeasureSpec, heightMeasureSpec)", with: "setMeasuredDimension(widthMeasureSpec, heightMeasureSpec)")
        let cases = [
            (Self.layout("me.example.ui.CoordinatorScrollingFrameLayout", "LinearLayout"), widening),
            (Self.layout("com.google.android.exoplayer2.ui.AspectRatioFrameLayout", "LinearLayout"), Self.scrolling),
            (Self.layout("FrameLayout", "me.example.ui.CoordinatorScrollingFrameLayout"), widening),
        ]
        for (layout, kotlin) in cases {
            let elements = try Solve.read(layout, screens: [320, 360], others: ["kotlin/me/example/ui/CoordinatorScrollingFrameLayout.kt": kotlin])
            #expect(elements["t"]?.screenTextWidths.isEmpty == true, "\(layout)")
        }
    }
}
