import LegibleScan
import Testing

/// A layout size given as a `@dimen/` of −1 or −2 px is `MATCH_PARENT` or `WRAP_CONTENT`:
/// `TypedArray.getLayoutDimension` reads a dimension as whole pixels, and those are the two
/// constants' values (Tusky's `<dimen name="timeline_width">-1px</dimen> <!-- match_parent -->`).
@Suite struct AndroidLayoutConstantTests {
    static let values = #"<dimen name="timeline_width">-1px</dimen><dimen name="wrap">-2px</dimen><dimen name="hairline">-3px</dimen>"#

    // The -1px frame fills the 320/411 dp screen, less its 8 + 8 dp padding: 304 and 395. The
    // -2px text is wrap_content in the root: at most the screen, 320 and 411. A -3px width is a
    // size in pixels, which depends on the density: unknown.
    @Test func minusOneAndMinusTwoPixelsAreTheLayoutConstants() throws {
        let elements = try AndroidLayoutSolveTests.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <FrameLayout android:layout_width="@dimen/timeline_width" android:layout_height="wrap_content" android:padding="8dp">
                    <TextView android:id="@+id/filled" android:layout_width="match_parent" android:layout_height="wrap_content" android:text="F"/>
                </FrameLayout>
                <TextView android:id="@+id/wrapped" android:layout_width="@dimen/wrap" android:layout_height="wrap_content" android:text="W"/>
                <TextView android:id="@+id/pixels" android:layout_width="@dimen/hairline" android:layout_height="wrap_content" android:text="P"/>
            </LinearLayout>
            """#, screens: [320, 411], values: Self.values)
        #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, "filled"), [320: 304, 411: 395]))
        #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, "wrapped"), [320: 320, 411: 411]))
        #expect(elements["pixels"]?.screenTextWidths.isEmpty == true)
    }
}
