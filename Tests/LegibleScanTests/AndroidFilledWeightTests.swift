import LegibleScan
import Testing

/// `match_parent` children with weights in a `match_parent` row, worked by hand from
/// `LinearLayout.measureHorizontal`: a weighted child is measured with none of the row used
/// (`usedWidth` is 0 once a weight is met), so a `match_parent` one is first as wide as the whole
/// row less its margins; the excess `widthSize − mTotalLength` is then negative and shared by
/// weight, which is why such weights work inversely.
@Suite struct AndroidFilledWeightTests {
    static func read(_ layout: String, screens: [Double]) throws -> [String: ScannedElement] {
        try AndroidLayoutSolveTests.read(layout, screens: screens)
    }

    // Weights 1 and 2, both match_parent: own widths A and A, excess A − 2A = −A. The first gets
    // A − A/3 = 2A/3, the second A − 2A/3 = A/3. 360 → 240 and 120; 411 → 274 and 137.
    @Test func matchParentWeightsShareInversely() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/one" android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content" android:text="One"/>
                <TextView android:id="@+id/two" android:layout_width="match_parent" android:layout_weight="2" android:layout_height="wrap_content" android:text="Two"/>
            </LinearLayout>
            """#, screens: [360, 411])
        #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, "one"), [360: 240, 411: 274]))
        #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, "two"), [360: 120, 411: 137]))
    }

    // NewPipe playlist_control.xml: three match_parent columns of weight 1 and two 1 dp dividers.
    // Own widths A each, used 3A + 2, excess −2A − 2: each column A − (2A + 2)/3 = (A − 2)/3.
    // 320 → 106, 411 → 136.33…
    @Test func equalMatchParentColumnsSplitWhatTheDividersLeave() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/a" android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content" android:text="A"/>
                <View android:layout_width="1dp" android:layout_height="match_parent"/>
                <TextView android:id="@+id/b" android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content" android:text="B"/>
                <View android:layout_width="1dp" android:layout_height="match_parent"/>
                <TextView android:id="@+id/c" android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content" android:text="C"/>
            </LinearLayout>
            """#, screens: [320, 411])
        for id in ["a", "b", "c"] {
            #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, id), [320: 106, 411: 409.0 / 3]), "\(id)")
        }
    }

    // In a wrap_content row a match_parent child is measured at most the row, as wide as its
    // text: two of them share by their texts, unknown.
    @Test func inARowAsWideAsItsContentTheyStayUnknown() throws {
        let elements = try Self.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content">
                    <TextView android:id="@+id/one" android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content" android:text="One"/>
                    <TextView android:id="@+id/two" android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content" android:text="Two"/>
                </LinearLayout>
            </FrameLayout>
            """#, screens: [320, 411])
        #expect(elements["one"]?.screenTextWidths.isEmpty == true)
        #expect(elements["two"]?.screenTextWidths.isEmpty == true)
    }
}
