import LegibleScan
import Testing

/// Weighted children as wide as their content in a horizontal `LinearLayout` as wide as its own
/// content, and the children of a `gone` view, hand-solved from AOSP: `LinearLayout.measureHorizontal`
/// measures a weighted child of a row whose spec is not EXACTLY with none of the row used
/// (`usedWidth` 0; a `0dp` one as `wrap_content`), then shares `delta = widthSize − mTotalLength`,
/// which is 0 when the children fit (`resolveSizeAndState(mTotalLength, AT_MOST)`) and negative
/// when they do not: each is at most its content's width in the row less its margins. A `gone`
/// view takes no room among its siblings, and its own children are laid out once it is shown.
@Suite struct AndroidWrappedWeightContentTests {
    typealias Solve = AndroidLayoutSolveTests

    /// vlc-android 4ffb22b6 `player_overlay_seek.xml:10-52`: the fast-play row, `wrap_content`
    /// and `gone` (`VideoTouchDelegate.kt:570` shows it) in a full-screen ConstraintLayout, 8 dp
    /// padding, a shape background; a weighted title (4 dp margins each side) and two weighted
    /// 16 dp icons. `ROW` is more of the row's attributes, `BACKGROUND` its background.
    static func seek(row: String = #"android:visibility="gone""#, background: String = "@drawable/video_list_length_bg") -> String {
        #"""
        <androidx.constraintlayout.widget.ConstraintLayout NS android:id="@+id/seekContainer" android:layout_width="match_parent" android:layout_height="match_parent">
            <LinearLayout android:id="@+id/fastPlayContainer" android:layout_width="wrap_content" android:layout_height="wrap_content"
                android:background="\#(background)" android:gravity="center" android:orientation="horizontal" android:padding="8dp"
                android:alpha="0" android:layout_marginTop="32dp" app:layout_constraintEnd_toEndOf="parent"
                app:layout_constraintStart_toStartOf="parent" app:layout_constraintTop_toTopOf="parent" \#(row)>
                <TextView android:id="@+id/fastPlayTitle" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginEnd="4dp" android:layout_marginStart="4dp" android:layout_weight="1" android:textSize="16sp"
                    android:text="Playing at 2x"/>
                <ImageView android:id="@+id/fastPlayForwardFirst" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginStart="4dp" android:layout_weight="1" app:srcCompat="@drawable/ic_half_seek_forward"/>
                <ImageView android:id="@+id/fastPlayForwardSecond" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_marginEnd="4dp" android:layout_weight="1" app:srcCompat="@drawable/ic_half_seek_forward"/>
            </LinearLayout>
        </androidx.constraintlayout.widget.ConstraintLayout>
        """#
    }

    static let drawables = [
        "res/drawable/video_list_length_bg.xml":
            ##"<shape xmlns:android="http://schemas.android.com/apk/res/android" android:shape="rectangle"><solid android:color="#B3000000"/><corners android:radius="8dip"/></shape>"##,
        "res/drawable/sized_bg.xml":
            ##"<shape xmlns:android="http://schemas.android.com/apk/res/android"><solid android:color="#B3000000"/><size android:width="200dp" android:height="40dp"/></shape>"##,
        "res/drawable/ic_half_seek_forward.xml":
            #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="16dp" android:height="16dp" android:viewportWidth="24" android:viewportHeight="24"/>"#,
    ]

    static func title(_ layout: String) throws -> [Double: Double] {
        Solve.widths(try Solve.read(layout, screens: [320, 360], others: drawables), "fastPlayTitle")
    }

    // Must fire (be measured): shown, the row is at most the screen (ConstraintLayout measures a
    // wrap_content child AT_MOST its width), its content 16 dp less; the title is at most that
    // less its 8 dp of margins: 320 − 16 − 8 = 296, 360 − 16 − 8 = 336 — not the ~2.7 dp it got
    // in the 0 dp the gone row was solved in. Shown in the file, the same.
    @Test func aWeightedTitleInAGoneWrapContentRowIsAtMostTheRow() throws {
        #expect(Solve.close(try Self.title(Self.seek()), [320: 296, 360: 336]))
        #expect(Solve.close(try Self.title(Self.seek(row: "")), [320: 296, 360: 336]))
        #expect(Solve.close(try Self.title(Self.seek(background: "#B3000000")), [320: 296, 360: 336]))
    }

    // Must not fire: a background with a size of its own (a 200 dp `<size>`) or a `minWidth`
    // may make the row wider than its children, and the weights then share the difference,
    // which depends on the title's text: unknown, not a width.
    @Test func aRowThatMayBeWiderThanItsChildrenLeavesTheTitleUnknown() throws {
        for layout in [Self.seek(background: "@drawable/sized_bg"), Self.seek(row: #"android:minWidth="200dp""#)] {
            let title = try #require(try Solve.read(layout, screens: [320, 360], others: Self.drawables)["fastPlayTitle"])
            #expect(title.screenTextWidths.isEmpty)
            guard case .unknown = title.textWidth else {
                Issue.record("expected an unknown width, found \(title.textWidth)")
                continue
            }
        }
    }

    // A gone view in a row is no room to the views after it: the text after a gone 100 dp icon
    // in a 200 dp row is measured in all 200 dp; the gone view itself keeps its 100 dp, a width
    // that does not depend on the screen, so it is its `textWidth` (`screenTextWidths` is empty
    // for such a width, whatever the row solve gave it).
    @Test func aGoneViewInARowTakesNoRoomAndKeepsItsOwnWidth() throws {
        let elements = try Solve.read(
            #"""
            <LinearLayout NS android:layout_width="200dp" android:layout_height="wrap_content" android:orientation="horizontal">
                <TextView android:id="@+id/gone" android:layout_width="100dp" android:layout_height="wrap_content" android:visibility="gone" android:text="Gone"/>
                <TextView android:id="@+id/after" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="After"/>
            </LinearLayout>
            """#, screens: [360])
        #expect(elements["gone"]?.textWidth == .fixed(100))
        #expect(Solve.widths(elements, "gone").allSatisfy { $0.value == 100 })
        #expect(Solve.close(Solve.widths(elements, "after"), [360: 200]))
    }
}
