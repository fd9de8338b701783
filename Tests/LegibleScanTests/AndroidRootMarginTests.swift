import Foundation
import LegibleScan
import Testing

/// A list item's card with 16 dp margins around a 16 dp-padded content (Wikipedia's user
/// contributions row): RecyclerView, an activity's content frame and a custom view inflating into
/// itself all honour the root's margins, so the text has the screen less 2·16 of margin and 2·16
/// of padding — 320 → 256, 360 → 296, not the 288/328 the scan gave when it ignored them.
@Suite struct AndroidRootMarginTests {
    typealias Solve = AndroidLayoutSolveTests

    static func card(_ margins: String) -> String {
        """
        <FrameLayout NS android:layout_width="match_parent" android:layout_height="wrap_content" \(margins)>
            <LinearLayout android:layout_width="match_parent" android:layout_height="wrap_content" android:padding="16dp" android:orientation="vertical">
                <TextView android:id="@+id/summary" android:layout_width="match_parent" android:layout_height="wrap_content" android:maxLines="2" android:text="Summary"/>
            </LinearLayout>
        </FrameLayout>
        """
    }

    @Test func theRootsMarginsAreTakenFromTheScreen() throws {
        let elements = try Solve.read(Self.card(#"android:layout_marginStart="16dp" android:layout_marginEnd="16dp""#), screens: [320, 360])
        #expect(Solve.close(Solve.widths(elements, "summary"), [320: 256, 360: 296]))
        let all = try Solve.read(Self.card(#"android:layout_margin="16dp""#), screens: [320, 360])
        #expect(Solve.close(Solve.widths(all, "summary"), [320: 256, 360: 296]))
    }

    @Test func withoutMarginsTheRootIsTheScreen() throws {
        let elements = try Solve.read(Self.card(#"android:layout_marginTop="8dp""#), screens: [320, 360])
        #expect(Solve.close(Solve.widths(elements, "summary"), [320: 288, 360: 328]))
    }
}
