import Foundation
import LegibleReporting
import LegibleScan
import Testing

/// fresh-android27a, Phonograph d156872c app_widget_card.xml:66/76/86: three `ImageButton`s of
/// `layout_width="0dp"` and weight 1 in `media_actions`, a row `@dimen/app_widget_card_buttons_width`
/// (128 dp) wide with no padding, so each is 128 / 3 = 42.67 dp wide on every screen, under 48 dp.
/// A `0dp` weighted view's width was left unknown, and the buttons went unreported.
@Suite struct AndroidFixedRowWeightedTargetTests {
    static func button(_ id: String) -> String {
        ##"<ImageButton android:id="@+id/\##(id)" android:layout_width="0dp" android:layout_height="match_parent" android:layout_weight="1" android:background="#00000000" android:contentDescription="Play"/>"##
    }

    static func smallTargets(rowWidth: String) async throws -> [Finding] {
        let layout = """
            <LinearLayout \(AndroidContentViewTests.namespaces) android:layout_width="match_parent" android:layout_height="wrap_content">
            <ImageView android:layout_width="56dp" android:layout_height="56dp" android:src="#FF000000"/>
            <LinearLayout android:layout_width="\(rowWidth)" android:layout_height="match_parent" android:orientation="horizontal">
            \(button("prev"))\(button("play"))\(button("next"))
            </LinearLayout>
            </LinearLayout>
            """
        return try await AndroidTargetJudgingTests.scan(["res/layout/widget.xml": layout]).findings.findings.filter { $0.rule == "target.small" }
    }

    @Test func zeroWidthWeightedButtonsInAFixedRowTakeTheirShare() async throws {
        let found = try await Self.smallTargets(rowWidth: "128dp")
        #expect(found.map(\.id).sorted() == ["next", "play", "prev"], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.severity == .error && $0.message.contains("42.67 dp wide") }, "\(found.map(\.message))")
    }

    /// Must not: in a row as wide as the screen the share differs from screen to screen (over
    /// 48 dp on some), so it stays unknown and no error is given.
    @Test func aScreenWideRowsShareStaysUnknown() async throws {
        #expect(try await Self.smallTargets(rowWidth: "match_parent").allSatisfy { $0.severity == .note })
    }
}
