import LegibleScan
import Testing

/// androidx `DrawerLayout` (its `onMeasure`: the content view exactly as wide as the layout less
/// its margins, a drawer within the layout less 64 dp, `MIN_DRAWER_MARGIN`) and `LinearLayoutCompat`
/// (`LinearLayout`'s measure pass).
@Suite struct AndroidDrawerLayoutTests {
    typealias Solve = AndroidLayoutSolveTests

    // Content: a vertical LinearLayoutCompat filling the drawer layout, padded 16 + 16: 288 at 320,
    // 328 at 360. Drawer: match_parent less 64 dp: 256 and 296, less its 12 dp padding each side:
    // 232 and 272.
    @Test func contentFillsTheLayoutAndADrawerLeavesSixtyFourDp() throws {
        let elements = try Solve.read(
            #"""
            <androidx.drawerlayout.widget.DrawerLayout NS android:layout_width="match_parent" android:layout_height="match_parent" android:padding="40dp">
                <androidx.appcompat.widget.LinearLayoutCompat android:layout_width="match_parent" android:layout_height="match_parent" android:orientation="vertical" android:paddingHorizontal="16dp">
                    <TextView android:id="@+id/content" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp" android:text="Map"/>
                </androidx.appcompat.widget.LinearLayoutCompat>
                <LinearLayout android:layout_width="match_parent" android:layout_height="match_parent" android:layout_gravity="start" android:orientation="vertical" android:paddingHorizontal="12dp">
                    <TextView android:id="@+id/drawer" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp" android:text="Settings"/>
                </LinearLayout>
            </androidx.drawerlayout.widget.DrawerLayout>
            """#, screens: [320, 360])
        #expect(Solve.close(Solve.widths(elements, "content"), [320: 288, 360: 328]))
        #expect(Solve.close(Solve.widths(elements, "drawer"), [320: 232, 360: 272]))
    }

    // A horizontal LinearLayoutCompat shares its row by weight as LinearLayout does: a 100 dp view
    // and a 0dp weighted text, 220 at 320 and 260 at 360.
    @Test func aLinearLayoutCompatRowSharesByWeight() throws {
        let elements = try Solve.read(
            #"""
            <androidx.appcompat.widget.LinearLayoutCompat NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <View android:layout_width="100dp" android:layout_height="48dp"/>
                <TextView android:id="@+id/t" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:textSize="14sp" android:text="Name"/>
            </androidx.appcompat.widget.LinearLayoutCompat>
            """#, screens: [320, 360])
        #expect(Solve.close(Solve.widths(elements, "t"), [320: 220, 360: 260]))
    }

    // Must not be solved: a drawer layout that is as wide as its content (DrawerLayout needs an
    // exact width), and a wrap_content sibling before the text in a LinearLayoutCompat row whose
    // text code sets (a text the layout gives is measured beside it: AndroidBesideTextTests).
    @Test func whatDependsOnContentStaysUnknown() throws {
        let elements = try Solve.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <androidx.drawerlayout.widget.DrawerLayout android:layout_width="wrap_content" android:layout_height="wrap_content">
                    <TextView android:id="@+id/wrapped" android:layout_width="match_parent" android:layout_height="wrap_content" android:textSize="14sp" android:text="Map"/>
                </androidx.drawerlayout.widget.DrawerLayout>
                <androidx.appcompat.widget.LinearLayoutCompat android:layout_width="match_parent" android:layout_height="wrap_content">
                    <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" tools:text="Name"/>
                    <TextView android:id="@+id/after" android:layout_width="wrap_content" android:layout_height="wrap_content" android:textSize="14sp" android:text="Value"/>
                </androidx.appcompat.widget.LinearLayoutCompat>
            </LinearLayout>
            """#, screens: [320, 360])
        #expect(elements["wrapped"]?.screenTextWidths.isEmpty == true)
        #expect(elements["after"]?.screenTextWidths.isEmpty == true)
    }
}
