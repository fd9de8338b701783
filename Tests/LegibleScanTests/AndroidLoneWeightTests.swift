import LegibleScan
import Testing

/// A row's one weighted child gets what the others leave, whatever its own width: worked by hand
/// from `LinearLayout.measureHorizontal`, where a weighted child's width is its own measured
/// width plus `weight / weightSum` of `widthSize − mTotalLength` (the own width added back for a
/// `0dp` child). With one weighted child the share is the whole excess, so its own width (its
/// text's, for `wrap_content`) cancels out: `available − the others`.
@Suite struct AndroidLoneWeightTests {
    static func read(_ layout: String, screens: [Double]) throws -> [String: ScannedElement] {
        try AndroidLayoutSolveTests.read(layout, screens: screens)
    }

    static let widths = AndroidLayoutSolveTests.widths
    static let close = AndroidLayoutSolveTests.close

    // Row content = screen − 2·16. Others: the 40 dp icon, its 8 dp end margin, the 48 dp button:
    // 96. The wrap_content title: 320 → 288 − 96 = 192; 411 → 379 − 96 = 283. Its 100 dp sibling
    // row with a weighted 100 dp text: own 100 plus the excess (content − 100 − 48) = content − 48:
    // 320 → 240; 411 → 331.
    @Test func aLoneWrapContentWeightTakesWhatTheOthersLeave() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical" android:paddingHorizontal="16dp">
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                    <ImageView android:layout_width="40dp" android:layout_height="40dp" android:layout_marginEnd="8dp"/>
                    <TextView android:id="@+id/title" android:layout_width="wrap_content" android:layout_weight="1" android:layout_height="wrap_content" android:text="Title"/>
                    <Button android:layout_width="48dp" android:layout_height="48dp" android:background="@null"/>
                </LinearLayout>
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                    <TextView android:id="@+id/sized" android:layout_width="100dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Sized"/>
                    <Button android:layout_width="48dp" android:layout_height="48dp" android:background="@null"/>
                </LinearLayout>
            </LinearLayout>
            """#, screens: [320, 411])
        #expect(Self.close(Self.widths(elements, "title"), [320: 192, 411: 283]))
        #expect(Self.close(Self.widths(elements, "sized"), [320: 240, 411: 331]))
    }

    // A wrap_content row in a 16 dp-padded screen: AT_MOST(screen − 32). Its 0dp weighted text is
    // measured as wrap_content and gets at most what the 24 dp icon and its 8 dp margin leave:
    // 320 → 288 − 32 = 256; 360 → 328 − 32 = 296.
    @Test func aLoneWeightInARowAsWideAsItsContentGetsAtMostTheRest() throws {
        let elements = try Self.read(
            #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="16dp">
                <LinearLayout android:layout_width="wrap_content" android:layout_height="wrap_content">
                    <TextView android:id="@+id/label" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Label"/>
                    <ImageView android:layout_width="24dp" android:layout_height="24dp" android:layout_marginStart="8dp"/>
                </LinearLayout>
            </FrameLayout>
            """#, screens: [320, 360])
        #expect(Self.close(Self.widths(elements, "label"), [320: 256, 360: 296]))
    }

    // measureWithLargestChild in a wrap_content row: every weighted child is as wide as the widest
    // child, its text's, so even a lone weight is unknown. In a match_parent row it changes
    // nothing (measureHorizontal uses it only when the row is not EXACTLY): 320 − 24 = 296.
    @Test func measureWithLargestChildInARowAsWideAsItsContentIsUnknown() throws {
        let row = #"""
            <FrameLayout NS android:layout_width="match_parent" android:layout_height="wrap_content">
                <LinearLayout android:layout_width="WIDTH" android:layout_height="wrap_content" android:measureWithLargestChild="true">
                    <TextView android:id="@+id/label" android:layout_width="0dp" android:layout_weight="1" android:layout_height="wrap_content" android:text="Label"/>
                    <ImageView android:layout_width="24dp" android:layout_height="24dp"/>
                </LinearLayout>
            </FrameLayout>
            """#
        let wrapped = try Self.read(row.replacingOccurrences(of: "WIDTH", with: "wrap_content"), screens: [320, 360])
        #expect(wrapped["label"]?.screenTextWidths.isEmpty == true)
        let filled = try Self.read(row.replacingOccurrences(of: "WIDTH", with: "match_parent"), screens: [320, 360])
        #expect(Self.close(Self.widths(filled, "label"), [320: 296, 360: 336]))
    }

    // Two wrap_content buttons of weight 1 each: each gets its own width plus half of what is
    // left, so each width depends on both texts; in an app of no known theme family their
    // styles' bounds are unknown, so they stay unknown, the second naming the first. A lone
    // weighted text whose weightSum leaves part of the excess empty is its text plus half of the
    // excess at each size (AndroidWeightedShareTests): the row's 320 and 411 dp, its own text.
    @Test func sharesThatDependOnTextStayUnknown() throws {
        let elements = try Self.read(
            #"""
            <LinearLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" android:orientation="vertical">
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content">
                    <Button android:id="@+id/cancel" android:layout_width="wrap_content" android:layout_weight="1" android:layout_height="wrap_content" android:text="Cancel" android:padding="0dp"/>
                    <Button android:id="@+id/ok" android:layout_width="wrap_content" android:layout_weight="1" android:layout_height="wrap_content" android:text="OK" android:padding="0dp"/>
                </LinearLayout>
                <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:weightSum="2">
                    <TextView android:id="@+id/half" android:layout_width="wrap_content" android:layout_weight="1" android:layout_height="wrap_content" android:text="Half"/>
                </LinearLayout>
            </LinearLayout>
            """#, screens: [320, 411])
        for id in ["cancel", "ok"] {
            #expect(elements[id]?.screenTextWidths.isEmpty == true, "\(id)")
            guard case .unknown(let reason)? = elements[id]?.textWidth else {
                Issue.record("\(id) has a width")
                continue
            }
            #expect(reason.contains("depends on its content") || reason.contains("a button sharing its row (cancel)"), "\(id): \(reason)")
        }
        #expect(Self.close(Self.widths(elements, "half"), [320: 320, 411: 411]))
        #expect(elements["half"]?.screenTextWidths.allSatisfy { $0.share?.fraction == 0.5 && $0.share?.ownText?.id == "half" } == true)
    }
}
