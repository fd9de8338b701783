import LegibleScan
import Testing

/// Gone views the file previews shown (`tools:visibility="visible"`): code shows them, and the
/// layout editor shows how — with the siblings it previews beside them (OpenTracks
/// export_activity.xml:302, two bottom-bar buttons of weight 1, both gone, both previewed).
@Suite struct AndroidPreviewedVisibilityTests {
    static func read(_ layout: String, screens: [Double]) throws -> [String: ScannedElement] {
        try AndroidLayoutSolveTests.read(layout, screens: screens)
    }

    static func reason(_ element: ScannedElement?) -> String? {
        guard case .unknown(let reason)? = element?.textWidth else { return nil }
        return reason
    }

    // The two previewed 0dp views of weight 1 share the row: 320 / 2 = 160, 411 / 2 = 205.5 (the
    // third, not previewed, stays gone and takes nothing). The third is gone in a weighted row
    // with no preview: which siblings code shows beside it is not known.
    @Test func previewedWeightedViewsShareTheRowAsPreviewed() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/skip" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"
                    android:visibility="gone" tools:visibility="visible" android:text="Skip"/>
                <TextView android:id="@+id/overwrite" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"
                    android:visibility="gone" tools:visibility="visible" android:text="Overwrite"/>
                <TextView android:id="@+id/hidden" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content"
                    android:visibility="gone" android:text="Hidden"/>
            </LinearLayout>
            """#, screens: [320, 411])
        #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, "skip"), [320: 160, 411: 205.5]))
        #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, "overwrite"), [320: 160, 411: 205.5]))
        #expect(elements["hidden"]?.screenTextWidths.isEmpty == true)
        #expect(Self.reason(elements["hidden"])?.contains("visibility=\"gone\" in a row") == true)
    }

    // AntennaPod cover_fragment.xml:149: text inside a gone, previewed, weighted container. Shown,
    // the row holds two match_parent children of weight 1: own widths A and A − 16 (its 8 dp
    // margins), used 2A, excess −A; the container gets A − 16 − A/2, its text that less the two
    // 36 dp buttons: A/2 − 88. 320 → 72, 411 → 117.5.
    @Test func textInAGonePreviewedContainerIsSolvedWithItShown() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <LinearLayout android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content">
                    <TextView android:id="@+id/notes" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Notes"/>
                </LinearLayout>
                <LinearLayout android:layout_width="match_parent" android:layout_weight="1" android:layout_height="wrap_content"
                    android:layout_marginHorizontal="8dp" android:visibility="gone" tools:visibility="visible">
                    <ImageView android:layout_width="36dp" android:layout_height="36dp"/>
                    <TextView android:id="@+id/chapters" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Chapters"/>
                    <ImageView android:layout_width="36dp" android:layout_height="36dp"/>
                </LinearLayout>
            </LinearLayout>
            """#, screens: [320, 411])
        #expect(AndroidLayoutSolveTests.close(AndroidLayoutSolveTests.widths(elements, "chapters"), [320: 72, 411: 117.5]))
    }

    // A gone view in no weighted row whose shown solve still fails says why it fails (the text
    // before it is as wide as its text, which code sets), not that it is gone in a row. (A text
    // the layout gives is measured beside it: AndroidBesideTextTests.)
    @Test func aGoneViewThatStaysUnknownSaysWhy() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:layout_width="wrap_content" android:layout_height="wrap_content" tools:text="Size"/>
                <TextView android:id="@+id/date" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:visibility="gone" android:text="Date"/>
            </LinearLayout>
            """#, screens: [320, 411])
        #expect(elements["date"]?.screenTextWidths.isEmpty == true)
        let reason = Self.reason(elements["date"])
        #expect(reason?.contains("as wide as its text, which the layout does not give") == true, "\(reason ?? "no reason")")
        #expect(reason?.contains("gone") == false)
    }
}
