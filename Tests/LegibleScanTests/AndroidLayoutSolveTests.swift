import Foundation
import LegibleReporting
import LegibleScan
import LegibleTestSupport
import Testing

/// Android layouts solved at two screen widths, one layout per form, each width worked out by
/// hand from Android's measure rules in the comment above it (`LinearLayout.measureHorizontal`,
/// `RelativeLayout.getChildMeasureSpec`, ConstraintLayout's chains and guidelines).
@Suite struct AndroidLayoutSolveTests {
    /// Reads `layout` as res/layout/main.xml (plus `others`, path → text; `reading` another of
    /// them instead) solved at `screens`, its elements by id.
    static func read(
        _ layout: String, screens: [Double], others: [String: String] = [:], reading: String = "res/layout/main.xml", values: String = ""
    ) throws -> [String: ScannedElement] {
        let namespaced = { (text: String) in text.replacingOccurrences(of: "NS", with: AndroidLayoutReaderTests.namespaces) }
        var files = ["res/values/values.xml": "<resources>\(values)</resources>", "res/layout/main.xml": namespaced(layout)]
        for (path, text) in others { files[path] = namespaced(text) }
        return try ScratchFolder.with(files) { folder in
            let resources = try AndroidResources(resFolders: [folder.file("res")])
            var reader = AndroidLayoutReader()
            reader.screenWidths = screens
            let result = try reader.read(text: files[reading] ?? "", path: folder.file(reading), android: resources)
            return Dictionary(result.elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The text widths of element `id` per screen, as [screen: width].
    static func widths(_ elements: [String: ScannedElement], _ id: String) -> [Double: Double] {
        Dictionary((elements[id]?.screenTextWidths ?? []).map { ($0.screen, $0.points ?? -1) }, uniquingKeysWith: { first, _ in first })
    }

    static func close(_ found: [Double: Double], _ expected: [Double: Double]) -> Bool {
        found.count == expected.count && expected.allSatisfy { screen, width in found[screen].map { abs($0 - width) < 1e-6 } ?? false }
    }

    // Row content = screen − 2·16 (paddingHorizontal). Unweighted: the 48 dp icon and the margins
    // 8 (icon's end) + 8 (third's start) = 64. Spare = content − 64, shared 2 : 1.
    // 360: content 328, spare 264 → 176 and 88. 411: content 379, spare 315 → 210 and 105.
    @Test func linearLayoutWeightsShareWhatTheUnweightedLeave() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="horizontal" android:paddingHorizontal="16dp">
                <ImageView android:layout_width="48dp" android:layout_height="48dp" android:layout_marginEnd="8dp"/>
                <TextView android:id="@+id/title" android:layout_width="0dp" android:layout_weight="2" android:layout_height="wrap_content" android:text="Title"/>
                <TextView android:id="@+id/value" android:layout_width="0dp" android:layout_weight="1" android:layout_marginStart="8dp" android:layout_height="wrap_content" android:text="Value"/>
            </LinearLayout>
            """#, screens: [360, 411])
        #expect(Self.close(Self.widths(elements, "title"), [360: 176, 411: 210]))
        #expect(Self.close(Self.widths(elements, "value"), [360: 88, 411: 105]))
    }

    // weightSum 4, one child of weight 1: a quarter of the whole row. 320 → 80, 360 → 90.
    @Test func weightSumLeavesTheRestEmpty() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:weightSum="4">
                <TextView android:id="@+id/quarter" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Q"/>
            </LinearLayout>
            """#, screens: [320, 360])
        #expect(Self.close(Self.widths(elements, "quarter"), [320: 80, 360: 90]))
    }

    // FrameLayout padding 16+16; LinearLayout margins 8+8, padding 12+4; TextView margin start 10,
    // padding 6+6. 320: 320 − 32 − 16 − 16 − 10 − 12 = 234. 411: 411 − 86 = 325.
    @Test func nestedMarginsAndPaddingAddUp() throws {
        let elements = try Self.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="match_parent" android:padding="16dp">
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical"
                    android:layout_marginHorizontal="8dp" android:paddingStart="12dp" android:paddingEnd="4dp">
                    <TextView android:id="@+id/body" android:layout_width="match_parent" android:layout_height="wrap_content"
                        android:layout_marginStart="10dp" android:paddingHorizontal="6dp" android:text="Body"/>
                </LinearLayout>
            </FrameLayout>
            """#, screens: [320, 411])
        #expect(Self.close(Self.widths(elements, "body"), [320: 234, 411: 325]))
    }

    // Content = screen − 32. Icon at [0, 40]; the 48 dp button at [content − 48, content]. The title
    // runs from 40 + 12 to (content − 48) − 8: 360 → 52 … 272 = 220; 320 → 52 … 232 = 180.
    @Test func relativeLayoutEdgesComeFromSiblings() throws {
        let elements = try Self.read(
            #"""
            <RelativeLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="16dp">
                <ImageView android:id="@+id/icon" android:layout_width="40dp" android:layout_height="40dp" android:layout_alignParentStart="true"/>
                <ImageButton android:id="@+id/more" android:layout_width="48dp" android:layout_height="48dp" android:layout_alignParentEnd="true"/>
                <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_toEndOf="@id/icon" android:layout_toStartOf="@id/more" android:layout_marginStart="12dp" android:layout_marginEnd="8dp" android:text="T"/>
                <TextView android:id="@+id/centred" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:layout_centerHorizontal="true" android:text="C"/>
            </RelativeLayout>
            """#, screens: [320, 360])
        #expect(Self.close(Self.widths(elements, "title"), [320: 180, 360: 220]))
        // wrap_content with no horizontal rule: at most the content width, 288 and 328.
        #expect(Self.close(Self.widths(elements, "centred"), [320: 288, 360: 328]))
    }

    // Chain a – icon – c with a and c 0dp (equal weights) and the 48 dp icon with 8 dp margins:
    // each gets (screen − 48 − 16) / 2. 320 → 128, 360 → 148.
    @Test func constraintChainSharesBetweenMatchConstraintMembers() throws {
        let elements = try Self.read(
            #"""
            <androidx.constraintlayout.widget.ConstraintLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/a" android:layout_width="0dp" android:layout_height="wrap_content" android:text="A"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/icon"/>
                <ImageView android:id="@+id/icon" android:layout_width="48dp" android:layout_height="48dp" android:layout_marginHorizontal="8dp"
                    app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toStartOf="@id/c"/>
                <TextView android:id="@+id/c" android:layout_width="0dp" android:layout_height="wrap_content" android:text="C"
                    app:layout_constraintStart_toEndOf="@id/icon" app:layout_constraintEnd_toEndOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """#, screens: [320, 360])
        #expect(Self.close(Self.widths(elements, "a"), [320: 128, 360: 148]))
        #expect(Self.close(Self.widths(elements, "c"), [320: 128, 360: 148]))
    }

    // Weights 3 : 1 in a two-member chain with 16 dp between: (screen − 16) · 3/4 and · 1/4.
    // 320 → 228 and 76; 400 → 288 and 96.
    @Test func constraintChainWeights() throws {
        let elements = try Self.read(
            #"""
            <androidx.constraintlayout.widget.ConstraintLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/a" android:layout_width="0dp" android:layout_height="wrap_content" android:text="A" app:layout_constraintHorizontal_weight="3"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/b"/>
                <TextView android:id="@+id/b" android:layout_width="0dp" android:layout_height="wrap_content" android:text="B" app:layout_constraintHorizontal_weight="1"
                    android:layout_marginStart="16dp" app:layout_constraintStart_toEndOf="@id/a" app:layout_constraintEnd_toEndOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """#, screens: [320, 400])
        #expect(Self.close(Self.widths(elements, "a"), [320: 228, 400: 288]))
        #expect(Self.close(Self.widths(elements, "b"), [320: 76, 400: 96]))
    }

    // Content = screen − 32; the guideline at 0.4 of it. 360: 131.2 → left 131.2 − 8 = 123.2,
    // right 328 − 131.2 − 8 = 188.8. 411: 151.6 → 143.6 and 219.4. The begin guideline at 72:
    // 328 − 72 = 256 and 379 − 72 = 307. Half the content by percent: 164 and 189.5. A 2:1 ratio
    // of a 50 dp height: 100 on both.
    @Test func guidelinesPercentWidthsAndRatios() throws {
        let elements = try Self.read(
            #"""
            <androidx.constraintlayout.widget.ConstraintLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:paddingHorizontal="16dp">
                <androidx.constraintlayout.widget.Guideline android:id="@+id/g" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:orientation="vertical" app:layout_constraintGuide_percent="0.4"/>
                <androidx.constraintlayout.widget.Guideline android:id="@+id/begin" android:layout_width="wrap_content" android:layout_height="wrap_content"
                    android:orientation="vertical" app:layout_constraintGuide_begin="72dp"/>
                <TextView android:id="@+id/left" android:layout_width="0dp" android:layout_height="wrap_content" android:text="L" android:layout_marginEnd="8dp"
                    app:layout_constraintStart_toStartOf="parent" app:layout_constraintEnd_toStartOf="@id/g"/>
                <TextView android:id="@+id/right" android:layout_width="0dp" android:layout_height="wrap_content" android:text="R" android:layout_marginStart="8dp"
                    app:layout_constraintStart_toEndOf="@id/g" app:layout_constraintEnd_toEndOf="parent"/>
                <TextView android:id="@+id/after" android:layout_width="0dp" android:layout_height="wrap_content" android:text="A"
                    app:layout_constraintStart_toStartOf="@id/begin" app:layout_constraintEnd_toEndOf="parent"/>
                <TextView android:id="@+id/half" android:layout_width="0dp" android:layout_height="wrap_content" android:text="H"
                    app:layout_constraintWidth_percent="0.5" app:layout_constraintStart_toStartOf="parent"/>
                <TextView android:id="@+id/ratio" android:layout_width="0dp" android:layout_height="50dp" android:text="R"
                    app:layout_constraintDimensionRatio="2:1" app:layout_constraintStart_toStartOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """#, screens: [360, 411])
        #expect(Self.close(Self.widths(elements, "left"), [360: 123.2, 411: 143.6]))
        #expect(Self.close(Self.widths(elements, "right"), [360: 188.8, 411: 219.4]))
        #expect(Self.close(Self.widths(elements, "after"), [360: 256, 411: 307]))
        #expect(Self.close(Self.widths(elements, "half"), [360: 164, 411: 189.5]))
        #expect(Self.close(Self.widths(elements, "ratio"), [360: 100, 411: 100]))
    }

    // A wrap_content sibling's width is its text's: what depends on it is unknown, with why.
    @Test func aWidthThatDependsOnASiblingsTextIsUnknown() throws {
        let elements = try Self.read(
            #"""
            <androidx.constraintlayout.widget.ConstraintLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/label" android:layout_width="wrap_content" android:layout_height="wrap_content" android:text="Label"
                    app:layout_constraintStart_toStartOf="parent"/>
                <TextView android:id="@+id/value" android:layout_width="0dp" android:layout_height="wrap_content" android:text="Value"
                    app:layout_constraintStart_toEndOf="@id/label" app:layout_constraintEnd_toEndOf="parent"/>
            </androidx.constraintlayout.widget.ConstraintLayout>
            """#, screens: [320, 360])
        // The wrap_content label itself gets the whole layout's width as room.
        #expect(Self.close(Self.widths(elements, "label"), [320: 320, 360: 360]))
        #expect(elements["value"]?.screenTextWidths.isEmpty == true)
        guard case .unknown(let reason)? = elements["value"]?.textWidth else {
            Issue.record("expected an unknown width")
            return
        }
        #expect(reason.contains("sibling's content"))
    }

    // Two views placed each after the other: a cycle, unknown for both, and the read ends.
    @Test func relativeRulesInACycleAreUnknown() throws {
        let elements = try Self.read(
            #"""
            <RelativeLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <TextView android:id="@+id/a" android:layout_width="50dp" android:layout_height="wrap_content" android:layout_toEndOf="@id/b" android:text="A"/>
                <TextView android:id="@+id/b" android:layout_width="wrap_content" android:layout_height="wrap_content" android:layout_toEndOf="@id/a"
                    android:layout_alignParentEnd="true" android:text="B"/>
            </RelativeLayout>
            """#, screens: [320, 360])
        #expect(elements["b"]?.screenTextWidths.isEmpty == true)
        #expect(elements["a"]?.textWidth == .fixed(50))
    }
}
