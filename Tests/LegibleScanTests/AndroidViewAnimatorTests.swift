import LegibleScan
import Testing

/// `ViewAnimator` and its subclasses (`ViewSwitcher`, `ViewFlipper`, `TextSwitcher`) extend
/// `FrameLayout` without measuring differently (AOSP `ViewAnimator.java`): each child gets the
/// switcher's content width, as in a frame.
@Suite struct AndroidViewAnimatorTests {
    typealias Solve = AndroidLayoutSolveTests

    // Switcher content: screen − 2 × 16 padding = 288 at 320, 328 at 360; the second child's
    // 8 dp margins leave it 272 and 312.
    @Test func switcherChildrenFillItLikeAFrame() throws {
        for tag in ["ViewSwitcher", "ViewFlipper", "ViewAnimator"] {
            let elements = try Solve.read(
                #"""
                <\#(tag) NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="16dp">
                    <TextView android:id="@+id/first" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp" android:text="Loading"/>
                    <TextView android:id="@+id/second" android:layout_width="match_parent" android:layout_height="wrap_content" android:layout_marginHorizontal="8dp" android:textSize="14sp" android:text="Done"/>
                </\#(tag)>
                """#, screens: [320, 360])
            #expect(Solve.close(Solve.widths(elements, "first"), [320: 288, 360: 328]), "\(tag)")
            #expect(Solve.close(Solve.widths(elements, "second"), [320: 272, 360: 312]), "\(tag)")
        }
    }

    // Must not be solved: a parent the scan does not know still leaves its children unknown.
    @Test func anUnknownParentStaysUnknown() throws {
        let elements = try Solve.read(
            #"""
            <GridLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:columnCount="2">
                <TextView android:id="@+id/t" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:text="Loading"/>
            </GridLayout>
            """#, screens: [320, 360])
        #expect(elements["t"]?.screenTextWidths.isEmpty == true)
    }
}
